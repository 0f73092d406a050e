import type { SessionSnapshot } from './sessionMachine.js'

/**
 * What the app needs to know about the session. 'loading' covers priming and
 * (re)fetching; 'unreachable' means the server could not be asked (5xx, 429,
 * an HTML page, no network): not a sign-out, the machine asks again. A user
 * this page already confirmed stays available in both.
 */
export type SessionStatus =
  | 'loading'
  | 'authenticated'
  | 'anonymous'
  | 'unverified'
  | 'unreachable'
  | 'maintenance'

export function selectSessionStatus(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('primingCsrf') || snapshot.matches('fetchingUser')) return 'loading'
  if (snapshot.matches('unreachable')) return 'unreachable'
  // Signing in again over a form keeps the person's pages up: the dialog decides.
  if (snapshot.matches('authenticated') || snapshot.matches('signingInAgain'))
    return 'authenticated'
  if (snapshot.matches('unverified')) return 'unverified'
  if (snapshot.matches('maintenance')) return 'maintenance'
  return 'anonymous'
}
