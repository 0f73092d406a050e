// Serves the built app (apps/web/dist) the way any static host should, with
// the fallback rule the pre-rendering needs (README, "Deploying"):
//   1. a file that exists is served as is (/sw.js, /assets/…);
//   2. a directory with an index.html is that page (/login and /login/ are
//      both dist/login/index.html, pre-rendered);
//   3. anything else gets dist/app-shell.html with status 200: the client
//      renders /profile, /password-reset/{token}, or the not-found page;
//      except under /assets/, where a missing file is a 404 (a page asking
//      for a script of an older deploy must not get HTML, cached for a year);
//   4. dist/_headers is the host's, never served (404).
// Never index.html as the fallback: it is the pre-rendered landing page.
// The server itself is the repository's one static server (serveStatic.mjs), so `npm start`,
// the e2e tests and the bench apply the same rule and cache headers.
// Like a host, it compresses (brotli, else gzip) and sends the headers of
// dist/_headers (the Content-Security-Policy among them), so what a visitor
// of `npm start` and the e2e tests get is what a deployed copy sends.

import { headersFileOf } from './headersFile.mjs'
import { serveStatic } from './serveStatic.mjs'

export const APP_SHELL_FILE = 'app-shell.html'

/**
 * The app's rule (README, "Deploying"), for `npm start` and `vite preview`.
 * @type {import('./serveStatic.d.mts').ServingRule}
 */
export const APP_SERVING_RULE = {
  fallback: APP_SHELL_FILE,
  noFallbackUnder: ['assets/'],
  hidden: ['_headers'],
}

/**
 * @param {string} directory the built app
 * @param {{ host?: string, port?: number }} [options] port 0 picks a free one
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function serveApp(directory, { host, port } = {}) {
  const server = await serveStatic(directory, {
    host,
    port,
    ...APP_SERVING_RULE,
    cacheHeaders: true,
    gzip: true,
    brotli: true,
    headers: headersFileOf(directory),
  })
  return { url: server.origin, port: server.port, close: server.close }
}
