import { createSanctumClient } from '@conecta/session-machine'
import { appConfig } from '../config/appConfig'

/** The questions the signed-in pages can ask for the client (@conecta/account's usePromptServer). */
export type PromptName = 'confirmPassword' | 'signInAgain'

/**
 * The prompts the signed-in frame is getting ready to serve. Their module loads
 * beside the page's first calls; a call answered before it is served waits for
 * it, rather than finding nobody to ask and failing as on a page that cannot.
 */
const promptsGettingReady = new Map<PromptName, Promise<void>>()

/** Says that `name` will be served once `ready` settles; returns what takes that back. */
export function gettingReadyToServe(name: PromptName, ready: Promise<void>): () => void {
  promptsGettingReady.set(name, ready)
  return () => {
    if (promptsGettingReady.get(name) === ready) promptsGettingReady.delete(name)
  }
}

const readyToAsk = (name: PromptName) => promptsGettingReady.get(name) ?? Promise.resolve()

/** The one Sanctum client of the app: the session and every feature API call use it. */
export const apiClient = createSanctumClient({
  baseURL: appConfig.apiUrl,
  productName: appConfig.productName,
  // A 423 asks for the password in the dialog the signed-in pages show
  // (docs/product.md#password-confirmation); none of it is on a page's first load.
  confirmPassword: () =>
    readyToAsk('confirmPassword')
      .then(() => import('../password-confirmation/passwordConfirmationPrompt'))
      .then((prompt) => prompt.askForPasswordConfirmation()),
  // A form's call answered 401 asks the person to sign in again over the form
  // (docs/product.md#session-ended-mid-form); the same person's call then goes again.
  signInAgain: () =>
    readyToAsk('signInAgain')
      .then(() => import('../sign-in-again/signInAgainPrompt'))
      .then((prompt) => prompt.askToSignInAgain()),
})
