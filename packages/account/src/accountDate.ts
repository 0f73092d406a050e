const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * A day as the catalogue's locale writes it in full ('21 de novembro de 2026'
 * in `pt-MZ`), or `null` for a missing or unreadable date. Always Maputo's
 * day: the pre-rendered page, a phone set to another zone and the server name
 * the same day for an instant near midnight.
 */
export function formatAccountDate(iso: string | null | undefined, locale: string): string | null {
  if (iso === null || iso === undefined || iso === '') return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  let format = formats.get(locale)
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Africa/Maputo' })
    formats.set(locale, format)
  }
  return format.format(date)
}
