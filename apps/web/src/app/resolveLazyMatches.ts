import { matchRoutes, type RouteObject } from 'react-router-dom'

/**
 * Loads the lazy modules of the routes matching `pathname` and writes them
 * into the route objects. The browser router renders nothing for a match
 * whose `lazy` is pending, so without this the first client render of a
 * pre-rendered page would be empty and hydration would fail.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const resolved = await route.lazy()
      Object.assign(route, { ...resolved, lazy: undefined })
    }),
  )
}
