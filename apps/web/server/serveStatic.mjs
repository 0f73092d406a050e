// The one static file server of the repository, on Node built-ins only: the
// built app for `npm start` and the e2e tests (serveApp.mjs: the app's
// fallback page and a real host's cache headers), and, through
// scripts/lib/serveStatic.mjs, the static Storybook and the package test app
// (plain files, 404 otherwise) and the bench (bench/lib/serveGzip.mjs: the
// same, gzipped, counting what it sends). It lives here because the app's
// server may use only what apps/web holds.
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib'

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

// Already-compressed formats (images, woff2) gain nothing from gzip; hosts skip them too.
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.md',
  '.mdx',
  '.webmanifest',
])

/** Level 6 is zlib's default and what `gzip`, Express and most hosts use. */
export const GZIP_LEVEL = 6

/**
 * Brotli at quality 5: what hosts that compress on the fly use (Cloudflare,
 * nginx's brotli module): the app's entry script is 120.7 kB instead of
 * 126.9 kB with gzip 6. Bodies are compressed once per file version.
 */
export const BROTLI_QUALITY = 5

/**
 * @param {Buffer | string} content
 * @returns {number} gzip size in bytes at the level this server uses
 */
export function gzipSize(content) {
  return gzipSync(content, { level: GZIP_LEVEL }).length
}

// Hashed names never change content, so they may be kept for a year; pages
// and the worker must be revalidated, or a deploy would never reach anyone.
function hostCacheControl(relativePath) {
  if (relativePath.startsWith(`assets${sep}`)) return 'public, max-age=31536000, immutable'
  return 'no-cache'
}

async function fileInfo(path) {
  const info = await stat(path).catch(() => null)
  return info?.isFile() ? info : null
}

/**
 * What answers `pathname` in `root`: the file itself, else the directory's
 * index.html, else the fallback page (apps/web/README.md, "Deploying") unless
 * the path is under one of `noFallbackUnder`. A file named in `hidden` is
 * never served.
 * @param {string} root absolute
 * @param {string} pathname
 * @param {import('./serveStatic.d.mts').ServingRule} [rule]
 * @returns {Promise<string | null>} null: nothing (404), or outside `root`
 */
export async function resolveFile(
  root,
  pathname,
  { fallback, noFallbackUnder = [], hidden = [] } = {},
) {
  const requested = join(root, decodeURIComponent(pathname))
  const inside = requested === root || requested.startsWith(root + sep)
  // The path as the rules name it: relative, with forward slashes, `..` resolved.
  const relativePath = inside
    ? requested
        .slice(root.length + 1)
        .split(sep)
        .join('/')
    : null
  if (relativePath !== null) {
    if (hidden.includes(relativePath)) return null
    if (await fileInfo(requested)) return requested
    const index = join(requested, 'index.html')
    if (await fileInfo(index)) return index
    if (noFallbackUnder.some((folder) => relativePath.startsWith(folder))) return null
  }
  if (fallback === undefined) return null
  const page = join(root, fallback)
  if (!(await fileInfo(page))) throw new Error(`${page} is missing: build first`)
  return page
}

/**
 * Serves `directory` until `close()` is called.
 * @param {string} directory
 * @param {import('./serveStatic.d.mts').ServeStaticOptions} [options]
 * @returns {Promise<import('./serveStatic.d.mts').StaticServer>}
 */
export async function serveStatic(
  directory,
  {
    host = '127.0.0.1',
    port = 0,
    fallback,
    noFallbackUnder,
    hidden,
    gzip = false,
    brotli = false,
    cacheHeaders = false,
    headers: extraHeaders,
    onServed,
  } = {},
) {
  const root = resolve(directory)
  /** @type {Map<string, { mtimeMs: number, body: Buffer }>} */
  const compressed = new Map()

  /** @param {string} file @param {'gzip' | 'br'} encoding */
  async function compressedBody(file, encoding) {
    const info = await stat(file)
    const key = `${encoding} ${file}`
    const hit = compressed.get(key)
    if (hit && hit.mtimeMs === info.mtimeMs) return hit.body
    const content = await readFile(file)
    const body =
      encoding === 'br'
        ? brotliCompressSync(content, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
          })
        : gzipSync(content, { level: GZIP_LEVEL })
    compressed.set(key, { mtimeMs: info.mtimeMs, body })
    return body
  }

  const server = createServer(async (request, response) => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end()
        return
      }
      const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
      const file = await resolveFile(root, pathname, { fallback, noFallbackUnder, hidden })
      if (!file) {
        // Never kept: the file may be deployed a moment later.
        response
          .writeHead(404, {
            'content-type': 'text/plain; charset=utf-8',
            'cache-control': 'no-store',
          })
          .end('Not found')
        return
      }
      const extension = extname(file).toLowerCase()
      const info = await stat(file)
      // As real hosts do: an ETag, and 304 with no body when the copy the
      // browser holds is current (how a revalidated page costs no bytes).
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
      if (cacheHeaders && request.headers['if-none-match'] === etag) {
        response.writeHead(304, {
          etag,
          'cache-control': hostCacheControl(file.slice(root.length + 1)),
        })
        response.end()
        onServed?.({ url: pathname, bytes: 0, status: 304 })
        return
      }
      const compress = (gzip || brotli) && compressible.has(extension)
      // Only what the client asks for (browsers ask for brotli over HTTPS only).
      const accepted = String(request.headers['accept-encoding'] ?? '')
      /** @type {'br' | 'gzip' | null} */
      const encoding = !compress
        ? null
        : brotli && /\bbr\b/.test(accepted)
          ? 'br'
          : gzip && /\bgzip\b/.test(accepted)
            ? 'gzip'
            : null
      const body = encoding ? await compressedBody(file, encoding) : null
      const length = body ? body.length : info.size
      /** @type {Record<string, string | number>} */
      const headers = {
        'content-type': contentTypes[extension] ?? 'application/octet-stream',
        'content-length': length,
        // Tests always load the build just made, unless they measure a host.
        'cache-control': cacheHeaders ? hostCacheControl(file.slice(root.length + 1)) : 'no-store',
      }
      if (cacheHeaders) {
        headers['x-content-type-options'] = 'nosniff'
        headers.etag = etag
      }
      if (compress) headers.vary = 'Accept-Encoding'
      if (encoding) headers['content-encoding'] = encoding
      // A host's own rules (the app's dist/_headers) come last and win.
      for (const [name, value] of Object.entries((await extraHeaders?.(pathname)) ?? {})) {
        headers[name.toLowerCase()] = value
      }
      response.writeHead(200, headers)
      const head = request.method === 'HEAD'
      onServed?.({ url: pathname, bytes: head ? 0 : length, status: 200 })
      if (head) response.end()
      else if (body) response.end(body)
      else createReadStream(file).pipe(response)
    } catch (error) {
      if (response.headersSent) response.end()
      else if (error instanceof URIError) response.writeHead(400).end()
      else
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(error instanceof Error ? error.message : 'Internal error')
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
  const origin = `http://${host}:${actualPort}`

  return {
    url: `${origin}/`,
    origin,
    port: actualPort,
    close: () =>
      new Promise((resolveClose) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolveClose(undefined))
      }),
  }
}
