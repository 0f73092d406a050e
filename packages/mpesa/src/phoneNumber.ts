/**
 * M-Pesa numbers are Vodacom Mozambique numbers: 9 national digits starting 84 or
 * 85 (docs/mpesa.md#how-a-payment-happens). The API wants them as `2588XXXXXXXX`
 * (docs/api-contract.md#phone-numbers).
 *
 * Accepted decorations, around the 9 national digits:
 * - nothing (`841234567`), or the country code `258`, `+258` or `00258`
 *   (`00` is how Mozambicans dial abroad, and numbers are often copied that way);
 * - spaces (any Unicode space), dashes, dots and parentheses anywhere, such as
 *   `(+258) 84-123.4567`.
 * Rejected: a trunk `0` (Mozambique has none), other country codes, other
 * operators' prefixes (82/83 mcel-Tmcel, 86/87 Movitel) and anything else.
 */

export type MpesaNumberResult =
  | {
      ok: true
      /** The API's form: `2588XXXXXXXX`. */
      value: string
      /** The person's form: `+258 84 123 4567`. */
      display: string
    }
  | {
      ok: false
      /** Why; what the person is told is the strings' `phoneNumber[reason]` (mpesaStrings.ts). */
      reason: MpesaNumberErrorReason
    }

export type MpesaNumberErrorReason = 'empty' | 'prefix' | 'length' | 'characters'

const COUNTRY_CODE = '258'
const NATIONAL_LENGTH = 9
const NORMALISED = /^2588[45]\d{7}$/
const SEPARATORS = /[\s\-.()]/gu

export function normaliseMpesaNumber(input: string): MpesaNumberResult {
  const compact = input.replace(SEPARATORS, '')
  if (compact === '') return reject('empty')
  if (!/^\+?\d+$/.test(compact)) return reject('characters')

  const national = nationalDigits(compact)
  if (national === null) return reject('prefix')
  if (national === '') return reject('length')
  // The prefix is judged before the length: "82 123" is another operator's
  // number, and "too short" would send the person looking for missing digits.
  if (!/^8([45]|$)/.test(national)) return reject('prefix')
  if (national.length !== NATIONAL_LENGTH) return reject('length')

  const value = COUNTRY_CODE + national
  return { ok: true, value, display: formatMpesaNumber(value) }
}

/** `258841234567` → `+258 84 123 4567`; anything not normalisable is returned as given. */
export function formatMpesaNumber(normalised: string): string {
  const national = toNational(normalised)
  return national === null ? normalised : `+${COUNTRY_CODE} ${groupNational(national)}`
}

/**
 * `258841234567` → `84 123 4567`, for a field whose `+258` is fixed beside it
 * (docs/mpesa.md#client-flow); anything not normalisable is returned as given.
 */
export function formatNationalMpesaNumber(normalised: string): string {
  const national = toNational(normalised)
  return national === null ? normalised : groupNational(national)
}

function toNational(normalised: string): string | null {
  if (NORMALISED.test(normalised)) return normalised.slice(COUNTRY_CODE.length)
  const result = normaliseMpesaNumber(normalised)
  return result.ok ? result.value.slice(COUNTRY_CODE.length) : null
}

function groupNational(national: string): string {
  return `${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`
}

/** The digits after any country code, or `null` when the number is not Mozambican. */
function nationalDigits(compact: string): string | null {
  if (compact.startsWith('+')) {
    return compact.startsWith(`+${COUNTRY_CODE}`) ? compact.slice(1 + COUNTRY_CODE.length) : null
  }
  if (compact.startsWith(`00${COUNTRY_CODE}`)) return compact.slice(2 + COUNTRY_CODE.length)
  if (compact.startsWith('00')) return null
  // National numbers start with 8, so a leading 258 can only be the country code.
  if (compact.startsWith(COUNTRY_CODE)) return compact.slice(COUNTRY_CODE.length)
  return compact
}

function reject(reason: MpesaNumberErrorReason): MpesaNumberResult {
  return { ok: false, reason }
}
