import { relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { headersFileOf } from '../server/headersFile.mjs'
import { APP_SHELL_FILE } from '../server/serveApp.mjs'
import { resolveFile } from '../server/serveStatic.mjs'

/**
 * `vite preview` with the app's fallback rule (README, "Deploying"), as
 * `npm start` applies it: a file as is, a directory by its index.html
 * (/login → login/index.html, pre-rendered), anything else app-shell.html.
 * Vite's own rule answers /login with index.html, the landing page, which
 * the client then throws away and renders again: LCP on /login went from
 * 0.75 s to 2.2 s. The headers of dist/_headers (the CSP) come along.
 */
export function previewLikeAHost(outDir: string): Plugin {
  return {
    name: 'conecta:preview-like-a-host',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, outDir)
      const hostHeaders = headersFileOf(dist)
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview.invalid')
        Promise.all([resolveFile(dist, url.pathname, APP_SHELL_FILE), hostHeaders(url.pathname)])
          .then(([file, headers]) => {
            for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
            if (file !== null) {
              request.url = `/${relative(dist, file).split(sep).join('/')}${url.search}`
            }
            next()
          })
          .catch(next)
      })
    },
  }
}
