import type { ServingRule } from './serveStatic.mjs'

/** The page every path without a file or a pre-rendered page gets. */
export const APP_SHELL_FILE: string

/** The app shell as the fallback, except under /assets/; `_headers` never served. */
export const APP_SERVING_RULE: ServingRule

/** Serves the built app with its fallback rule, compression and `_headers`; port 0 picks a free one. */
export function serveApp(
  directory: string,
  options?: { host?: string; port?: number },
): Promise<{ url: string; port: number; close: () => Promise<void> }>
