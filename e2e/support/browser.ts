// One Chromium per test file (Debian's, through scripts/lib/chromium.mjs), a
// fresh context per test: no cookie, storage or service worker leaks from one
// test into the next. Every context records a Playwright trace (each action,
// request, console line and DOM snapshot, timed); a failed test keeps it under
// .cache/e2e-traces/ (README.md "When an end-to-end test fails"), a passing one
// throws it away.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core'
import { afterAll, afterEach, beforeAll, inject, type TestContext } from 'vitest'
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs'

/** Where a failed test's traces go, one folder per pass. */
const TRACES_DIR = fileURLToPath(new URL('../../.cache/e2e-traces/', import.meta.url))

/** A trace's file name: the test's name in ASCII words ('… não …' → '…-nao-…'), then its context's number. */
function traceFileName(testName: string, index: number): string {
  const slug = testName
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
  return `${slug}${index > 0 ? `-${index + 1}` : ''}.zip`
}

/**
 * Ends the traces of a test's contexts: kept (and named on stderr) when the
 * test failed, dropped otherwise.
 */
async function endTraces(contexts: readonly BrowserContext[], test: TestContext): Promise<void> {
  const failed = test.task.result?.state === 'fail'
  const dir = join(TRACES_DIR, inject('sameOrigin') ? 'same-origin' : 'default')
  if (failed) mkdirSync(dir, { recursive: true })
  await Promise.allSettled(
    contexts.map(async (context, index) => {
      if (!failed) return context.tracing.stop()
      const path = join(dir, traceFileName(test.task.name, index))
      await context.tracing.stop({ path })
      console.error(`e2e: trace of the failed test: ${path}`)
    }),
  )
}

/** How long any single wait for something on the page may take. */
export const WAIT_MS = 10_000

export interface ConsoleEntry {
  type: string
  text: string
}

export interface OpenedPage {
  context: BrowserContext
  page: Page
  /** Every console message and uncaught page error since the page opened. */
  consoleEntries: ConsoleEntry[]
}

/** The app's address for a path: `appPath('/login')`. */
export function appPath(path: string): string {
  return new URL(path, inject('appUrl')).href
}

/** Registers the browser's life with the current test file; returns page makers. */
export function setUpBrowser() {
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions())
  })
  afterEach(async (test) => {
    const ending = contexts.splice(0)
    await endTraces(ending, test)
    await Promise.allSettled(ending.map((context) => context.close()))
  })
  afterAll(async () => {
    await browser?.close()
  })

  /**
   * A new context on the app's origin. Service workers are blocked unless
   * asked for: a worker could answer requests `context.route` must see, and
   * only the offline test needs one.
   */
  async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    if (browser === undefined) throw new Error('setUpBrowser(): the browser has not started')
    const context = await browser.newContext({
      baseURL: inject('appUrl'),
      locale: 'pt-MZ',
      timezoneId: 'Africa/Maputo',
      serviceWorkers: 'block',
      ...options,
    })
    context.setDefaultTimeout(WAIT_MS)
    context.setDefaultNavigationTimeout(WAIT_MS)
    contexts.push(context)
    await context.tracing.start({ screenshots: true, snapshots: true })
    return context
  }

  /** A page in a new context, its console recorded from the first message. */
  async function newPage(options: BrowserContextOptions = {}): Promise<OpenedPage> {
    const context = await newContext(options)
    const page = await context.newPage()
    return { context, page, consoleEntries: recordConsole(page) }
  }

  return { newContext, newPage }
}

/** Console messages and uncaught errors of a page, as they come. */
export function recordConsole(page: Page): ConsoleEntry[] {
  const entries: ConsoleEntry[] = []
  page.on('console', (message) => entries.push({ type: message.type(), text: message.text() }))
  page.on('pageerror', (error) => entries.push({ type: 'pageerror', text: String(error) }))
  return entries
}

/**
 * Hydration trouble as a production React build reports it: the app's own
 * `onRecoverableError` log ('Hydration fell back to a client render'), React's
 * messages mentioning hydration, and the minified hydration errors
 * (#418 text mismatch, #423 recovered by client render, #425 text content).
 */
export function hydrationProblems(entries: readonly ConsoleEntry[]): ConsoleEntry[] {
  return entries.filter(
    (entry) =>
      (entry.type === 'error' || entry.type === 'warning' || entry.type === 'pageerror') &&
      (/hydrat/i.test(entry.text) || /react\.dev\/errors\/(418|419|423|425)\b/.test(entry.text)),
  )
}

/**
 * Makes the page remember whether the children of `#root` were ever removed:
 * hydration adopts the pre-rendered nodes, while a client render (or React's
 * recovery from a mismatch) throws them away. Read with {@link rootWasReplaced}.
 */
export async function watchRootReplacement(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marker = window as unknown as { __e2eRootReplaced?: boolean }
    marker.__e2eRootReplaced = false
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target
        if (target instanceof Element && target.id === 'root' && record.removedNodes.length > 0) {
          marker.__e2eRootReplaced = true
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

export function rootWasReplaced(page: Page): Promise<boolean | undefined> {
  return page.evaluate(
    () => (window as unknown as { __e2eRootReplaced?: boolean }).__e2eRootReplaced,
  )
}

/** Waits until the locator is visible; fails the test when it never is. */
export async function expectVisible(locator: Locator, timeout = WAIT_MS): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout })
}

/** Waits until the locator is gone or hidden; fails the test when it stays. */
export async function expectHidden(locator: Locator, timeout = WAIT_MS): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout })
}

/** The page's address without the origin: '/login?returnUrl=…'. */
export function pathOf(page: Page): string {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}${url.hash}`
}
