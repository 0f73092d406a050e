import { paths } from '../navigation/paths.ts'

/**
 * The app's routes that no page is pre-rendered for: the host answers them
 * with the app shell (README, "Deploying"). The worker fetches the shell
 * itself for a navigation under one of them (revalidated, so an unchanged
 * shell costs a 304, not 7 kB again for every such URL), and sw.js gets this
 * list at build time (build/writeServiceWorker.ts). Only the app's own first
 * segments: never the API's prefix in same-origin mode.
 */
export const SHELL_ROUTE_PREFIXES: readonly string[] = [paths.profile, paths.passwordReset].map(
  (pattern) => `/${pattern.split('/')[1]}`,
)

/** True when the host answers `pathname` with the app shell. */
export function isShellRoute(pathname: string): boolean {
  return SHELL_ROUTE_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  )
}
