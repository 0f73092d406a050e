// A static server for the bench that compresses like a real host.
// apps/web/server/serveApp.mjs sends files uncompressed (fine for `npm start`
// and e2e tests), but byte budgets are about what a phone downloads, and every
// real host gzips text. So this server applies the same fallback rule as
// serveApp.mjs (file → directory index → fallback page, status 200) and the
// same cache headers, and sends text with `Content-Encoding: gzip`.
// It also counts what it sends, so the repeat-visit check can see what really
// crossed the network, including fetches made by the service worker.
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

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

// Already-compressed formats gain nothing from gzip; hosts skip them too.
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest'])

/** Level 6 is zlib's default and what `gzip`, Express and most hosts use. */
export const GZIP_LEVEL = 6

/**
 * @param {Buffer | string} content
 * @returns {number} gzip size in bytes at the level this server uses
 */
export function gzipSize(content) {
  return gzipSync(content, { level: GZIP_LEVEL }).length
}

async function fileInfo(path) {
  const info = await stat(path).catch(() => null)
  return info?.isFile() ? info : null
}

/**
 * The fallback rule of apps/web/README.md ("Deploying"), with the fallback
 * page as a parameter: app-shell.html for the app, index.html for the bare page.
 * @param {string} root absolute
 * @param {string} pathname
 * @param {string} fallback
 */
async function resolveFile(root, pathname, fallback) {
  const requested = join(root, decodeURIComponent(pathname))
  if (requested === root || requested.startsWith(root + sep)) {
    if (await fileInfo(requested)) return requested
    const index = join(requested, 'index.html')
    if (await fileInfo(index)) return index
  }
  const page = join(root, fallback)
  if (!(await fileInfo(page))) throw new Error(`${page} is missing: build first`)
  return page
}

/**
 * @typedef {{ url: string, bytes: number, status: number }} ServedRequest
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
 * @returns {Promise<GzipServer>}
 */
export async function serveGzip(directory, { port, host = '127.0.0.1', fallback = 'index.html' }) {
  const root = resolve(directory)
  /** @type {Map<string, { mtimeMs: number, body: Buffer, gzipped: boolean }>} */
  const cache = new Map()
  /** @type {ServedRequest[]} */
  const served = []

  async function body(file) {
    const info = await stat(file)
    const hit = cache.get(file)
    if (hit && hit.mtimeMs === info.mtimeMs) return hit
    const raw = await readFile(file)
    const gzipped = compressible.has(extname(file).toLowerCase())
    const entry = {
      mtimeMs: info.mtimeMs,
      body: gzipped ? gzipSync(raw, { level: GZIP_LEVEL }) : raw,
      gzipped,
    }
    cache.set(file, entry)
    return entry
  }

  const server = createServer(async (request, response) => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end()
        return
      }
      const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
      const file = await resolveFile(root, pathname, fallback)
      const relativePath = file.slice(root.length + 1)
      const entry = await body(file)
      // Gzip only for clients that ask; Chromium always does.
      const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
      const content = entry.gzipped && !accepts ? await readFile(file) : entry.body
      /** @type {Record<string, string | number>} */
      const headers = {
        'content-type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': content.length,
        // Same policy as serveApp.mjs: hashed assets are immutable, the rest revalidates.
        'cache-control': relativePath.startsWith(`assets${sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        'x-content-type-options': 'nosniff',
      }
      if (entry.gzipped) headers.vary = 'Accept-Encoding'
      if (entry.gzipped && accepts) headers['content-encoding'] = 'gzip'
      response.writeHead(200, headers)
      served.push({
        url: pathname,
        bytes: request.method === 'HEAD' ? 0 : content.length,
        status: 200,
      })
      response.end(request.method === 'HEAD' ? undefined : content)
    } catch (error) {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
      response.end(error instanceof Error ? error.message : 'Internal error')
    }
  })

  // Keep-alive sockets from Chromium would otherwise hold close() open.
  const sockets = new Set()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  await new Promise((resolveListen, reject) => {
    server.once('error', (error) =>
      reject(
        /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
          ? new Error(`port ${port} is in use (set BENCH_PORT to another base port)`)
          : error,
      ),
    )
    server.listen(port, host, () => resolveListen(undefined))
  })
  return {
    url: `http://${host}:${port}`,
    port,
    served,
    close: () =>
      new Promise((resolveClose) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolveClose(undefined))
      }),
  }
}
