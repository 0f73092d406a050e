import type { SessionSnapshot } from './sessionMachine.js'

/**
 * What the app needs to know about the session. 'loading' covers priming and
 * (re)fetching: the user, when known, stays available meanwhile, so a layout
 * shows the user if there is one and a spinner only when there is none.
 */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous' | 'unverified' | 'maintenance'

export function selectSessionStatus(snapshot: SessionSnapshot): SessionStatus {
  switch (snapshot.value) {
    case 'primingCsrf':
    case 'fetchingUser':
      return 'loading'
    default:
      return snapshot.value
  }
}
