import { paths } from '../navigation/paths'
import type { AppToast } from '../toast/toastBus'

/** docs/product.md#start-up: the toast shown when the start-up user fetch fails off the home page. */
export const LOGIN_PROMPT_TOAST = {
  title: 'Efectue o login',
  description: 'Você deve efectuar login para ter acesso completo do website!',
  // 20 s (docs/product.md#constants), four times a toast's default.
  duration: 20_000,
  action: { label: 'Login', to: paths.login },
  // A prompt to log in no longer holds once someone has: on a phone it would
  // otherwise lie over the profile form for the rest of its 20 s.
  holdsUntil: 'signedIn',
  // It arrives unasked, late, while a person reads or types: at the end of the
  // page's content it covers no heading or field at any text size, and moves
  // nothing above it (docs/product.md#start-up).
  placement: 'page',
} as const satisfies AppToast
