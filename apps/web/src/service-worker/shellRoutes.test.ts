import { describe, expect, it } from 'vitest'
import { isShellRoute, SHELL_ROUTE_PREFIXES } from './shellRoutes'

describe('shell routes', () => {
  it('should be the signed-in pages and the reset link', () => {
    expect(SHELL_ROUTE_PREFIXES).toEqual(['/profile', '/password-reset'])
  })

  it.each([
    ['/profile', true],
    ['/profile/', true],
    ['/profile/subscription', true],
    ['/password-reset/abc123', true],
    ['/profiles', false],
    ['/', false],
    ['/login', false],
    ['/backend/verify-email/1/abc', false],
    ['/assets/index-abc.js', false],
  ])('given %s, should say %s', (pathname, expected) => {
    expect(isShellRoute(pathname)).toBe(expected)
  })
})
