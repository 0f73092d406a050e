import type { MockStore, MockUser } from '../store/MockStore'
import { hmacHex as hmac, toHex } from './hmac'

/** Laravel's `auth.verification.expire`, in minutes. */
export const VERIFICATION_LINK_MINUTES = 60

const encoder = new TextEncoder()

/** `sha1($user->getEmailForVerification())`, the `{hash}` of the link. */
export async function emailHash(email: string): Promise<string> {
  return toHex(await globalThis.crypto.subtle.digest('SHA-1', encoder.encode(email)))
}

/**
 * `URL::temporarySignedRoute(…)`: the absolute API link to `path` (on the API's public address,
 * prefix included) with `expires`, `VERIFICATION_LINK_MINUTES` ahead, and an HMAC `signature` over
 * everything before it, so a tampered path or expiry fails `hasValidSignature`.
 */
export async function signedLink(store: MockStore, apiBase: string, path: string): Promise<string> {
  const expires = Math.floor(store.now() / 1000) + VERIFICATION_LINK_MINUTES * 60
  const unsigned = `${apiBase}${path}?expires=${expires}`
  return `${unsigned}&signature=${await hmac(store.appKey, unsigned)}`
}

/** `URL::temporarySignedRoute('verification.verify', …)`: the link of the verification mail. */
export async function verificationLink(
  store: MockStore,
  apiBase: string,
  user: MockUser,
): Promise<string> {
  return signedLink(store, apiBase, `/verify-email/${user.id}/${await emailHash(user.email)}`)
}

/**
 * The link of the e-mail change, mailed to the new address: the `{hash}` is of that address, so a
 * link of an address that is no longer the pending one (cancelled, or replaced by a later change)
 * matches nothing.
 */
export async function emailChangeLink(
  store: MockStore,
  apiBase: string,
  user: MockUser,
  newEmail: string,
): Promise<string> {
  return signedLink(store, apiBase, `/email-change/verify/${user.id}/${await emailHash(newEmail)}`)
}

/** Laravel's `hasValidSignature()`: the signature matches and `expires` is still ahead. */
export async function hasValidSignature(store: MockStore, url: URL): Promise<boolean> {
  const signature = url.searchParams.get('signature')
  const expires = Number(url.searchParams.get('expires'))
  if (signature === null || !Number.isFinite(expires)) return false
  const unsigned = `${url.origin}${url.pathname}?expires=${url.searchParams.get('expires')}`
  if ((await hmac(store.appKey, unsigned)) !== signature) return false
  return store.now() / 1000 < expires
}
