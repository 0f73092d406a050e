import { createSanctumClient } from '@conecta/session-machine'
import { appConfig } from '../config/appConfig'

/** The one Sanctum client of the app: the session and every feature API call use it. */
export const apiClient = createSanctumClient({
  baseURL: appConfig.apiUrl,
  productName: appConfig.productName,
  // A 423 asks for the password in the dialog the signed-in pages show
  // (docs/product.md#password-confirmation); none of it is on a page's first load.
  confirmPassword: () =>
    import('../password-confirmation/passwordConfirmationPrompt').then((prompt) =>
      prompt.askForPasswordConfirmation(),
    ),
  // A form's call answered 401 asks the person to sign in again over the form
  // (docs/product.md#session-ended-mid-form); the same person's call then goes again.
  signInAgain: () =>
    import('../sign-in-again/signInAgainPrompt').then((prompt) => prompt.askToSignInAgain()),
})
