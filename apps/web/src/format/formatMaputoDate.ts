/**
 * Dates as people in Mozambique read them ('21 de novembro de 2026'). The time
 * zone is fixed so the pre-rendered HTML, a phone set to another zone and the
 * server all name the same day for an instant near midnight.
 */
const longDate = new Intl.DateTimeFormat('pt-MZ', { dateStyle: 'long', timeZone: 'Africa/Maputo' })

const dateAndTime = new Intl.DateTimeFormat('pt-MZ', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Maputo',
})

function toDate(iso: string | null | undefined): Date | null {
  if (iso === null || iso === undefined || iso === '') return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** '21 de novembro de 2026', or `null` for a missing or unreadable date. */
export function formatMaputoDate(iso: string | null | undefined): string | null {
  const date = toDate(iso)
  return date === null ? null : longDate.format(date)
}

/** '21 de novembro de 2026 às 12:00', or `null` for a missing or unreadable date. */
export function formatMaputoDateTime(iso: string | null | undefined): string | null {
  const date = toDate(iso)
  return date === null ? null : dateAndTime.format(date)
}
