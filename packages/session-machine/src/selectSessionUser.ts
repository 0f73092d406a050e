import type { CurrentUser } from './CurrentUser.js'
import type { SessionSnapshot } from './sessionMachine.js'

/**
 * The user the app may show: confirmed by `GET /api/user` in this page (or
 * updated since). `null` until then, and after any sign-out: a logout, a
 * 401, or a sign-out in another tab.
 */
export function selectSessionUser(snapshot: SessionSnapshot): CurrentUser | null {
  return snapshot.context.user
}

/**
 * The stored user, confirmed or not: a hint that someone may be signed in
 * (so a protected page waits instead of redirecting). Never show its name,
 * e-mail or subscription: it may be another person's.
 */
export function selectStoredUser(snapshot: SessionSnapshot): CurrentUser | null {
  return snapshot.context.storedUser
}
