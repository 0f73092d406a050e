import type { MockSession, MockStore } from '../store/MockStore'

export interface BrowserSessionSeed {
  /** @defaultValue 1, the first user */
  userId?: number
  userAgent: string | null
  ipAddress: string | null
  /** How long ago the browser made its last request. @defaultValue 0 */
  minutesAgo?: number
}

/**
 * Another browser signed in as the user, as `GET /api/user/sessions` lists it:
 * for stories and tests of the session list, where every request comes from
 * one browser.
 */
export function addBrowserSession(store: MockStore, seed: BrowserSessionSeed): MockSession {
  const session = store.createSession(seed.userId ?? 1)
  session.userAgent = seed.userAgent
  session.ipAddress = seed.ipAddress
  session.lastActivityAt = store.now() - (seed.minutesAgo ?? 0) * 60 * 1000
  return session
}

/** The store's own session (cookie-less requests) counts as confirmed a moment ago: no 423 follows. */
export function confirmPasswordNow(store: MockStore): void {
  const id = store.ambientSessionId
  const session = id === null ? undefined : store.sessions.get(id)
  if (session === undefined) throw new Error('The store has no ambient session to confirm')
  session.passwordConfirmedAt = Math.floor(store.now() / 1000)
}
