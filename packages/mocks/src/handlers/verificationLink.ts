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
 * `URL::temporarySignedRoute('verification.verify', …)`: the absolute API link (on the API's public address, prefix included) with `expires`
 * and an HMAC `signature` over everything before it, so a tampered id or expiry fails.
 */
export async function verificationLink(
  store: MockStore,
  apiBase: string,
  user: MockUser,
): Promise<string> {
  const expires = Math.floor(store.now() / 1000) + VERIFICATION_LINK_MINUTES * 60
  const unsigned = `${apiBase}/verify-email/${user.id}/${await emailHash(user.email)}?expires=${expires}`
  return `${unsigned}&signature=${await hmac(store.appKey, unsigned)}`
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
