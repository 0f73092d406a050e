import { useSessionSelector } from '@conecta/session-machine/react'
import { hasTypedBeforeApp } from '../../prerender/prerenderMarkers'
import { useHydrated } from '../../prerender/useHydrated'
import { useClientSessionStatus } from '../../session/useClientSession'
import { hasOpenSession, useEndOtherSession } from '../../session/useEndOtherSession'

export interface OtherSession {
  /** A session is open in this browser: the page shows `OtherSessionNotice`. */
  open: boolean
  /** Someone is signed in and nobody has begun to use this page: a page that sends them to their profile may. */
  leave: boolean
  /** Awaited before the page's call: ends the open session, if any (`useEndOtherSession`). */
  endOtherSession: () => Promise<void>
}

/**
 * What a page only a visitor may use does about a session open in this
 * browser, maybe someone else's (docs/product.md#someone-else-signed-in).
 * `begun`: the person has typed in the form or sent it.
 */
export function useOtherSession(begun: boolean): OtherSession {
  const status = useClientSessionStatus()
  // As the session's status, nothing before hydration: the pre-rendered page knows no session.
  const hydrated = useHydrated()
  const open = useSessionSelector(hasOpenSession)
  const endOtherSession = useEndOtherSession()
  return {
    // The sessions useEndOtherSession ends.
    open: hydrated && open,
    // Typed before the app took the page over, the form's state may not know it yet.
    leave: status === 'authenticated' && !begun && !hasTypedBeforeApp(),
    endOtherSession,
  }
}
