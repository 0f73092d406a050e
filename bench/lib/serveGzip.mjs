// A static server for the bench that compresses like a real host: byte
// budgets are about what a phone downloads, and every real host gzips text.
// It is the repository's one static server (scripts/lib/serveStatic.mjs) with
// the app's fallback rule and cache headers, plus gzip, and it counts what it
// sends, so the repeat-visit check can see what really crossed the network,
// including fetches made by the service worker.
import { APP_SERVING_RULE, APP_SHELL_FILE } from '../../apps/web/server/serveApp.mjs'
import { serveStatic } from '../../scripts/lib/serveStatic.mjs'

export { GZIP_LEVEL, gzipSize } from '../../scripts/lib/serveStatic.mjs'

/**
 * @typedef {import('../../apps/web/server/serveStatic.d.mts').ServedRequest} ServedRequest
 * @typedef {{
 *   url: string,
 *   port: number,
 *   served: ServedRequest[],
 *   close: () => Promise<void>,
 * }} GzipServer
 */

/**
 * @param {string} directory
 * @param {{ port: number, host?: string, fallback?: string }} options
 *   fallback: app-shell.html for the app (with the rest of its rule: no shell
 *   for a missing /assets/ file, no _headers), index.html for the bare page
 * @returns {Promise<GzipServer>}
 */
export async function serveGzip(directory, { port, host, fallback = 'index.html' }) {
  /** @type {ServedRequest[]} */
  const served = []
  const server = await serveStatic(directory, {
    port,
    host,
    ...(fallback === APP_SHELL_FILE ? APP_SERVING_RULE : { fallback }),
    gzip: true,
    cacheHeaders: true,
    onServed: (request) => served.push(request),
  }).catch((error) => {
    throw error?.code === 'EADDRINUSE'
      ? new Error(`port ${port} is in use (set BENCH_PORT to another base port)`)
      : error
  })
  return { url: server.origin, port: server.port, served, close: server.close }
}
