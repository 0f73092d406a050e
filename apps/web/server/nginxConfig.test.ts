import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatHeaders, headerRules } from '../build/writeHeaders'
import { parseHeaders } from './headersFile.mjs'
import { nginxApiLocation, nginxHeadersInclude, nginxLocations } from './nginxConfig.mjs'

const rules = parseHeaders(
  formatHeaders(
    headerRules({
      apiUrl: 'https://api.exemplo.co.mz',
      scriptHashes: ["'sha256-abc='"],
      styleHashes: ["'sha256-def='"],
    }),
  ),
)

/** The lines inside `location <match> { … }` of the generated locations. */
function locationBlock(match: string): string[] {
  const lines = nginxLocations(rules).split('\n')
  const start = lines.indexOf(`location ${match} {`)
  if (start < 0) throw new Error(`no location ${match}`)
  const end = lines.indexOf('}', start)
  return lines.slice(start + 1, end).map((line) => line.trim())
}

describe('nginx configuration', () => {
  it("should be, in the app's README, exactly what nginxLocations writes from the build's _headers", async () => {
    const readme = await readFile(join(import.meta.dirname, '..', 'README.md'), 'utf8')
    const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(block).toBe(nginxLocations(rules))
  })

  it("should show, in the app's README, exactly the same-origin location nginxApiLocation writes", async () => {
    const readme = await readFile(join(import.meta.dirname, '..', 'README.md'), 'utf8')
    const blocks = [...readme.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1])
    expect(blocks).toContain(
      nginxApiLocation({ prefix: '/backend', upstream: 'http://127.0.0.1:8000' }),
    )
  })

  it('given a missing file under /assets/, should answer 404 without the year of cache', () => {
    const assets = locationBlock('/assets/')
    expect(assets).toContain('try_files $uri =404;')
    // `always` would put the year on the 404 too: only files get it.
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable";')
  })

  it('should answer 404 for _headers, which is for hosts that read it', () => {
    expect(locationBlock('= /_headers')).toEqual(['return 404;'])
  })

  it('given _headers, should add every header of /* on every response, errors included', () => {
    const include = nginxHeadersInclude(rules)
    expect(include.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(
        /^add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-abc='; .*connect-src 'self' https:\/\/api\.exemplo\.co\.mz; .*" always;$/,
      ),
      'add_header X-Content-Type-Options "nosniff" always;',
      'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
    ])
  })

  it('given a header value nginx would read as a variable or the end of the string, should refuse it', () => {
    expect(() => nginxHeadersInclude([{ path: '/*', headers: [['X-Test', 'a"b']] }])).toThrow(
      /cannot quote/,
    )
    expect(() => nginxHeadersInclude([{ path: '/*', headers: [['X-Test', '$host']] }])).toThrow(
      /cannot quote/,
    )
  })
})

describe('nginx same-origin location', () => {
  it('given a prefix and the API address, should proxy the prefix to the API root with the forwarded headers', () => {
    const lines = nginxApiLocation({ prefix: '/backend/', upstream: 'http://10.0.0.5:8000' })
      .split('\n')
      .map((line) => line.trim())
    expect(lines).toContain('location /backend/ {')
    // The slash after the upstream is what strips /backend from the path.
    expect(lines).toContain('proxy_pass http://10.0.0.5:8000/;')
    expect(lines).toContain('proxy_set_header Host $host;')
    expect(lines).toContain('proxy_set_header X-Forwarded-Proto $scheme;')
    expect(lines).toContain('proxy_set_header X-Forwarded-Prefix /backend;')
    // Laravel's cookies must keep Path=/ for the app's pages to read XSRF-TOKEN.
    expect(lines.some((line) => line.startsWith('proxy_cookie_path'))).toBe(false)
  })

  it('given an upstream with a path of its own, should strip the prefix onto that path', () => {
    expect(
      nginxApiLocation({ prefix: '/api-laravel', upstream: 'https://laravel.internal/app/' }),
    ).toContain('    proxy_pass https://laravel.internal/app/;\n')
  })

  it.each([
    [{ prefix: '/', upstream: 'http://127.0.0.1:8000' }, /prefix/],
    [{ prefix: 'backend', upstream: 'http://127.0.0.1:8000' }, /prefix/],
    [{ prefix: '/back end', upstream: 'http://127.0.0.1:8000' }, /prefix/],
    [{ prefix: '/backend;', upstream: 'http://127.0.0.1:8000' }, /prefix/],
    [{ prefix: '/backend/..', upstream: 'http://127.0.0.1:8000' }, /prefix/],
    [{ prefix: '/backend', upstream: 'unix:/run/php.sock' }, /upstream/],
    [{ prefix: '/backend', upstream: 'http://127.0.0.1:8000/?x=1' }, /upstream/],
  ])('given %j, should refuse it', (options, message) => {
    expect(() => nginxApiLocation(options)).toThrow(message)
  })
})
