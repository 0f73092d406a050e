/**
 * What the mailed links tell the app in the address they redirect to
 * (docs/product.md#changing-the-e-mail, docs/api-contract.md#changing-the-e-mail): hints only.
 * A page says an address was verified or changed only once `/api/user` says so.
 */
export type EmailLinkHint =
  /** `?verified=1`: the verification link of the address (Breeze's). */
  | 'verified'
  /** `?email-changed=1`: the link of an e-mail change was opened and the change made. */
  | 'changed'
  /** `?email-change=taken`: another account took the new address meanwhile. */
  | 'taken'
  /** `?email-change=invalid`: the link expired, was cancelled, or a later change replaced it. */
  | 'invalid'

/** The e-mail change's query parameters, which the profile removes once it has read them. */
export const EMAIL_CHANGE_PARAMS = ['email-changed', 'email-change'] as const

export function readEmailLinkHint(search: URLSearchParams): EmailLinkHint | null {
  if (search.get('email-changed') === '1') return 'changed'
  const outcome = search.get('email-change')
  if (outcome === 'taken' || outcome === 'invalid') return outcome
  if (search.get('verified') === '1') return 'verified'
  return null
}
