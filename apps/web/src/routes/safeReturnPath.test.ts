import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './safeReturnPath'

const origin = 'http://127.0.0.1:4173'

describe('safeReturnPath', () => {
  it.each([
    ['http://127.0.0.1:4173/profile/subscription?x=1#pay', '/profile/subscription?x=1#pay'],
    ['/profile', '/profile'],
    ['profile/security', '/profile/security'],
    ['  /profile  ', '/profile'],
  ])('given %j on the same origin, should return the in-app address %j', (input, expected) => {
    expect(safeReturnPath(input, origin)).toBe(expected)
  })

  it.each([
    ['https://evil.example/profile'],
    ['//evil.example/profile'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['http://127.0.0.1:9999/profile'],
    ['https://127.0.0.1:4173/profile'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    [''],
    ['   '],
  ])('given %j, should refuse to follow it', (input) => {
    expect(safeReturnPath(input, origin)).toBeNull()
  })

  it('given no returnUrl, should return null', () => {
    expect(safeReturnPath(null, origin)).toBeNull()
    expect(safeReturnPath(undefined, origin)).toBeNull()
  })
})
