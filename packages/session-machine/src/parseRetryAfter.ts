/**
 * Reads an HTTP `Retry-After` value, which RFC 9110 allows either as a number
 * of seconds or as an HTTP date. Returns whole seconds from `now`, never
 * negative, or `null` when the value is missing or unreadable.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | null {
  if (value == null) return null
  const trimmed = value.trim()
  if (trimmed === '') return null
  if (/^\d+$/.test(trimmed)) {
    const seconds = Number(trimmed)
    return Number.isSafeInteger(seconds) ? seconds : null
  }
  // Date.parse also accepts bare numbers and partial strings, so only values
  // shaped like an HTTP date (they always name a weekday or month) get here.
  if (!/[A-Za-z]{3}/.test(trimmed)) return null
  const at = Date.parse(trimmed)
  if (Number.isNaN(at)) return null
  return Math.max(0, Math.ceil((at - now) / 1000))
}
