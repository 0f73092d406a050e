import { sessionMachine } from '@conecta/session-machine'
import { paths } from '../routes/paths'
import { LOGIN_PROMPT_TOAST } from './loginPrompt'
import type { AppToast } from './toast/toastBus'

export interface SessionEffects {
  /** The path the person is on when the fetch fails. */
  currentPathname: () => string
  showToast: (toast: AppToast) => void
}

/** The session machine with the app's side effects (design.md: injected at the app edge). */
export function createSessionLogic({ currentPathname, showToast }: SessionEffects) {
  return sessionMachine.provide({
    actions: {
      notifyUserFetchFailed: () => {
        // Spec §2: on the home page an anonymous visitor is expected, not prompted.
        if (currentPathname() !== paths.home) showToast(LOGIN_PROMPT_TOAST)
      },
    },
  })
}
