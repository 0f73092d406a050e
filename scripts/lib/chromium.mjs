// Debian's Chromium, shared by every browser test (stories, package, e2e,
// bench): Playwright cannot download its own browsers here (toolchain.md).
import { existsSync } from 'node:fs'

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

/**
 * Path of the Chromium executable (`CHROME_PATH` when it exists, else
 * Debian's), or undefined when there is none: what set-up asks before
 * installing it.
 * @returns {string | undefined}
 */
export function findChromium() {
  return [process.env.CHROME_PATH, ...candidates].find((path) => path && existsSync(path))
}

/**
 * Path of the Chromium executable: `CHROME_PATH` when set, else Debian's.
 * Throws with the fix when none exists.
 * @returns {string}
 */
export function chromiumPath() {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points to a missing file: ${fromEnv}`)
    return fromEnv
  }
  const found = candidates.find((path) => existsSync(path))
  if (!found) {
    throw new Error(
      'Chromium not found. Run `npm run setup -- --browser` (installs Debian\'s "chromium"), or set CHROME_PATH.',
    )
  }
  return found
}

/**
 * Flags for a headless Chromium in a container, run as root, offline:
 * no sandbox (root), no GPU, /tmp instead of a small /dev/shm, and none of the
 * background calls home that slow start-up or hang without a network.
 */
export const chromiumArgs = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
])

/**
 * Options for playwright-core's `chromium.launch()` (and jest-playwright's
 * `launchOptions`).
 * @returns {{ executablePath: string, args: string[], headless: boolean }}
 */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: [...chromiumArgs], headless: true }
}
