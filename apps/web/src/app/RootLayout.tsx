import { useSessionError, useSessionStatus } from '@conecta/session-machine/react'
import { useEffect } from 'react'
import { Outlet, type RouteObject, ScrollRestoration, useMatches } from 'react-router-dom'
import { useHydrated } from '../prerender/useHydrated'
import { runWhenIdle, usePrefetchOnIdle } from '../routes/prefetchRoute'
import { likelyNextOfMatches } from '../routes/routeHandle'
import { ToastHost } from '../toast/ToastHost'
import { useDocumentTitle } from './useDocumentTitle'
import { useFocusOnNavigation } from './useFocusOnNavigation'
import { useModuleWhenNeeded } from './useModuleWhenNeeded'
import { useOnlineStatus } from './useOnlineStatus'

/**
 * The offline and session-unreachable notices (ConnectionNotices.tsx): no
 * page's first load carries them (docs/architecture.md#performance). Fetched
 * when the browser is first idle, so they are at hand when the connection
 * drops, or at once when one is needed before that.
 */
const loadConnectionNotices = () =>
  import('./ConnectionNotices').then((module) => module.ConnectionNotices)

/**
 * True when the offline notice or the session-unreachable notice may show
 * (each checks more itself): never during hydration, as they never are in the
 * pre-rendered HTML.
 */
function useConnectionTrouble(): boolean {
  const hydrated = useHydrated()
  const online = useOnlineStatus()
  const error = useSessionError()
  const status = useSessionStatus()
  return hydrated && (!online || error?.isNetworkError === true || status === 'unreachable')
}

/**
 * Wraps every route: title, focus on navigation, offline and session notices, the toast
 * area, and the idle prefetch of the page's likely next pages (its route's
 * `likelyNext`) among `routes`, the whole table, so no page chunk carries
 * the prefetching code.
 */
export function RootLayout({ routes }: { routes: RouteObject[] }) {
  useDocumentTitle()
  useFocusOnNavigation()
  usePrefetchOnIdle(routes, likelyNextOfMatches(useMatches()))
  useEffect(
    () =>
      runWhenIdle(() => {
        loadConnectionNotices().catch(() => {})
      }),
    [],
  )
  const ConnectionNotices = useModuleWhenNeeded(
    useConnectionTrouble(),
    loadConnectionNotices,
    'The connection notices',
  )
  return (
    <>
      {ConnectionNotices === null ? null : <ConnectionNotices />}
      <Outlet />
      <ToastHost />
      <ScrollRestoration />
    </>
  )
}
