import { Outlet, type RouteObject, ScrollRestoration, useMatches } from 'react-router-dom'
import { usePrefetchOnIdle } from '../navigation/prefetchRoute'
import { likelyNextOfMatches } from '../navigation/routeHandle'
import { ToastHost } from '../toast/ToastHost'
import { PageNotices } from './PageNotices'
import { useDocumentTitle } from './useDocumentTitle'
import { useFocusOnNavigation } from './useFocusOnNavigation'

/**
 * Wraps every route: title, focus on navigation, the page's offline and
 * session notices after it, the toast area, and the idle prefetch of the
 * page's likely next pages (its route's `likelyNext`) among `routes`, the
 * whole table, so no page chunk carries the prefetching code.
 */
export function RootLayout({ routes }: { routes: RouteObject[] }) {
  useDocumentTitle()
  useFocusOnNavigation()
  usePrefetchOnIdle(routes, likelyNextOfMatches(useMatches()))
  return (
    <>
      <Outlet />
      <PageNotices />
      <ToastHost />
      <ScrollRestoration />
    </>
  )
}
