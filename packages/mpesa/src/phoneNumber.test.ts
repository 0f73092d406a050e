// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mpesaPt } from './mpesaStrings.js'
import {
  formatMpesaNumber,
  formatNationalMpesaNumber,
  normaliseMpesaNumber,
} from './phoneNumber.js'

const digit = fc.constantFrom(...'0123456789')
const digits = (length: number) =>
  fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(''))

/** A valid national number: 84 or 85 then 7 digits. */
const validNational = fc
  .tuple(fc.constantFrom('84', '85'), digits(7))
  .map(([prefix, rest]) => prefix + rest)

const countryPrefix = fc.constantFrom('', '258', '+258', '00258', '(+258)', '+ 258')
const separator = fc.constantFrom('', ' ', '-', '.', '  ', '\u00a0', '(', ')')

/** Scatters separators between the characters of a string. */
function decorate(text: string) {
  return fc
    .array(separator, { minLength: text.length + 1, maxLength: text.length + 1 })
    .map((seps) => seps.map((sep, i) => sep + (text[i] ?? '')).join(''))
}

const decoratedValid = fc
  .tuple(validNational, countryPrefix)
  .chain(([national, prefix]) => decorate(prefix + national).map((input) => ({ national, input })))

describe('normaliseMpesaNumber', () => {
  it.each([
    ['84 123 4567'],
    ['841234567'],
    ['258841234567'],
    ['+258 84 123 4567'],
    ['00258 84 123 4567'],
    ['(+258) 84-123.4567'],
    ['  84 123 4567  '],
  ])('given %j, should normalise to 258841234567 shown as +258 84 123 4567', (input) => {
    expect(normaliseMpesaNumber(input)).toEqual({
      ok: true,
      value: '258841234567',
      display: '+258 84 123 4567',
    })
  })

  it.each([
    ['', 'empty'],
    ['  - ', 'empty'],
    ['82 123 4567', 'prefix'],
    ['83 123 4567', 'prefix'],
    ['86 123 4567', 'prefix'],
    ['+258 87 123 4567', 'prefix'],
    ['21 123 456', 'prefix'],
    ['084 123 4567', 'prefix'],
    ['+351 912 345 678', 'prefix'],
    ['0027 84 123 4567', 'prefix'],
    ['84 123 456', 'length'],
    ['84 123 45678', 'length'],
    ['+258', 'length'],
    ['84 123 456a', 'characters'],
    ['84+1234567', 'characters'],
    ['８４１２３４５６７', 'characters'],
  ])('given %j, should reject it as %s', (input, reason) => {
    expect(normaliseMpesaNumber(input)).toEqual({ ok: false, reason })
  })

  it('given other operators, should name M-Pesa and the 84 and 85 prefixes', () => {
    const result = normaliseMpesaNumber('82 123 4567')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(mpesaPt.phoneNumber[result.reason]).toMatch(/M-Pesa.*84 ou 85/)
  })

  it('given any valid 84/85 number in any accepted decoration, should normalise to the same 12 digits', () => {
    fc.assert(
      fc.property(decoratedValid, ({ national, input }) => {
        const result = normaliseMpesaNumber(input)
        expect(result).toEqual({
          ok: true,
          value: `258${national}`,
          display: `+258 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`,
        })
      }),
    )
  })

  it('after normalising, should be idempotent on its value and its display', () => {
    fc.assert(
      fc.property(decoratedValid, ({ input }) => {
        const first = normaliseMpesaNumber(input)
        if (!first.ok) throw new Error(`expected ${input} to be valid`)
        expect(normaliseMpesaNumber(first.value)).toEqual(first)
        expect(normaliseMpesaNumber(first.display)).toEqual(first)
      }),
    )
  })

  it('given another prefix, should reject it as prefix whatever the decoration', () => {
    const otherPrefix = fc
      .tuple(digit, digit)
      .map(([a, b]) => a + b)
      .filter((p) => p !== '84' && p !== '85' && !p.startsWith('0') && p !== '25')
    fc.assert(
      fc.property(
        fc.tuple(otherPrefix, digits(7), fc.constantFrom('', '+258', '258', '00258')),
        ([prefix, rest, country]) => {
          const result = normaliseMpesaNumber(country + prefix + rest)
          expect(result).toMatchObject({ ok: false, reason: 'prefix' })
        },
      ),
    )
  })

  it('given an 84/85 number of the wrong length, should reject it as length', () => {
    const wrongLength = fc
      .integer({ min: 0, max: 12 })
      .filter((n) => n !== 7)
      .chain((n) => digits(n))
    fc.assert(
      fc.property(
        fc.tuple(fc.constantFrom('84', '85'), wrongLength, fc.constantFrom('', '+258', '00258')),
        ([prefix, rest, country]) => {
          const result = normaliseMpesaNumber(country + prefix + rest)
          expect(result).toMatchObject({ ok: false, reason: 'length' })
        },
      ),
    )
  })

  it('given any string, should never throw and answer only valid normalised numbers', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'grapheme' }),
          decoratedValid.map((v) => v.input),
        ),
        (input) => {
          const result = normaliseMpesaNumber(input)
          if (result.ok) expect(result.value).toMatch(/^2588[45]\d{7}$/)
          else expect(mpesaPt.phoneNumber[result.reason].length).toBeGreaterThan(0)
        },
      ),
    )
  })
})

describe('formatMpesaNumber', () => {
  it('given a normalised number, should show it grouped with +258', () => {
    expect(formatMpesaNumber('258851234567')).toBe('+258 85 123 4567')
    expect(formatNationalMpesaNumber('258851234567')).toBe('85 123 4567')
  })

  it('given something it cannot read, should return it unchanged', () => {
    expect(formatMpesaNumber('258821234567')).toBe('258821234567')
    expect(formatNationalMpesaNumber('abc')).toBe('abc')
  })
})
