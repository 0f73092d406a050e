// The suite's `test`: Playwright Test's, with the deployment of the test's
// project (support/deployment.ts) and page makers. Playwright gives each
// worker one Chromium (Debian's, `use.launchOptions` in playwright.config.ts)
// and every test new contexts: no cookie, storage or service worker leaks from
// one test into the next. Every context a test opens takes the config's `use`
// options (the app's address, pt-MZ, Africa/Maputo, service workers blocked,
// WAIT_MS for actions) and records a trace, kept when the test fails
// (README.md, "When an end-to-end test fails").
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test'
import { type Deployment, deployment } from './deployment'
import { gate, WAIT_MS } from './waits'

export { expect, gate, WAIT_MS }

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

/** A new context on the app's origin, closed when the test ends. */
export type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>
/** A page in a new context, its console recorded from the first message. */
export type NewPage = (options?: BrowserContextOptions) => Promise<OpenedPage>

export interface E2eFixtures {
  /** The app and the demo API of the test's project. */
  deployment: Deployment
  /**
   * A new context on the app's origin. Service workers are blocked unless
   * asked for (`{ serviceWorkers: 'allow' }`): a worker could answer requests
   * `context.route` must see, and only the tests about the worker need one.
   */
  newContext: NewContext
  newPage: NewPage
}

export const test = base.extend<E2eFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern, even one naming no fixture.
  deployment: async ({}, use) => {
    await use(deployment())
  },
  // Every context's `baseURL`: the app of the test's project.
  baseURL: async ({ deployment }, use) => {
    await use(deployment.appUrl)
  },
  newContext: async ({ browser }, use) => {
    const contexts: BrowserContext[] = []
    await use(async (options = {}) => {
      const context = await browser.newContext(options)
      contexts.push(context)
      return context
    })
    await Promise.allSettled(contexts.map((context) => context.close()))
  },
  newPage: async ({ newContext }, use) => {
    await use(async (options = {}) => {
      const context = await newContext(options)
      const page = await context.newPage()
      return { context, page, consoleEntries: recordConsole(page) }
    })
  },
})

/** The app's address for a path: `appPath('/login')`. */
export function appPath(path: string): string {
  return new URL(path, deployment().appUrl).href
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

/**
 * Waits until the page would reload offline: the service worker controls it,
 * has finished activating, and keeps every file of the app this page
 * downloaded. A worker that has just taken the page over is still keeping
 * them (from the HTTP cache, which Playwright's routing, and so `goOffline`,
 * turns off), and a download that ended after the takeover is kept when the
 * page names it (src/service-worker/registerServiceWorker.ts).
 */
export async function untilKeptForOffline(page: Page): Promise<void> {
  const keepsAll = async () => {
    const { activated, downloaded } = await page.evaluate(() => ({
      activated: navigator.serviceWorker.controller?.state === 'activated',
      downloaded: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname),
    }))
    if (!activated) return false
    const kept = new Set(await cachedPaths(page))
    return downloaded.every((path) => kept.has(path))
  }
  await expect
    .poll(keepsAll, {
      message: 'the service worker keeps what this page downloaded',
      timeout: WAIT_MS,
    })
    .toBe(true)
}

/** The paths of every file the page's service worker caches hold, sorted. */
export function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname)
    }
    return paths.sort()
  })
}

/** The page's address without the origin: '/login?returnUrl=…'. */
export function pathOf(page: Page): string {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}${url.hash}`
}
