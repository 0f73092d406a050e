// Takes one picture per shot (a story in a theme) in Debian's Chromium, from
// the static Storybook, each after its `play` has finished and the page has
// settled (pageInit.mjs). Fonts come from fonts-liberation only, through a
// fontconfig file of our own, so the machine's other fonts and its font
// settings (hinting, sub-pixel order) cannot change a glyph.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../lib/chromium.mjs'
import { liberationDir } from '../lib/debianPackages.mjs'
import { pageInit } from './pageInit.mjs'

/** Debian's fonts-liberation (installed by `npm run setup -- --browser`). */
export { liberationDir }

/** Every story starts at this instant, Maputo time: dates and "expires in" read the same on every run. */
/** Paints over every `role="timer"` in a picture. */
const TIMER_MASK_COLOR = '#d946ef'
export const storyClockStart = new Date('2026-03-10T10:00:00+02:00')

/**
 * fontconfig for the browser: Liberation only, the generic families (and
 * `system-ui`, first in the theme's stack) mapped to it, greyscale
 * anti-aliasing without hinting.
 * @param {string} cacheDir
 */
export function fontconfigFile(cacheDir) {
  const alias = (generic, family) =>
    `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${liberationDir}</dir>
  <cachedir>${cacheDir}</cachedir>
${alias('system-ui', 'Liberation Sans')}
${alias('sans-serif', 'Liberation Sans')}
${alias('serif', 'Liberation Serif')}
${alias('monospace', 'Liberation Mono')}
  <match target="pattern"><edit name="family" mode="append_last"><string>Liberation Sans</string></edit></match>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
    <edit name="autohint" mode="assign"><bool>false</bool></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`
}

/**
 * After the story has finished, the page must be quiet this long (no DOM
 * change, no request waiting or answered) before the picture: the app may
 * still be showing what its play did not wait for, such as the toast its
 * start-up fetch asks for, whose code is loaded only then.
 */
const quietMs = 250
/** A story that never settles (something ticks faster than `quietMs`) is pictured after this. */
const settleLimitMs = 4000
/** A request waiting this long is one the story leaves unanswered on purpose. */
const hangingFetchMs = 2000

/**
 * @typedef {{ key: string, storyId: string, title: string, name: string, theme: 'conecta' | 'parceiro' }} Shot
 * @typedef {{ shot: Shot, png?: Buffer, errors: string[], ms: number }} ShotResult
 */

/**
 * @param {{
 *   url: string,
 *   shots: Shot[],
 *   viewport: { width: number, height: number },
 *   workDir: string,
 *   workers?: number,
 *   timeoutMs?: number,
 *   onResult?: (result: ShotResult) => void,
 * }} options
 * @returns {Promise<{ chromiumVersion: string, results: ShotResult[] }>}
 */
export async function shootStories({
  url,
  shots,
  viewport,
  workDir,
  workers = 2,
  timeoutMs = 30_000,
  onResult,
}) {
  if (!existsSync(liberationDir)) {
    throw new Error(
      `${liberationDir} is missing: run \`npm run setup -- --browser\` (installs Debian's fonts-liberation).`,
    )
  }
  const fontDir = join(workDir, 'fontconfig')
  mkdirSync(fontDir, { recursive: true })
  const fontsConf = join(fontDir, 'fonts.conf')
  writeFileSync(fontsConf, fontconfigFile(join(fontDir, 'cache')))

  const launch = chromiumLaunchOptions()
  const browser = await chromium.launch({
    ...launch,
    env: { ...process.env, FONTCONFIG_FILE: fontsConf },
    args: [
      ...launch.args,
      '--font-render-hinting=none',
      '--disable-lcd-text',
      '--force-color-profile=srgb',
      '--hide-scrollbars',
    ],
  })
  /** @type {ShotResult[]} */
  const results = []
  try {
    const queue = [...shots]
    const worker = async () => {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: 1,
        locale: 'pt-MZ',
        timezoneId: 'Africa/Maputo',
        colorScheme: 'light',
      })
      // Installed before pageInit so that pageInit wraps the fake timers.
      await context.clock.install({ time: storyClockStart })
      await context.addInitScript(pageInit, {
        seed: 0x2f6b1d3,
        hangingFetchMs,
      })
      const page = await context.newPage()
      for (let shot = queue.shift(); shot; shot = queue.shift()) {
        let result = await shootOne(context, page, url, shot, timeoutMs)
        // A play that fails here is reported by the stories suite; one retry
        // keeps a slow moment of a shared machine from failing this suite too.
        if (result.errors.length > 0) result = await shootOne(context, page, url, shot, timeoutMs)
        results.push(result)
        onResult?.(result)
      }
      await context.close()
    }
    await Promise.all(Array.from({ length: Math.max(1, workers) }, worker))
    return { chromiumVersion: browser.version(), results }
  } finally {
    await browser.close()
  }
}

/**
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @param {Shot} shot
 * @param {number} timeoutMs
 * @returns {Promise<ShotResult>}
 */
async function shootOne(context, page, url, shot, timeoutMs) {
  const started = Date.now()
  // a11y.manual: axe is the stories suite's job, and slow.
  const globals = [
    'a11y.manual:!true',
    ...(shot.theme === 'conecta' ? [] : [`theme:${shot.theme}`]),
  ]
  const address = new URL('iframe.html', url)
  address.search = `id=${encodeURIComponent(shot.storyId)}&viewMode=story&globals=${globals.join(';')}`
  /** @type {string[]} */
  const errors = []
  /** @type {Map<import('playwright-core').Request, number>} */
  const requests = new Map()
  let lastResponse = Date.now()
  const onRequest = (/** @type {import('playwright-core').Request} */ request) => {
    requests.set(request, Date.now())
  }
  const onDone = (/** @type {import('playwright-core').Request} */ request) => {
    requests.delete(request)
    lastResponse = Date.now()
  }
  page.on('request', onRequest)
  page.on('requestfinished', onDone)
  page.on('requestfailed', onDone)
  try {
    await context.clock.setSystemTime(storyClockStart)
    await page.goto(address.toString())
    await page.waitForFunction(
      () =>
        /** @type {{ __visualStatus?: { state: string } }} */ (/** @type {unknown} */ (window))
          .__visualStatus?.state === 'finished',
      null,
      { timeout: timeoutMs, polling: 50 },
    )
    const settleStarted = Date.now()
    for (;;) {
      const now = Date.now()
      const waiting = [...requests.values()].some((since) => now - since < hangingFetchMs)
      const pageQuiet = await page.evaluate(() =>
        /** @type {{ __visualQuietFor: () => number }} */ (
          /** @type {unknown} */ (window)
        ).__visualQuietFor(),
      )
      if (
        (!waiting && now - lastResponse >= quietMs && pageQuiet >= quietMs) ||
        now - settleStarted > settleLimitMs
      )
        break
      await new Promise((resolveWait) => setTimeout(resolveWait, 50))
    }
    await page.evaluate(() =>
      /** @type {{ __visualFreeze: () => void }} */ (
        /** @type {unknown} */ (window)
      ).__visualFreeze(),
    )
    const status = await page.evaluate(
      () =>
        /** @type {{ __visualStatus: { errors: string[] } }} */ (/** @type {unknown} */ (window))
          .__visualStatus,
    )
    errors.push(...status.errors)
    const png =
      errors.length === 0
        ? await page.screenshot({
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
            // A timer's digits say how long the machine took to get here, not
            // what the story shows (README.md#visual-baselines-seeing-what-changed).
            mask: [page.locator('[role="timer"]')],
            maskColor: TIMER_MASK_COLOR,
          })
        : undefined
    return { shot, png, errors, ms: Date.now() - started }
  } catch (error) {
    errors.push(
      error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error),
    )
    return { shot, errors, ms: Date.now() - started }
  } finally {
    page.off('request', onRequest)
    page.off('requestfinished', onDone)
    page.off('requestfailed', onDone)
    // The next story must not find this one's session or stored user.
    await page
      .evaluate(() => {
        localStorage.clear()
        sessionStorage.clear()
      })
      .catch(() => {})
    await context.clearCookies()
  }
}
