// One test per story and theme of the static Storybook: the story opened at
// the same instant with the same random numbers, its `play` finished, the page
// left to settle and then frozen (scripts/visual/pageInit.mjs), and the whole
// page compared with its baseline by toHaveScreenshot (tolerance and options:
// playwright.config.ts). Each story (in Conecta) then has its reflow test, on
// the same settled page: at 320 × 640 and at 200 % text, nothing scrolls
// sideways, nothing is cut, nothing overlaps, every tab can be reached
// (scripts/lib/reflow.mjs; README.md, "Reflow and large text"), and the
// chosen stories are pictured at 200 % text. One more test keeps the
// baselines folder in step with the stories and records which Chromium took
// the pictures.
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  type Request,
} from '@playwright/test'
import {
  applyCondition,
  KNOWN_REFLOW_PROBLEMS,
  knownNote,
  REFLOW_CONDITIONS,
  type ReflowCondition,
  reflowProblems,
  reflowReport,
  resetCondition,
  settleUnder,
} from '../../scripts/lib/reflow.mjs'
import { pageInit } from '../../scripts/visual/pageInit.mjs'
import {
  baselineFile,
  largeTextKey,
  type Shot,
  shotLabel,
  shotsFromIndex,
  staleKeys,
  storyClockStart,
  storyErrorEvents,
  TIMER_MASK_COLOR,
} from '../../scripts/visual/shots.mjs'
import { baselinesDir, manifestFile, STORYBOOK_URL_ENV, storybookIndex } from './paths'

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
/** How long a story's play may take. */
const playTimeoutMs = 30_000

const shots = shotsFromIndex(storybookIndex())

/** The phone designers review on (.storybook/viewports.ts), at the instant and place of every story. */
const contextOptions = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 1,
  locale: 'pt-MZ',
  timezoneId: 'Africa/Maputo',
  colorScheme: 'light',
  // MSW's worker answers the stories' requests.
  serviceWorkers: 'allow',
} satisfies BrowserContextOptions

/**
 * One context and one page per worker, as a person clicking through the
 * stories: Storybook's bundle comes from the HTTP cache and MSW's worker is
 * registered once (a context per story took about three times as long). Each test
 * leaves no session or stored user behind; a failed test ends its worker,
 * and the next test gets a new one.
 */
const test = base.extend<{ storyPage: Page }, { storyContext: BrowserContext }>({
  storyContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext(contextOptions)
      // Installed before pageInit so that pageInit wraps the fake timers.
      await context.clock.install({ time: storyClockStart })
      await context.addInitScript(pageInit, {
        seed: 0x2f6b1d3,
        hangingFetchMs,
        errorEvents: storyErrorEvents,
      })
      await use(context)
      await context.close()
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ storyContext }, use) => {
    const page = storyContext.pages()[0] ?? (await storyContext.newPage())
    await use(page)
    // The next story must not find this one's session or stored user.
    await page
      .evaluate(() => {
        localStorage.clear()
        sessionStorage.clear()
      })
      .catch(() => {})
    await storyContext.clearCookies()
  },
})

/** `--update-snapshots` (`npm run test:visual -- --update-snapshots`): baselines are rewritten, not judged. */
const updating = () => ['all', 'changed'].includes(test.info().config.updateSnapshots)

/** Window hooks pageInit.mjs installs. */
interface VisualWindow {
  __visualStatus?: { state: 'running' | 'finished' | 'ready'; errors: string[] }
  __visualQuietFor: () => number
  __visualFreeze: () => void
}

/**
 * The page's requests as the browser sees them (a fetch of the MSW worker
 * included): whether one is waiting, and when the last was answered.
 */
function watchRequests(page: Page) {
  const requests = new Map<Request, number>()
  let lastResponse = Date.now()
  const onRequest = (request: Request) => {
    requests.set(request, Date.now())
  }
  const onDone = (request: Request) => {
    requests.delete(request)
    lastResponse = Date.now()
  }
  page.on('request', onRequest)
  page.on('requestfinished', onDone)
  page.on('requestfailed', onDone)
  return {
    /** A request is waiting, and not one the story leaves unanswered on purpose. */
    waiting: (now: number) => [...requests.values()].some((since) => now - since < hangingFetchMs),
    /** The requests waiting now, with how long each has waited. */
    pending: () =>
      [...requests].map(
        ([request, since]) => `${request.method()} ${request.url()} (${Date.now() - since} ms)`,
      ),
    sinceLastResponse: (now: number) => now - lastResponse,
    stop: () => {
      page.off('request', onRequest)
      page.off('requestfinished', onDone)
      page.off('requestfailed', onDone)
    },
  }
}

/**
 * Opens the story, waits for its `play` to finish and for the page to settle,
 * then stops every timer; fails with the play's errors if it had any. Returns
 * how the page settled, which a picture that differs reports: a page pictured
 * at the settle limit, or with a request still waiting, is the first suspect.
 */
async function openStory(page: Page, shot: Shot): Promise<string> {
  const storybookUrl = process.env[STORYBOOK_URL_ENV]
  if (!storybookUrl) {
    throw new Error(`visual: ${STORYBOOK_URL_ENV} is unset: run through the config's global setup.`)
  }
  // a11y.manual: axe is the stories suite's job, and slow.
  const globals = [
    'a11y.manual:!true',
    ...(shot.theme === 'conecta' ? [] : [`theme:${shot.theme}`]),
  ]
  const address = new URL('iframe.html', storybookUrl)
  address.search = `id=${encodeURIComponent(shot.storyId)}&viewMode=story&globals=${globals.join(';')}`
  // The functions given to page.evaluate run in the page: each names its window itself.
  const requests = watchRequests(page)
  let settledHow = ''
  try {
    await page.context().clock.setSystemTime(storyClockStart)
    await page.goto(address.toString())
    await page.waitForFunction(
      () => (window as unknown as VisualWindow).__visualStatus?.state === 'finished',
      null,
      {
        timeout: playTimeoutMs,
        polling: 50,
      },
    )
    const settleStarted = Date.now()
    for (;;) {
      const now = Date.now()
      const pageQuiet = await page.evaluate(() =>
        (window as unknown as VisualWindow).__visualQuietFor(),
      )
      const settled =
        !requests.waiting(now) && requests.sinceLastResponse(now) >= quietMs && pageQuiet >= quietMs
      if (settled || now - settleStarted > settleLimitMs) {
        const waiting = requests.pending()
        settledHow =
          `${settled ? 'settled' : 'never settled, pictured at the limit'} ${now - settleStarted} ms after the play` +
          (waiting.length > 0 ? `; left waiting: ${waiting.join(', ')}` : '')
        break
      }
      await new Promise((resolveWait) => setTimeout(resolveWait, 50))
    }
  } finally {
    requests.stop()
  }
  await page.evaluate(() => (window as unknown as VisualWindow).__visualFreeze())
  const errors = await page.evaluate(
    () => (window as unknown as VisualWindow).__visualStatus?.errors ?? [],
  )
  // A play that fails is the stories suite's to report; here it means no picture.
  expect(errors, 'the story could not be pictured: its play failed').toEqual([])
  return settledHow
}

/** The page still shows `shot`'s story, settled and frozen by the test before (its picture). */
async function showsStory(page: Page, shot: Shot): Promise<boolean> {
  if (!page.url().includes(`id=${encodeURIComponent(shot.storyId)}&`)) return false
  return page
    .evaluate(() => (window as unknown as VisualWindow).__visualStatus?.state === 'ready')
    .catch(() => false)
}

/** The picture's options: the whole page, a live timer painted over. */
const pictureOptions = (page: Page) => ({
  // The whole page, not the first 740 px.
  fullPage: true,
  // A timer's digits say how long the machine took to get here, not what
  // the story shows (README.md#visual-baselines-seeing-what-changed).
  mask: [page.locator('[role="timer"]')],
  maskColor: TIMER_MASK_COLOR,
})

/**
 * Compares the page with the baseline `file`, or, when it has none, attaches
 * the picture and fails saying how to add it.
 */
async function comparePicture(
  page: Page,
  file: string,
  settledHow: string,
  overrides: { fullPage?: boolean } = {},
) {
  const options = { ...pictureOptions(page), ...overrides }
  if (!updating() && !existsSync(join(baselinesDir, file))) {
    // Playwright's "none" mode takes no picture of a missing baseline: show it in the report.
    await test.info().attach(file.replace(/\.png$/, '-actual.png'), {
      body: await page.screenshot({
        ...options,
        animations: 'disabled',
        caret: 'hide',
      }),
      contentType: 'image/png',
    })
    throw new Error(
      `${file} has no baseline (a new story?): run \`npm run test:visual -- --update-snapshots\` and commit .storybook/visual/baselines/${file}.`,
    )
  }
  await expect(page)
    .toHaveScreenshot([file], options)
    .catch((error: Error) => {
      // The first line, all npm test's summary repeats, says how the page had settled.
      error.message = `the picture differs from ${file} (the page ${settledHow}): ${error.message}`
      throw error
    })
}

/**
 * The story at 200 % text, as a phone shows it, against `<key>.text-200.png`.
 * Not `fullPage`: Chromium's screenshot beyond the viewport sends the page
 * the browser's preferences again, and the picture would be at 16 px
 * (scripts/lib/reflow.mjs, applyCondition). The viewport grows to the whole
 * page instead, and back; with a modal dialog open, the picture is of the
 * screen, where the dialog is (its own content scrolls).
 */
async function pictureLargeText(
  page: Page,
  shot: Shot,
  condition: ReflowCondition,
  settledHow: string,
) {
  const height = await page.evaluate(() =>
    document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]')
      ? window.innerHeight
      : document.documentElement.scrollHeight,
  )
  const { viewport } = condition
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) })
  try {
    await settleUnder(page, condition)
    await comparePicture(page, baselineFile(largeTextKey(shot.key)), settledHow, {
      fullPage: false,
    })
    await settleUnder(page, condition)
  } finally {
    await page.setViewportSize(viewport)
  }
}

// A story's tests run in order in one worker ('default' mode inside the
// file's fullyParallel), so the reflow test finds the page its picture left
// settled; after a failed picture (a new worker) it opens the story itself.
for (const shot of shots) {
  test.describe(shotLabel(shot), () => {
    test.describe.configure({ mode: 'default' })

    test('picture', async ({ storyPage: page }) => {
      const settledHow = await openStory(page, shot)
      await comparePicture(page, baselineFile(shot.key), settledHow)
    })

    // Stories are checked in Conecta (Parceiro changes colours and radii, not
    // sizes), but for one tagged as wider than a phone on purpose.
    if (!shot.reflow) return
    // The story as it stands after its play, laid out again under each
    // condition (the viewport, then the browser's default font size): what the
    // state looks like on a 320 px phone, and with large text. Laying out the
    // settled page again, rather than opening the story under each condition,
    // keeps this to a fraction of a second a story; the app's layout is CSS
    // alone (no script measures the screen), so the two give the same page.
    test('reflow at 320 × 640 and at 200 % text', async ({ storyPage: page }) => {
      const settledHow = (await showsStory(page, shot))
        ? 'settled for its picture'
        : await openStory(page, shot)
      const failures: string[] = []
      try {
        for (const condition of REFLOW_CONDITIONS) {
          await applyCondition(page, condition)
          await settleUnder(page, condition)
          const problems = await page.evaluate(reflowProblems, { known: KNOWN_REFLOW_PROBLEMS })
          if (problems.some((problem) => !problem.known)) {
            failures.push(reflowReport(shotLabel(shot), condition, problems))
          }
          const note = knownNote(shotLabel(shot), condition, problems)
          if (note)
            test.info().annotations.push({ type: 'known reflow problem', description: note })
          if (condition.id === 'text-200' && shot.largeText) {
            await pictureLargeText(page, shot, condition, settledHow).catch((error: Error) => {
              failures.push(error.message)
            })
          }
        }
      } finally {
        await resetCondition(page, contextOptions.viewport)
      }
      if (failures.length > 0) throw new Error(failures.join('\n'))
    })
  })
}

test('every baseline belongs to a story', async ({ browser }) => {
  const stale = staleKeys(readdirSync(baselinesDir), shots)
  const chromium = browser.version()
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as { chromium?: string })
    : {}
  if (updating()) {
    for (const key of stale) unlinkSync(join(baselinesDir, baselineFile(key)))
    writeFileSync(
      manifestFile,
      `${JSON.stringify(
        { chromium, viewport: contextOptions.viewport, fonts: 'fonts-liberation (Debian)' },
        null,
        2,
      )}\n`,
    )
    return
  }
  if (manifest.chromium && manifest.chromium !== chromium) {
    const note =
      `Chromium differs: the baselines were taken with Chromium ${manifest.chromium}, this run used ${chromium}. ` +
      'A new Chromium can move text and edges by a pixel everywhere: if every difference in the report is of that kind, ' +
      're-take the baselines with `npm run test:visual -- --update-snapshots` and commit them (see README, "Visual baselines").'
    test.info().annotations.push({ type: 'warning', description: note })
    console.warn(`visual: ${note}`)
  }
  expect(
    stale.map(baselineFile),
    'baselines of no story (removed or renamed): `npm run test:visual -- --update-snapshots` deletes them',
  ).toEqual([])
})
