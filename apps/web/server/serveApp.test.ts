// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { type PreviewServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { previewLikeAHost } from '../build/previewLikeAHost'
import { serveApp } from './serveApp.mjs'

let dist = ''
let server: Awaited<ReturnType<typeof serveApp>> | undefined
let vitePreview: PreviewServer | undefined
const script = `console.log(${JSON.stringify('Conecta '.repeat(500))})`

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'conecta-serve-app-'))
  await mkdir(join(dist, 'login'))
  await mkdir(join(dist, 'assets'))
  await writeFile(join(dist, 'app-shell.html'), '<div id="root"></div>')
  await writeFile(join(dist, 'login', 'index.html'), '<p>login</p>')
  await writeFile(join(dist, 'assets', 'index-1.js'), script)
  await writeFile(
    join(dist, '_headers'),
    "/*\n  Content-Security-Policy: default-src 'self'\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
  )
  server = await serveApp(dist, { port: 0 })
  // `vite preview` as apps/web runs it, on the same files.
  vitePreview = await preview({
    root: dist,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: '.' },
    plugins: [previewLikeAHost('.')],
    preview: { host: '127.0.0.1', port: 0 },
  })
})

afterAll(async () => {
  await vitePreview?.close()
  await server?.close()
  await rm(dist, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: Map<string, string>
  /** The bytes on the wire, compressed as sent. */
  body: Buffer
}

/**
 * One request over a plain socket: the project's MSW set-up intercepts
 * fetch and node:http in these tests, and the point here is what goes over
 * the wire, compressed as a host sends it.
 */
function get(path: string, acceptEncoding?: string, origin = server?.url): Promise<Answer> {
  const { hostname, port } = new URL(origin ?? '')
  return new Promise((resolveAnswer, reject) => {
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const raw = Buffer.concat(chunks)
      const split = raw.indexOf('\r\n\r\n')
      const [statusLine = '', ...headerLines] = raw
        .subarray(0, split)
        .toString('latin1')
        .split('\r\n')
      const headers = new Map(
        headerLines.map((line) => {
          const colon = line.indexOf(':')
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const
        }),
      )
      resolveAnswer({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: raw.subarray(split + 4),
      })
    })
    const encoding = acceptEncoding === undefined ? '' : `Accept-Encoding: ${acceptEncoding}\r\n`
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n${encoding}Connection: close\r\n\r\n`,
    )
  })
}

describe('serveApp (npm start)', () => {
  it('given a client that accepts brotli, should send brotli; gzip only, gzip; neither, the file as is', async () => {
    const brotli = await get('/assets/index-1.js', 'gzip, deflate, br')
    expect(brotli.headers.get('content-encoding')).toBe('br')
    const gzip = await get('/assets/index-1.js', 'gzip, deflate')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    const plain = await get('/assets/index-1.js', 'identity')
    expect(plain.headers.get('content-encoding')).toBeUndefined()
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script)
    expect(gunzipSync(gzip.body).toString()).toBe(script)
    expect(plain.body.toString()).toBe(script)
    expect(brotli.body.length).toBeLessThan(script.length / 10)
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding')
  })

  it("should add the build's _headers to every answer, the fallback page included", async () => {
    const asset = await get('/assets/index-1.js')
    expect(asset.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const deep = await get('/profile/security')
    expect(deep.body.toString()).toBe('<div id="root"></div>')
    expect(deep.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect((await get('/login')).body.toString()).toBe('<p>login</p>')
  })
})

describe.each([
  ['serveApp (npm start)', () => server?.url],
  ['vite preview (previewLikeAHost)', () => vitePreview?.resolvedUrls?.local[0]],
])('%s, like nginx', (_name, origin) => {
  it('given a script no deploy has, should answer 404, not the app shell, and not for a year', async () => {
    const missing = await get('/assets/index-2.js', undefined, origin())

    expect(missing.status).toBe(404)
    expect(missing.body.toString()).not.toContain('id="root"')
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/immutable|max-age/)
    // The same name a page asks for, still there, is served.
    expect((await get('/assets/index-1.js', undefined, origin())).status).toBe(200)
  })

  it('given the host-only _headers, however its name is written, should answer 404', async () => {
    for (const path of ['/_headers', '/%5Fheaders', '/assets/../_headers']) {
      const answer = await get(path, undefined, origin())
      expect(answer.status, path).toBe(404)
      expect(answer.body.toString(), path).not.toContain('Content-Security-Policy')
    }
  })

  it('given a page the client renders, should still answer the app shell', async () => {
    const deep = await get('/profile?verified=1', undefined, origin())

    expect(deep.status).toBe(200)
    expect(deep.body.toString()).toBe('<div id="root"></div>')
  })
})
