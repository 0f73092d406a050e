import { relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { headersFileOf } from '../server/headersFile.mjs'
import { APP_SERVING_RULE } from '../server/serveApp.mjs'
import { resolveFile } from '../server/serveStatic.mjs'

/**
 * `vite preview` with the app's fallback rule (README, "Deploying"), as
 * `npm start` applies it: a file as is, a directory by its index.html
 * (/login → login/index.html, pre-rendered), anything else app-shell.html.
 * Vite's own rule answers /login with index.html, the landing page, which
 * the client then throws away and renders again: LCP on /login went from
 * 0.75 s to 2.2 s. A missing file under /assets/ and `_headers` itself are
 * 404, as from `npm start`. The headers of dist/_headers (the CSP) come along.
 */
export function previewLikeAHost(outDir: string): Plugin {
  return {
    name: 'conecta:preview-like-a-host',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, outDir)
      const hostHeaders = headersFileOf(dist)
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview.invalid')
        Promise.all([resolveFile(dist, url.pathname, APP_SERVING_RULE), hostHeaders(url.pathname)])
          .then(([file, headers]) => {
            if (file === null) {
              // Vite's own rule would answer with index.html, or serve _headers.
              response.writeHead(404, {
                'content-type': 'text/plain; charset=utf-8',
                'cache-control': 'no-store',
              })
              response.end('Not found')
              return
            }
            for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
            request.url = `/${relative(dist, file).split(sep).join('/')}${url.search}`
            next()
          })
          .catch(next)
      })
    },
  }
}
