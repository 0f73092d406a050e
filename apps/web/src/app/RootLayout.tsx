import { Outlet, type RouteObject, ScrollRestoration, useMatches } from 'react-router-dom'
import { usePrefetchOnIdle } from '../navigation/prefetchRoute'
import { likelyNextOfMatches } from '../navigation/routeHandle'
import { ToastHost } from '../toast/ToastHost'
import { OfflineNotice } from './OfflineNotice'
import { SessionUnreachableNotice } from './SessionUnreachableNotice'
import { useDocumentTitle } from './useDocumentTitle'
import { useFocusOnNavigation } from './useFocusOnNavigation'

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
  return (
    <>
      <OfflineNotice />
      <SessionUnreachableNotice />
      <Outlet />
      <ToastHost />
      <ScrollRestoration />
    </>
  )
}
