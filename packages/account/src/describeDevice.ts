import Bowser from 'bowser'
import type { BrowserSessionsStrings } from './accountStrings.js'
import { browserSessionsPt } from './strings/browserSessionsPt.js'

// Bowser's names where a shorter one reads better beside "em …" on a phone.
const BROWSER_NAMES: Readonly<Record<string, string>> = {
  'Samsung Internet for Android': 'Samsung Internet',
  'Microsoft Edge': 'Edge',
}

/**
 * A person's words for the browser a session was last used from: "Chrome em
 * Android", "Safari em iPhone", "Firefox em Windows". The user agent is what
 * the backend recorded (its browser-sessions list), parsed by Bowser.
 */
export function describeDevice(
  userAgent: string | null,
  words: BrowserSessionsStrings = browserSessionsPt,
): string {
  // Bowser refuses an empty string; a blank one parses to nothing, as it should.
  const parser = Bowser.getParser(userAgent?.trim() || ' ')
  const browserName = parser.getBrowserName()
  const browser = BROWSER_NAMES[browserName] ?? browserName
  const { model } = parser.getPlatform()
  const osName = parser.getOSName()
  // An iPhone or an iPad says more to its owner than "iOS".
  const system = osName === 'iOS' && (model === 'iPhone' || model === 'iPad') ? model : osName
  if (browser !== '' && system !== '') return words.device(browser, system)
  if (browser !== '') return browser
  if (system !== '') return words.browserOn(system)
  return words.unknownDevice
}
