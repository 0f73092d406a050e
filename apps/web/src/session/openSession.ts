import { type SessionSnapshot, selectSessionStatus } from '@conecta/session-machine'

// Read by the public layout, in every page's first load: nothing here may import the account
// calls (api/authApi), as useEndOtherSession beside it does (e2e/firstLoad.e2e.test.ts).

/** Someone is signed in in this browser, as far as the session knows now. */
export function hasOpenSession(snapshot: SessionSnapshot): boolean {
  const status = selectSessionStatus(snapshot)
  return (
    status === 'authenticated' ||
    status === 'unverified' ||
    (status === 'unreachable' && snapshot.context.user !== null)
  )
}

/**
 * Whether a session is open in this browser; while the start-up still asks,
 * or could not get an answer, whether one was when this page was opened (the
 * stored user). For what a page shows, never for what it sends.
 */
export function likelyOpenSession(snapshot: SessionSnapshot): boolean {
  const status = selectSessionStatus(snapshot)
  if (status !== 'loading' && status !== 'unreachable') return hasOpenSession(snapshot)
  return snapshot.context.user !== null || snapshot.context.storedUser !== null
}
