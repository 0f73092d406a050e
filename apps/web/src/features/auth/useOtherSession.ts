import { hasTypedBeforeApp } from '../../prerender/prerenderMarkers'
import { useClientSessionStatus } from '../../session/useClientSession'
import { useEndOtherSession } from '../../session/useEndOtherSession'

export interface OtherSession {
  /** Someone is signed in and nobody has begun to use this page: the page may send them to their profile. */
  leave: boolean
  /** Awaited before the page's call: ends the open session, if any (`useEndOtherSession`). */
  endOtherSession: () => Promise<void>
}

/**
 * For /login and /register, which send a signed-in person to their profile
 * unless someone has begun to use the form (docs/product.md#someone-else-signed-in).
 * `begun`: the person has typed in the form or sent it. The pages beside show
 * `OtherSessionNotice`.
 */
export function useOtherSession(begun: boolean): OtherSession {
  const status = useClientSessionStatus()
  const endOtherSession = useEndOtherSession()
  return {
    // Typed before the app took the page over, the form's state may not know it yet.
    leave: status === 'authenticated' && !begun && !hasTypedBeforeApp(),
    endOtherSession,
  }
}
