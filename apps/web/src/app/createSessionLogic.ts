import { sessionMachine } from '@conecta/session-machine'
import { paths } from '../navigation/paths'
import { isSigningOut as isSigningOutNow } from '../session/signingOut'
import { type AppToast, dismissToastsUntil as dismissBusToastsUntil } from '../toast/toastBus'
import { LOGIN_PROMPT_TOAST } from './loginPrompt'

export interface SessionEffects {
  /** The path the person is on now: read when the user fetch starts and when it fails. */
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
  // Where the person was when the user fetch asked: a visitor who taps "Criar conta grátis"
  // before the home page's fetch is answered was on the home page when it asked.
  let askedOn: string = paths.home
  return sessionMachine.provide({
    actions: {
      notifyUserFetchStarted: () => {
        askedOn = currentPathname()
      },
      notifyUserFetchFailed: () => {
        // docs/product.md#start-up: on the home page an anonymous visitor is expected, not
        // prompted, whether the fetch asked from there or its answer finds them there; nor is
        // someone who is signing out (a fetch sent again after their log-out answers 401).
        const offHome = askedOn !== paths.home && currentPathname() !== paths.home
        if (offHome && !isSigningOut()) showToast(LOGIN_PROMPT_TOAST)
      },
      notifyAuthenticated: () => dismissToastsUntil('signedIn'),
      // Signed in, the address not verified yet (just registered, or signed in before opening
      // the link): the prompt to log in is answered too.
      notifyUserUnverified: () => dismissToastsUntil('signedIn'),
      // docs/product.md#two-factor-sign-in: the prompt to log in is answered by then.
      notifyTwoFactorChallenged: () => dismissToastsUntil('signedIn'),
    },
  })
}
