import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { headersFor, parseHeaders } from '../server/headersFile.mjs'
import { contentSecurityPolicy, formatHeaders, headerRules, inlineHashes } from './writeHeaders'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineHashes', () => {
  it('given pages, should hash each distinct inline script and stylesheet once, and no external script', () => {
    const page = (path: string) =>
      `<style>body{margin:0}</style><script data-prerendered-for="${path}">guard()</script>` +
      '<script type="module" src="/assets/main.js"></script><script>submitGuard()</script>'
    expect(inlineHashes([page('/'), page('/login')])).toEqual({
      scriptHashes: [sha('guard()'), sha('submitGuard()')],
      styleHashes: [sha('body{margin:0}')],
    })
  })
})

describe('contentSecurityPolicy', () => {
  it('given the API origin and hashes, should allow the app, its inline code by hash and the API, and nothing inline otherwise', () => {
    const policy = contentSecurityPolicy({
      apiUrl: 'https://api.exemplo.co.mz',
      scriptHashes: ["'sha256-a'"],
      styleHashes: ["'sha256-b'"],
    })
    const directives = new Map(
      policy.split('; ').map((directive) => {
        const [name = '', ...values] = directive.split(' ')
        return [name, values] as const
      }),
    )
    expect(directives.get('script-src')).toEqual(["'self'", "'sha256-a'"])
    expect(directives.get('style-src')).toEqual(["'self'", "'sha256-b'"])
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://api.exemplo.co.mz'])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'self'"])
    expect(directives.get('form-action')).toEqual(["'none'"])
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
  })

  it.each([
    ['https://api.exemplo.co.mz/backend', ["'self'", 'https://api.exemplo.co.mz']],
    ['/backend', ["'self'"]],
  ])('given VITE_API_URL=%j, should allow connections to %j only', (apiUrl, connectSrc) => {
    const policy = contentSecurityPolicy({ apiUrl, scriptHashes: [], styleHashes: [] })
    const directive = policy.split('; ').find((entry) => entry.startsWith('connect-src '))
    expect(directive?.split(' ').slice(1)).toEqual(connectSrc)
  })
})

describe('_headers', () => {
  it('should write the host format, security headers for every path and a year for hashed assets, and read back the same', () => {
    const rules = headerRules({
      apiUrl: 'http://127.0.0.1:8000',
      scriptHashes: [],
      styleHashes: [],
    })
    const text = formatHeaders(rules)
    expect(text).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/)
    expect(text).toContain('\n  X-Content-Type-Options: nosniff\n')
    expect(text).toContain('\n  Referrer-Policy: strict-origin-when-cross-origin\n')
    expect(text).toContain('\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n')
    expect(parseHeaders(text)).toEqual(rules)
  })

  it('given a path, should add every matching rule, as a host reading _headers does', () => {
    const rules = parseHeaders(
      formatHeaders(
        headerRules({ apiUrl: 'http://127.0.0.1:8000', scriptHashes: [], styleHashes: [] }),
      ),
    )
    expect(Object.keys(headersFor(rules, '/profile'))).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
    ])
    expect(headersFor(rules, '/assets/index-1.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache')
    expect(headersFor(rules, '/sw.jsx')['Cache-Control']).toBeUndefined()
  })

  it('given a header line before any path, should say which line it cannot read', () => {
    expect(() => parseHeaders('  X-Frame-Options: DENY\n')).toThrow(/X-Frame-Options/)
  })
})
