import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './safeReturnPath'

const origin = 'http://127.0.0.1:4173'

describe('safeReturnPath', () => {
  it.each([
    ['http://127.0.0.1:4173/profile/subscription?x=1#pay', '/profile/subscription?x=1#pay'],
    ['/profile', '/profile'],
    ['profile/security', '/profile/security'],
    ['  /profile  ', '/profile'],
    ['/profile/./security', '/profile/security'],
  ])('given %j on the same origin, should return the in-app address %j', (input, expected) => {
    expect(safeReturnPath(input, origin)).toBe(expected)
  })

  it.each([
    // Three payloads that each once resolved to '//evil.example'.
    ['/.//evil.example'],
    [`${origin}//evil.example`],
    ['/%2e//evil.example'],
    ['https://evil.example/profile'],
    ['//evil.example/profile'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/..//evil.example'],
    ['http://127.0.0.1:9999/profile'],
    ['https://127.0.0.1:4173/profile'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://[::1'],
    [''],
    ['   '],
  ])('given %j, should fall back to /profile', (input) => {
    expect(safeReturnPath(input, origin)).toBe('/profile')
  })

  it('given no returnUrl, should fall back to /profile', () => {
    expect(safeReturnPath(null, origin)).toBe('/profile')
    expect(safeReturnPath(undefined, origin)).toBe('/profile')
  })

  // What the router is handed must be an in-app path: it resolves to this
  // origin and is no protocol-relative address in disguise.
  const staysInApp = (result: string) => {
    expect(result.startsWith('/')).toBe(true)
    expect(result.startsWith('//')).toBe(false)
    expect(result.startsWith('/\\')).toBe(false)
    expect(new URL(result, origin).origin).toBe(origin)
    expect(new URL(result, 'https://other.example').origin).toBe('https://other.example')
  }

  it('given any text at all, should never throw and always stay in the app', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) =>
        staysInApp(safeReturnPath(text, origin)),
      ),
      { numRuns: 2000 },
    )
  })

  it('given addresses built of slashes, dots and escapes, should always stay in the app', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      'evil.example',
      '@',
      ':',
      '?',
      '#',
      ' ',
      '\t',
    )
    const prefix = fc.constantFrom(
      '',
      origin,
      'http://127.0.0.1:4173',
      'https://evil.example',
      '//',
      'http:',
      '/',
    )
    fc.assert(
      fc.property(prefix, fc.array(piece, { maxLength: 8 }), (start, rest) =>
        staysInApp(safeReturnPath(start + rest.join(''), origin)),
      ),
      { numRuns: 3000 },
    )
  })

  it('given any same-origin path, should keep it as the browser normalises it', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const address = `/profile${path}${query === '' ? '' : `?${query}`}`
        const url = new URL(address, origin)
        const expected = url.pathname.startsWith('//') ? '/profile' : `${url.pathname}${url.search}`
        expect(safeReturnPath(address, origin)).toBe(expected)
      }),
    )
  })

  it.each([
    ['/backend/api/user', '/backend'],
    ['/backend', '/backend'],
    [`${origin}/backend/logout?x=1`, '/backend'],
    [`${origin}/backend/api/user`, `${origin}/backend/`],
  ])(
    'given returnUrl %j and the API proxied under %j on this origin, should go to /profile instead',
    (returnUrl, apiUrl) => {
      expect(safeReturnPath(returnUrl, origin, apiUrl)).toBe('/profile')
    },
  )

  it.each([
    ['/backendless', '/backend'],
    ['/profile/security', '/backend'],
    ['/profile', 'https://api.example.co.mz'],
    ['/profile', 'https://api.example.co.mz/backend'],
  ])('given returnUrl %j and the API at %j, should keep it', (returnUrl, apiUrl) => {
    expect(safeReturnPath(returnUrl, origin, apiUrl)).toBe(returnUrl)
  })
})
