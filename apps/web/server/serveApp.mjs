// Serves the built app (apps/web/dist) the way any static host should, with
// the fallback rule the pre-rendering needs (README, "Deploying"):
//   1. a file that exists is served as is (/sw.js, /assets/…);
//   2. a directory with an index.html is that page (/login and /login/ are
//      both dist/login/index.html, pre-rendered);
//   3. anything else gets dist/app-shell.html with status 200: the client
//      renders /profile, /password-reset/{token}, or the not-found page.
// Never index.html as the fallback: it is the pre-rendered landing page.
// Node built-ins only, so `npm start`, the e2e tests and the bench share it.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'

export const APP_SHELL_FILE = 'app-shell.html'

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

// Hashed names never change content, so they may be kept for a year; pages
// and the worker must be revalidated, or a deploy would never reach anyone.
function cacheControl(relativePath) {
  if (relativePath.startsWith(`assets${sep}`)) return 'public, max-age=31536000, immutable'
  return 'no-cache'
}

async function fileInfo(path) {
  const info = await stat(path).catch(() => null)
  return info?.isFile() ? info : null
}

/**
 * Finds what answers `pathname` in `root`, by the three rules above.
 * @returns {Promise<{ file: string, size: number }>}
 */
export async function resolveAppFile(root, pathname) {
  const requested = join(root, decodeURIComponent(pathname))
  if (requested === root || requested.startsWith(root + sep)) {
    const direct = await fileInfo(requested)
    if (direct) return { file: requested, size: direct.size }
    const index = join(requested, 'index.html')
    const page = await fileInfo(index)
    if (page) return { file: index, size: page.size }
  }
  const shell = join(root, APP_SHELL_FILE)
  const info = await fileInfo(shell)
  if (!info) throw new Error(`${shell} is missing: build the app first`)
  return { file: shell, size: info.size }
}

/**
 * @param {string} directory the built app
 * @param {{ host?: string, port?: number }} [options] port 0 picks a free one
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function serveApp(directory, { host = '127.0.0.1', port = 0 } = {}) {
  const root = resolve(directory)
  const server = createServer(async (request, response) => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end()
        return
      }
      const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
      const { file, size } = await resolveAppFile(root, pathname)
      response.writeHead(200, {
        'content-type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': size,
        'cache-control': cacheControl(file.slice(root.length + 1)),
        'x-content-type-options': 'nosniff',
      })
      if (request.method === 'HEAD') response.end()
      else createReadStream(file).pipe(response)
    } catch (error) {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
      response.end(error instanceof Error ? error.message : 'Internal error')
    }
  })

  // Browsers keep sockets alive; close() would otherwise wait for them.
  const sockets = new Set()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  await new Promise((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolveListen(undefined))
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((resolveClose) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolveClose(undefined))
      }),
  }
}
