import type { EmailLinkHint } from './emailLink'
import { NOT_AUTHENTICATED_MESSAGE } from './paths'

/** Why /login was opened after an authenticated call answered 401 or 419. */
export const SESSION_ENDED_MESSAGE =
  'A sua sessão terminou. Entre novamente para continuar; o que não chegou a guardar terá de ser escrito de novo.'

/** Why /login was opened after a sign-out in another tab of this browser. */
export const SIGNED_OUT_ELSEWHERE_MESSAGE =
  'A sessão foi terminada noutro separador deste navegador. Entre novamente para continuar.'

/**
 * Why /login was opened from a mailed link's page by someone not signed in here (another browser,
 * the mail app's own): the link's hint says nothing the page may claim
 * (docs/product.md#changing-the-e-mail); after the sign-in, the page asks the server.
 */
export const VERIFY_LINK_SIGN_IN_MESSAGE = 'Entre para confirmar o seu e-mail.'
export const EMAIL_CHANGE_SIGN_IN_MESSAGE =
  'Entre para confirmar a alteração do seu e-mail: se o link a concluiu, entre já com o novo endereço.'
export const EMAIL_TAKEN_SIGN_IN_MESSAGE =
  'O e-mail não foi alterado: o novo endereço passou a ser usado por outra conta. Entre com o seu endereço actual para escolher outro.'

/** The errorMessage for a mailed link's page opened without a session, or `null` for none. */
export function emailLinkSignInMessage(hint: EmailLinkHint | null): string | null {
  if (hint === 'verified') return VERIFY_LINK_SIGN_IN_MESSAGE
  if (hint === 'changed') return EMAIL_CHANGE_SIGN_IN_MESSAGE
  if (hint === 'taken') return EMAIL_TAKEN_SIGN_IN_MESSAGE
  return null
}

/**
 * Whether /login's address carries a mailed link's outcome (`?email-change=invalid`,
 * `?verify-email=…`): its words (./linkLoginMessages) are then fetched, and only then.
 */
export function hasLinkLoginMessage(search: URLSearchParams): boolean {
  return search.get('email-change') === 'invalid' || search.has('verify-email')
}

/** Shown instead of an `errorMessage` the app did not write. */
export const NEUTRAL_LOGIN_MESSAGE = 'Entre na sua conta para continuar.'

// Only what the app itself puts in a /login link is shown as written: a link
// made elsewhere must not put its own words ("Conta suspensa, ligue para …")
// on the real login page.
const OWN_MESSAGES: readonly string[] = [
  NOT_AUTHENTICATED_MESSAGE,
  SESSION_ENDED_MESSAGE,
  SIGNED_OUT_ELSEWHERE_MESSAGE,
  VERIFY_LINK_SIGN_IN_MESSAGE,
  EMAIL_CHANGE_SIGN_IN_MESSAGE,
  EMAIL_TAKEN_SIGN_IN_MESSAGE,
]

/** The text /login shows for its `errorMessage` parameter, or `null` when there is none. */
export function loginMessage(errorMessage: string | null | undefined): string | null {
  if (errorMessage == null || errorMessage.trim() === '') return null
  return OWN_MESSAGES.includes(errorMessage) ? errorMessage : NEUTRAL_LOGIN_MESSAGE
}
