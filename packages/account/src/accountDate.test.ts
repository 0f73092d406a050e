// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatAccountDate } from './accountDate.js'

describe('formatAccountDate', () => {
  it("given an instant, should name Maputo's day in the catalogue's locale", () => {
    // 23:30 in UTC is already the next day in Maputo (UTC+2).
    expect(formatAccountDate('2026-11-20T23:30:00Z', 'pt-MZ')).toBe('21 de novembro de 2026')
    expect(formatAccountDate('2026-11-20T23:30:00Z', 'en')).toBe('November 21, 2026')
  })

  it('given no date or one that cannot be read, should give none', () => {
    for (const iso of [null, undefined, '', 'ontem']) {
      expect(formatAccountDate(iso, 'pt-MZ')).toBeNull()
    }
  })
})
