import { NOT_AUTHENTICATED_MESSAGE } from './paths'

/** Why /login was opened after an authenticated call answered 401 or 419. */
export const SESSION_ENDED_MESSAGE =
  'A sua sessão terminou. Entre novamente para continuar; o que não chegou a guardar terá de ser escrito de novo.'

/** Why /login was opened after a sign-out in another tab of this browser. */
export const SIGNED_OUT_ELSEWHERE_MESSAGE =
  'A sessão foi terminada noutro separador deste navegador. Entre novamente para continuar.'

/** Shown instead of an `errorMessage` the app did not write. */
export const NEUTRAL_LOGIN_MESSAGE = 'Entre na sua conta para continuar.'

// Only what the app itself puts in a /login link is shown as written: a link
// made elsewhere must not put its own words ("Conta suspensa, ligue para …")
// on the real login page.
const OWN_MESSAGES: readonly string[] = [
  NOT_AUTHENTICATED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  SIGNED_OUT_ELSEWHERE_MESSAGE,
]

/** The text /login shows for its `errorMessage` parameter, or `null` when there is none. */
export function loginMessage(errorMessage: string | null | undefined): string | null {
  if (errorMessage == null || errorMessage.trim() === '') return null
  return OWN_MESSAGES.includes(errorMessage) ? errorMessage : NEUTRAL_LOGIN_MESSAGE
}
