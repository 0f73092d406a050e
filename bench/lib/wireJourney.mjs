// What a visit really costs a person on a metered plan, counted on the wire
// (bench/lib/wireCounter.mjs) in a cold browser, the service worker included:
//   - the first visit to `/`: the page until it is quiet, then the worker's
//     install and activation; beside the same visit with workers blocked (the
//     page's own bytes), so the worker's share reads as a ratio;
//   - the whole journey a new subscriber makes: landing → register → the
//     mailed link → profile → free trial → pay Mensal (the demo API settles
//     a number ending 0 as paid).
// Used by `npm run bench` (figures), `npm run bench -- --check` and
// e2e/wire.e2e.test.ts (budgets in bench/budget.json, key "wire").
import { chromium } from 'playwright-core'
import { APP_SHELL_FILE } from '../../apps/web/server/serveApp.mjs'
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs'
import { serveGzip } from './serveGzip.mjs'
import { startWireCounter } from './wireCounter.mjs'

const host = '127.0.0.1'

/**
 * @typedef {import('./wireCounter.mjs').WireCounter} WireCounter
 * @typedef {import('./wireCounter.mjs').WireBytes} WireBytes
 * @typedef {{ app: WireBytes, api: WireBytes, down: number }} WireCost
 *   down: app + API, sent to the browser: the figure the budgets hold
 * @typedef {{ name: string, cost: WireCost }} JourneyStep
 * @typedef {{
 *   firstVisit: { page: WireCost, withWorker: WireCost, ratio: number },
 *   saveData: { firstVisit: WireCost, ratio: number },
 *   journey: { steps: JourneyStep[], total: WireCost },
 * }} WireFigures
 */

/** No byte for this long: the page (and its worker) have settled. */
const QUIET_MS = 1500
const POLL_MS = 100
/** A step that never goes quiet is a broken measurement, not a slow one. */
const SETTLE_LIMIT_MS = 30_000
const STEP_LIMIT_MS = 20_000

/**
 * @param {{ app: WireCounter, api: WireCounter }} counters
 * @returns {() => WireCost} the cost since this call
 */
function meter(counters) {
  const start = { app: counters.app.bytes(), api: counters.api.bytes() }
  return () => {
    const app = counters.app.bytes()
    const api = counters.api.bytes()
    const cost = {
      app: { down: app.down - start.app.down, up: app.up - start.app.up },
      api: { down: api.down - start.api.down, up: api.up - start.api.up },
    }
    return { ...cost, down: cost.app.down + cost.api.down }
  }
}

/** @param {{ app: WireCounter, api: WireCounter }} counters */
async function quiet(counters) {
  const started = performance.now()
  const total = () => {
    const { app, api } = { app: counters.app.bytes(), api: counters.api.bytes() }
    return app.down + app.up + api.down + api.up
  }
  let last = total()
  let since = performance.now()
  while (performance.now() - since < QUIET_MS) {
    if (performance.now() - started > SETTLE_LIMIT_MS)
      throw new Error(`wire: still sending after ${SETTLE_LIMIT_MS / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    const now = total()
    if (now !== last) {
      last = now
      since = performance.now()
    }
  }
}

/**
 * Waits until the page's worker is active and controls the page: its install
 * (whatever it fetches ahead of need) is over.
 * @param {import('playwright-core').Page} page
 */
async function workerInControl(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
    timeout: STEP_LIMIT_MS,
  })
}

/**
 * Emulates Chrome's data saver for the page and its worker: the `Save-Data: on`
 * header on every request and `navigator.connection.saveData` in both.
 * @param {import('playwright-core').BrowserContext} context
 */
async function saveDataContext(context) {
  await context.setExtraHTTPHeaders({ 'Save-Data': 'on' })
  await context.addInitScript(() => {
    const connection = /** @type {{ saveData?: boolean } | undefined} */ (
      /** @type {Navigator & { connection?: object }} */ (navigator).connection
    )
    if (connection) Object.defineProperty(connection, 'saveData', { get: () => true })
  })
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{
 *   appUrl: string,
 *   counters: { app: WireCounter, api: WireCounter },
 *   workers: boolean,
 *   saveData?: boolean,
 * }} options
 * @returns {Promise<WireCost>}
 */
async function firstVisit(browser, { appUrl, counters, workers, saveData = false }) {
  const context = await browser.newContext({ serviceWorkers: workers ? 'allow' : 'block' })
  try {
    if (saveData) await saveDataContext(context)
    const page = await context.newPage()
    await quiet(counters)
    const cost = meter(counters)
    await page.goto(`${appUrl}/`, { waitUntil: 'load' })
    if (workers) await workerInControl(page)
    await quiet(counters)
    return cost()
  } finally {
    await context.close()
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ appUrl: string, counters: { app: WireCounter, api: WireCounter }, mailUrl: string }} options
 *   mailUrl: the demo API's GET /__dev/mail, read from Node (not through a counter)
 * @returns {Promise<{ steps: JourneyStep[], total: WireCost }>}
 */
async function journey(browser, { appUrl, counters, mailUrl }) {
  const context = await browser.newContext()
  context.setDefaultTimeout(STEP_LIMIT_MS)
  const email = `wire-${Date.now().toString(36)}@example.co.mz`
  const password = 'palavra-secreta-123'
  /** @type {JourneyStep[]} */
  const steps = []
  /** @param {string} name @param {() => Promise<void>} act */
  const step = async (name, act) => {
    const cost = meter(counters)
    await act()
    await quiet(counters)
    steps.push({ name, cost: cost() })
  }
  try {
    const page = await context.newPage()
    await quiet(counters)
    const total = meter(counters)
    await step('landing /', async () => {
      await page.goto(`${appUrl}/`, { waitUntil: 'load' })
      await workerInControl(page)
    })
    await step('register', async () => {
      await page.getByRole('link', { name: 'Criar conta grátis' }).click()
      await page.getByRole('textbox', { name: 'Nome' }).fill('Ana Wire')
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
      await page.getByLabel('Palavra-passe', { exact: true }).fill(password)
      await page.getByLabel('Confirmar palavra-passe', { exact: true }).fill(password)
      await page.getByRole('button', { name: 'Criar conta' }).click()
      await page.waitForURL((url) => url.pathname === '/verify-email')
    })
    const link = await mailedLink(mailUrl, email)
    await step('mailed link → profile', async () => {
      await page.goto(link, { waitUntil: 'load' })
      await page.waitForURL((url) => url.pathname === '/profile')
      await page.getByRole('heading', { level: 1 }).waitFor()
    })
    await step('subscription tab → free trial', async () => {
      await page.getByRole('link', { name: 'Subscrição' }).click()
      await page.getByRole('button', { name: 'Iniciar teste gratuito' }).click()
      await page.getByText(/^Plano actual: Teste gratuito$/).waitFor()
    })
    await step('pay Mensal', async () => {
      await page.getByRole('button', { name: 'Escolher o plano Mensal' }).click()
      await page.getByRole('textbox', { name: /Número M-Pesa/ }).fill('84 123 4560')
      await page.getByRole('button', { name: /^Pagar 299\sMT$/ }).click()
      await page.getByRole('heading', { name: 'Pagamento confirmado' }).waitFor()
    })
    return { steps, total: total() }
  } finally {
    await context.close()
  }
}

/** @param {string} mailUrl @param {string} to */
async function mailedLink(mailUrl, to) {
  const started = performance.now()
  while (performance.now() - started < STEP_LIMIT_MS) {
    const response = await fetch(mailUrl, { headers: { Accept: 'application/json' } })
    const { data } = /** @type {{ data: { to: string, kind: string, link: string }[] }} */ (
      await response.json()
    )
    const mail = data.find((item) => item.to === to && item.kind === 'verify-email')
    if (mail) return mail.link
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new Error(`wire: no verification mail to ${to}`)
}

/**
 * Every figure, each in a cold browser context of one Chromium.
 * @param {{ appUrl: string, counters: { app: WireCounter, api: WireCounter }, mailUrl: string }} options
 * @returns {Promise<WireFigures>}
 */
export async function measureWire(options) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const page = await firstVisit(browser, { ...options, workers: false })
    const withWorker = await firstVisit(browser, { ...options, workers: true })
    const saveData = await firstVisit(browser, { ...options, workers: true, saveData: true })
    return {
      firstVisit: { page, withWorker, ratio: withWorker.down / page.down },
      saveData: { firstVisit: saveData, ratio: saveData.down / page.down },
      journey: await journey(browser, options),
    }
  } finally {
    await browser.close()
  }
}

/**
 * @typedef {{ url: string, close: () => Promise<void> }} ApiServer
 * @typedef {{
 *   appUrl: string,
 *   apiUrl: string,
 *   mailUrl: string,
 *   counters: { app: WireCounter, api: WireCounter },
 *   served: import('./serveGzip.mjs').ServedRequest[],
 *   close: () => Promise<void>,
 * }} CountedServers
 */

/**
 * The built app (gzip, the app's serving rule and cache headers) and the
 * demo API, each behind a wire counter: the browser only ever talks to the
 * counters, whose addresses are the ones the build and the API must know.
 * @param {{
 *   dist: string,
 *   startApi: (options: { port: number, appOrigin: string }) => Promise<ApiServer>,
 *   appPort?: number,
 *   apiPort?: number,
 * }} options ports 0 (the default) pick free ones
 * @returns {Promise<CountedServers>}
 */
export async function startCountedServers({ dist, startApi, appPort = 0, apiPort = 0 }) {
  /** @type {(() => Promise<void>)[]} */
  const closers = []
  const close = async () => {
    await Promise.allSettled(closers.splice(0).map((closeOne) => closeOne()))
  }
  try {
    const app = await serveGzip(dist, { port: 0, host, fallback: APP_SHELL_FILE })
    closers.push(app.close)
    const appCounter = await startWireCounter({ host, port: appPort, target: { port: app.port } })
    closers.push(appCounter.close)
    const api = await startApi({ port: 0, appOrigin: appCounter.url })
    closers.push(api.close)
    const apiCounter = await startWireCounter({
      host,
      port: apiPort,
      target: { port: Number(new URL(api.url).port) },
    })
    closers.push(apiCounter.close)
    return {
      appUrl: appCounter.url,
      apiUrl: apiCounter.url,
      mailUrl: `${api.url}/__dev/mail`,
      counters: { app: appCounter, api: apiCounter },
      served: app.served,
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
