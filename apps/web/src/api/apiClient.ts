import { createSanctumClient } from '@conecta/session-machine'
import { appConfig } from '../config/appConfig'

/** The one Sanctum client of the app: the session and every feature API call use it. */
export const apiClient = createSanctumClient({
  baseURL: appConfig.apiUrl,
  productName: appConfig.productName,
  // A 423 asks for the password in a dialog the signed-in pages show
  // (docs/product.md#password-confirmation); fetched then, as no public page needs it.
  confirmPassword: () =>
    import('../password-confirmation/passwordConfirmationPrompt').then((prompt) =>
      prompt.askForPasswordConfirmation(),
    ),
})
