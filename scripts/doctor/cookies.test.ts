import { describe, expect, it } from 'vitest'
import { CookieJar, domainMatches, parseSetCookie, siteOf } from './cookies'

describe('siteOf', () => {
  it.each([
    ['api.exemplo.co.mz', 'exemplo.co.mz'],
    ['app.exemplo.co.mz', 'exemplo.co.mz'],
    ['api.example.com', 'example.com'],
    ['example.com', 'example.com'],
    ['127.0.0.1', '127.0.0.1'],
    ['localhost', 'localhost'],
  ])('given %s, should be %s', (host, site) => {
    expect(siteOf(host)).toBe(site)
  })
})

describe('domainMatches', () => {
  it('should match the domain itself and its subdomains, never an IP by suffix', () => {
    expect(domainMatches('api.exemplo.co.mz', 'exemplo.co.mz')).toBe(true)
    expect(domainMatches('exemplo.co.mz', 'exemplo.co.mz')).toBe(true)
    expect(domainMatches('api.outro.co.mz', 'exemplo.co.mz')).toBe(false)
    expect(domainMatches('badexemplo.co.mz', 'exemplo.co.mz')).toBe(false)
    expect(domainMatches('10.0.0.1', '0.0.1')).toBe(false)
  })
})

describe('parseSetCookie', () => {
  it("given Laravel's XSRF-TOKEN for the parent domain, should read every attribute", () => {
    expect(
      parseSetCookie(
        'XSRF-TOKEN=eyJ2%3D; expires=Tue, 24 Nov 2026 08:00:00 GMT; Max-Age=7200; path=/; domain=.exemplo.co.mz; secure; samesite=lax',
      ),
    ).toEqual({
      name: 'XSRF-TOKEN',
      value: 'eyJ2%3D',
      domain: 'exemplo.co.mz',
      path: '/',
      httpOnly: false,
      secure: true,
      sameSite: 'lax',
    })
  })
})

describe('CookieJar', () => {
  it('given a cookie for a domain the API is not on, should drop it as a browser does', () => {
    const jar = new CookieJar('api.exemplo.co.mz')
    const headers = new Headers()
    headers.append('Set-Cookie', 'a=1; Domain=.exemplo.co.mz; Path=/')
    headers.append('Set-Cookie', 'b=2; Domain=outro.co.mz; Path=/')

    jar.store(headers)

    expect(jar.header()).toBe('a=1')
  })
})
