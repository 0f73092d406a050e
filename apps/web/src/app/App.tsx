import { useSessionError, useSessionSend } from '@conecta/session-machine/react'
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react'
import { MaintenancePage } from '../features/status/MaintenancePage'
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
 * cached app with the offline notice (docs/product.md#offline), and priming is tried
 * again when the connection returns.
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

  useEffect(() => {
    const retry = () => send({ type: 'session.refresh' })
    if (!offlineFailure) return
    window.addEventListener('online', retry, { once: true })
    return () => window.removeEventListener('online', retry)
  }, [offlineFailure, send])

  if (status === 'maintenance' && !offlineFailure) return <MaintenancePage />
  return children
}
