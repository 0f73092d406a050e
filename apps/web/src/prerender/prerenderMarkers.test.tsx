import { describe, expect, it } from 'vitest'
import { canHydrate, normalizePathname } from './prerenderMarkers'

describe('canHydrate', () => {
  it('given the HTML of the same path, with or without a trailing slash, should hydrate', () => {
    expect(canHydrate('/login', '/login')).toBe(true)
    expect(canHydrate('/login', '/login/')).toBe(true)
    expect(canHydrate('/', '/')).toBe(true)
  })

  it('given the landing page served as a fallback for another path, should not hydrate', () => {
    expect(canHydrate('/', '/profile')).toBe(false)
    expect(canHydrate('/', '/password-reset/abc')).toBe(false)
  })

  it('given the app shell (no marker), should not hydrate', () => {
    expect(canHydrate(null, '/profile')).toBe(false)
  })

  it('should normalise only trailing slashes', () => {
    expect(normalizePathname('///')).toBe('/')
    expect(normalizePathname('/a/b//')).toBe('/a/b')
  })
})
