import type { AccountStrings } from './accountStrings.js'
import { browserSessionsPt } from './strings/browserSessionsPt.js'

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
]

const formats = new Map<string, Intl.RelativeTimeFormat>()

/**
 * "activa agora", "activa há 5 minutos", "activa ontem": how long ago a
 * session was last used, in the catalogue's locale through the platform's
 * own `Intl.RelativeTimeFormat`. A clock a little ahead of the server's never
 * reads as the future.
 */
export function describeLastActive(
  lastActiveAt: string,
  now: number = Date.now(),
  strings: Pick<AccountStrings, 'locale' | 'browserSessions'> = {
    locale: 'pt-MZ',
    browserSessions: browserSessionsPt,
  },
): string {
  const words = strings.browserSessions
  let format = formats.get(strings.locale)
  if (format === undefined) {
    format = new Intl.RelativeTimeFormat(strings.locale, { numeric: 'auto' })
    formats.set(strings.locale, format)
  }
  const seconds = Math.max(0, (now - Date.parse(lastActiveAt)) / 1000)
  if (!Number.isFinite(seconds) || seconds < 60) return words.activeNow
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return words.activeAgo(format.format(-Math.floor(seconds / size), unit))
  }
  return words.activeNow
}
