// What a visit costs on the wire, the service worker included
// (docs/architecture.md#performance): the budgets of bench/budget.json's "wire", measured on
// this file's own build behind wire counters (bench/lib/wireJourney.mjs), and
// when the worker fetches what the page has not asked for.
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { startDemoServer } from '@conecta/mocks/server'
import type { Page, Route } from '@playwright/test'
import { FILL_MESSAGE } from '../apps/web/src/service-worker/registerServiceWorker.ts'
import { BUDGET_FILE } from '../bench/lib/budget.mjs'
import { compareWireWithBudget, readWireBudget } from '../bench/lib/wireBudget.mjs'
import { type CountedServers, measureWire, startCountedServers } from '../bench/lib/wireJourney.mjs'
import { cachedPaths, expect, test } from './support/browser'
import { buildApp, repoRoot } from './support/buildApp'
import { deployment } from './support/deployment'

/** Every script of the build: what a full cache holds besides the shell and the icon. */
async function builtScripts(): Promise<string[]> {
  const files = await readdir(join(deployment().appBuild.distDir, 'assets'))
  return files
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/${file}`)
    .sort()
}

/** The subscription tab's script: only a signed-in person on that tab needs it. */
async function subscriptionScript(): Promise<string> {
  const [script, ...others] = (await builtScripts()).filter((file) =>
    file.includes('SubscriptionTab'),
  )
  if (script === undefined || others.length > 0)
    throw new Error('expected one SubscriptionTab script')
  return script
}

/**
 * The entry script, sent as if it had been downloaded `hoursAgo`: the worker
 * dates its version by it. (Routing turns the HTTP cache off, so the worker
 * keeps the script as it passes, with this Date.)
 */
function entryFrom(hoursAgo: number) {
  return async (route: Route) => {
    const response = await route.fetch()
    const date = new Date(Date.now() - hoursAgo * 60 * 60 * 1000).toUTCString()
    await route.fulfill({ response, headers: { ...response.headers(), date } })
  }
}

/**
 * The first visit, with every answer the worker sends this page recorded: it
 * answers the page's request to fill with how many files it added.
 */
async function firstVisitWithWorker(page: Page): Promise<void> {
  await page.addInitScript((fillMessage) => {
    const store = window as unknown as { __fills: number[] }
    store.__fills = []
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
      if (event.data?.type === fillMessage) store.__fills.push(event.data.added)
    })
  }, FILL_MESSAGE)
  await page.goto('/login')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** After a reload: waits for the worker's answer to this visit's request to fill. */
function fillAnswer(page: Page): Promise<number> {
  return page
    .waitForFunction(() => {
      const fills = (window as unknown as { __fills: number[] }).__fills
      return fills.length > 0 ? [fills[0]] : null
    })
    .then(async (handle) => ((await handle.jsonValue()) as [number])[0])
}

test.describe('what the service worker fetches ahead of need', () => {
  test('given a first visit to /login, after the worker installs, should hold the page and what it loaded, and nothing it did not', async ({
    newPage,
  }) => {
    const { page } = await newPage({ serviceWorkers: 'allow' })
    await firstVisitWithWorker(page)

    const cached = await cachedPaths(page)
    expect(cached).toContain('/login')
    expect(cached.filter((path) => path.includes('LoginPage'))).toHaveLength(1)
    expect(cached).not.toContain('/app-shell.html')
    expect(cached).not.toContain(await subscriptionScript())
  })

  test('given a visit an hour after the install, after the page loaded, should fill the cache with every script of the build', async ({
    newPage,
  }) => {
    const { context, page } = await newPage({ serviceWorkers: 'allow' })
    await context.route('**/assets/index-*.js', entryFrom(2))
    await firstVisitWithWorker(page)

    await page.reload()
    expect(await fillAnswer(page)).toBeGreaterThan(0)
    expect(await cachedPaths(page)).toEqual(expect.arrayContaining(await builtScripts()))
  })

  test('given a visit minutes after the install, after the page loaded, should fetch none of the pages never opened', async ({
    newPage,
  }) => {
    const { page } = await newPage({ serviceWorkers: 'allow' })
    await firstVisitWithWorker(page)

    await page.reload()
    expect(await fillAnswer(page)).toBe(0)
    expect(await cachedPaths(page)).not.toContain(await subscriptionScript())
  })
})

test.describe('the wire budget (bench/budget.json)', () => {
  // bench/lib/wireJourney.mjs measures in contexts of its own, with Playwright's defaults, as
  // `npm run bench` does; Playwright Test gives every context opened during a test the config's
  // `use` (service workers blocked, pt-MZ, Africa/Maputo). Back to the defaults here: blocked, the
  // worker the journey waits for would never take control.
  test.use({ serviceWorkers: 'allow', locale: undefined, timezoneId: undefined })
  let servers: CountedServers | undefined

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const distDir = join(repoRoot, '.cache', 'e2e-wire', 'dist')
    servers = await startCountedServers({
      dist: distDir,
      startApi: ({ port, appOrigin }) =>
        startDemoServer({
          port,
          host: '127.0.0.1',
          appOrigin,
          productName: 'Conecta',
          paymentDelayMs: 1500,
          log: () => {},
        }),
    })
    await buildApp({
      apiUrl: servers.apiUrl,
      distDir,
      ssrDir: join(repoRoot, '.cache', 'e2e-wire', 'ssr'),
    })
  })

  test.afterAll(async () => {
    await servers?.close()
  })

  test('given a cold browser, after the first visit to / and a whole journey to a paid subscription, should stay within the wire budget', async () => {
    test.setTimeout(120_000)
    if (servers === undefined) throw new Error('the counted servers did not start')
    const figures = await measureWire(servers)
    const { failures } = compareWireWithBudget(figures, await readWireBudget(BUDGET_FILE))

    expect(failures).toEqual([])
  })
})
