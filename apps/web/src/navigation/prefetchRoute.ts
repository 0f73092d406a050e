import { useEffect } from 'react'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { savesData } from '../config/savesData'

/** Downloads the chunks of the route at `path`, so following a link to it is instant. */
export function prefetchRoute(routes: RouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    // The browser keeps the module; the router's own lazy() call then resolves at once.
    if (typeof route.lazy === 'function') route.lazy().catch(() => {})
  }
}

/**
 * Runs `run` once the browser is idle (within 5 s), or after 2 s where it
 * cannot say.
 * @returns a function that cancels it
 */
export function runWhenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5000 })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(run, 2000)
  return () => window.clearTimeout(timer)
}

/**
 * Prefetches the likely next pages once the browser is idle, never competing
 * with the page itself, and not at all when the person saves data or is on
 * 2G (savesData).
 */
export function usePrefetchOnIdle(routes: RouteObject[], paths: readonly string[]): void {
  const key = paths.join('\n')
  useEffect(() => {
    if (savesData()) return
    const run = () => {
      if (key !== '') for (const path of key.split('\n')) prefetchRoute(routes, path)
    }
    return runWhenIdle(run)
  }, [routes, key])
}
