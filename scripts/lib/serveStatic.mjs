// A small static file server on 127.0.0.1 for built sites (the static
// Storybook, the package test app): Node built-ins only, a free port.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.mdx': 'text/markdown; charset=utf-8',
}

/**
 * Serves `directory` until `close()` is called. Directories answer with their
 * index.html; anything outside `directory` is refused.
 * @param {string} directory
 * @param {{ host?: string, port?: number }} [options] port 0 (default) picks a free one
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function serveStatic(directory, { host = '127.0.0.1', port = 0 } = {}) {
  const root = resolve(directory)

  const server = createServer(async (request, response) => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end()
        return
      }
      const { pathname } = new URL(request.url ?? '/', 'http://localhost')
      let file = join(root, decodeURIComponent(pathname))
      if (file !== root && !file.startsWith(root + sep)) {
        response.writeHead(403).end()
        return
      }
      let info = await stat(file).catch(() => null)
      if (info?.isDirectory()) {
        file = join(file, 'index.html')
        info = await stat(file).catch(() => null)
      }
      if (!info?.isFile()) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
        return
      }
      response.writeHead(200, {
        'content-type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': info.size,
        // Tests always load the build just made.
        'cache-control': 'no-store',
      })
      if (request.method === 'HEAD') {
        response.end()
        return
      }
      createReadStream(file).pipe(response)
    } catch {
      if (!response.headersSent) response.writeHead(400)
      response.end()
    }
  })

  // Keep-alive sockets from the browser would otherwise hold close() open.
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
    url: `http://${host}:${actualPort}/`,
    port: actualPort,
    close: () =>
      new Promise((resolveClose) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolveClose(undefined))
      }),
  }
}
