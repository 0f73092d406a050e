const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
]

let format: Intl.RelativeTimeFormat | undefined

/**
 * "activa agora", "activa há 5 minutos", "activa ontem": how long ago a
 * session was last used, in the platform's own Portuguese (Intl.RelativeTimeFormat).
 * A clock a little ahead of the server's never reads as the future.
 */
export function describeLastActive(lastActiveAt: string, now: number = Date.now()): string {
  format ??= new Intl.RelativeTimeFormat('pt', { numeric: 'auto' })
  const seconds = Math.max(0, (now - Date.parse(lastActiveAt)) / 1000)
  if (!Number.isFinite(seconds) || seconds < 60) return 'activa agora'
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return `activa ${format.format(-Math.floor(seconds / size), unit)}`
  }
  return 'activa agora'
}
