import { useSessionError, useSessionSelector, useSessionSend } from '@conecta/session-machine/react'
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { MaintenancePage } from '../features/status/MaintenancePage'
import { FALLBACK_ATTRIBUTE } from '../prerender/prerenderMarkers'
import { useClientSessionStatus } from '../session/useClientSession'
import { useOnlineStatus } from './useOnlineStatus'

export interface AppProps {
  /** The router provider: RouterProvider in the browser, StaticRouterProvider when pre-rendering. */
  children: ReactNode
  /** Runs once after the first commit in the browser: React now handles the page's events. */
  onHydrated?: () => void
}

/**
 * The router, unless CSRF priming failed: then the whole app is the 503 page
 * (docs/product.md#start-up, docs/product.md#error-catalogue). One exception: a device that is simply offline keeps the
 * cached app with the offline notice (docs/product.md#offline). The session machine primes
 * again when the connection returns, and on its own after a dropped connection;
 * the maintenance page also lets the person ask at once.
 */
export function App({ children, onHydrated }: AppProps) {
  const status = useClientSessionStatus()
  const error = useSessionError()
  const online = useOnlineStatus()
  const send = useSessionSend()
  const offlineFailure = status === 'maintenance' && error?.isNetworkError === true && !online

  // The page is drawn: a fallback page hidden by its inline guard may show.
  useLayoutEffect(() => {
    document.documentElement.removeAttribute(FALLBACK_ATTRIBUTE)
  }, [])

  // Once: what was typed or submitted before hydration is handed to the app.
  const onHydratedOnce = useRef(onHydrated)
  useEffect(() => {
    onHydratedOnce.current?.()
  }, [])

  // Priming again after a failure (the button, the connection's return, the
  // machine's own retry): a page that was up stays up until priming answers,
  // rather than flashing the app in between.
  const primingAgain = useSessionSelector(
    (snapshot) => snapshot.matches('primingCsrf') && snapshot.context.error !== null,
  )
  const maintenanceShown = useRef(false)
  const showMaintenance =
    (status === 'maintenance' && !offlineFailure) || (maintenanceShown.current && primingAgain)
  maintenanceShown.current = showMaintenance
  const Maintenance = useMaintenancePage(showMaintenance)

  if (showMaintenance && Maintenance !== null) {
    return <Maintenance onRetry={() => send({ type: 'session.refresh' })} />
  }
  return children
}

/**
 * The maintenance page, fetched the first time it is needed (its chunk is the
 * /503 route's), so no page's first load carries it
 * (docs/architecture.md#performance). `null` until it has arrived: the page
 * that was up meanwhile stays up, mounted, as while priming is asked again.
 * A failed fetch is tried again the next time the page is needed.
 */
function useMaintenancePage(needed: boolean): typeof MaintenancePage | null {
  const [page, setPage] = useState<typeof MaintenancePage | null>(null)
  useEffect(() => {
    if (!needed || page !== null) return
    let current = true
    import('../features/status/MaintenancePage').then(
      (module) => {
        if (current) setPage(() => module.MaintenancePage)
      },
      (error: unknown) => {
        console.error('The maintenance page could not be loaded', error)
      },
    )
    return () => {
      current = false
    }
  }, [needed, page])
  return page
}
