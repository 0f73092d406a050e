import { sessionMachine } from '@conecta/session-machine'
import { paths } from '../routes/paths'
import { isSigningOut as isSigningOutNow } from '../session/signingOut'
import { type AppToast, dismissToastsUntil as dismissBusToastsUntil } from '../toast/toastBus'
import { LOGIN_PROMPT_TOAST } from './loginPrompt'

export interface SessionEffects {
  /** The path the person is on when the fetch fails. */
  currentPathname: () => string
  showToast: (toast: AppToast) => void
  /**
   * Closes the toasts that held only until a sign-in.
   * @defaultValue the app's toast bus
   */
  dismissToastsUntil?: (condition: 'signedIn') => void
  /**
   * True while the person is signing out in this tab.
   * @defaultValue the app's sign-out mark (session/signingOut)
   */
  isSigningOut?: () => boolean
}

/** The session machine with the app's side effects (docs/architecture.md#data-path: injected at the app edge). */
export function createSessionLogic({
  currentPathname,
  showToast,
  dismissToastsUntil = dismissBusToastsUntil,
  isSigningOut = isSigningOutNow,
}: SessionEffects) {
  return sessionMachine.provide({
    actions: {
      notifyUserFetchFailed: () => {
        // docs/product.md#start-up: on the home page an anonymous visitor is expected, not prompted;
        // nor is someone who is signing out (a fetch sent again after their log-out answers 401).
        if (currentPathname() !== paths.home && !isSigningOut()) showToast(LOGIN_PROMPT_TOAST)
      },
      notifyAuthenticated: () => dismissToastsUntil('signedIn'),
    },
  })
}
