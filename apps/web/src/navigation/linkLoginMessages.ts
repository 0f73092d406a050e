import { readEmailLinkHint } from './emailLink'

// What /login says for the outcome of a mailed link in its own address. A chunk of its own
// (build/chunks.ts), fetched only when the address carries one (`hasLinkLoginMessage`): few
// people open /login from a refused link, and its first load has no room for words they never see.

/** /login?email-change=invalid: the link of an e-mail change was refused. */
export const EMAIL_CHANGE_INVALID_MESSAGE =
  'O link para alterar o e-mail já não é válido: expirou, foi cancelado ou substituído por um mais recente. O e-mail da conta não mudou: entre com o endereço actual e, no perfil, peça um novo link.'

/**
 * /login?verify-email=invalid: the verification link expired, or was mailed to an address the
 * account no longer has (docs/api-contract.md#the-verification-link). Nothing was verified.
 */
export const VERIFY_LINK_INVALID_MESSAGE =
  'O link de verificação já não é válido: expirou, ou o endereço da conta mudou depois de ser enviado. Entre e peça um novo link; se o seu e-mail já está verificado, não precisa de fazer mais nada.'

/**
 * /login?verify-email=other-account: the verification link was opened where someone else is
 * signed in (a shared phone). Nobody was verified, and that session is as it was.
 */
export const VERIFY_LINK_OTHER_ACCOUNT_MESSAGE =
  'Este link de verificação é de outra conta, não da que tem a sessão iniciada neste telemóvel, e nada foi verificado. Entre com a conta do link e abra-o de novo.'

/** What /login says for a mailed link's outcome in its own address, or `null`. */
export function linkLoginMessage(search: URLSearchParams): string | null {
  if (readEmailLinkHint(search) === 'invalid') return EMAIL_CHANGE_INVALID_MESSAGE
  const verification = search.get('verify-email')
  if (verification === 'invalid') return VERIFY_LINK_INVALID_MESSAGE
  if (verification === 'other-account') return VERIFY_LINK_OTHER_ACCOUNT_MESSAGE
  return null
}
