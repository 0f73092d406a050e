import { useSessionError, useSessionSelector, useSessionSend } from '@conecta/session-machine/react'
import { useOnlineStatus } from '@conecta/ui'
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react'
import { useModuleWhenNeeded } from '../navigation/useModuleWhenNeeded'
import { FALLBACK_ATTRIBUTE } from '../prerender/prerenderMarkers'
import { useClientSessionStatus } from '../session/useClientSession'

/**
 * The maintenance page's chunk (the /503 route's), fetched the first time the
 * app must be replaced by it: until it has arrived, the page that was up stays
 * up, as while priming is asked again.
 */
const loadMaintenancePage = () =>
  import('../features/status/MaintenancePage').then((module) => module.MaintenancePage)

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

  // Once: a submit held back before hydration is sent again, through the app.
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
  const Maintenance = useModuleWhenNeeded(
    showMaintenance,
    loadMaintenancePage,
    'The maintenance page',
  )

  if (showMaintenance && Maintenance !== null) {
    return <Maintenance onRetry={() => send({ type: 'session.refresh' })} />
  }
  return children
}
