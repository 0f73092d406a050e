import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './parseRetryAfter.js'

const now = Date.parse('2025-06-01T12:00:00Z')

describe('parseRetryAfter', () => {
  it('given seconds, should return them', () => {
    expect(parseRetryAfter('60', now)).toBe(60)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
  })

  it('given an HTTP date, should return the seconds until then', () => {
    expect(parseRetryAfter('Sun, 01 Jun 2025 12:01:30 GMT', now)).toBe(90)
  })

  it('given a date in the past, should return 0', () => {
    expect(parseRetryAfter('Sun, 01 Jun 2025 11:00:00 GMT', now)).toBe(0)
  })

  it.each([null, undefined, '', 'soon', '-5', '1.5', '12:00', 'Someday'])(
    'given the unreadable %j, should return null',
    (value) => {
      expect(parseRetryAfter(value, now)).toBeNull()
    },
  )
})
