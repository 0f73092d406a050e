// docs/architecture.md#performance: once /sw.js controls the page, a reload should take no
// asset bytes from the network, only API calls. The bench's own server
// counts what it actually sends (so fetches the worker makes on the page's
// behalf are counted too); the page's responses say which ones the worker
// answered from its cache.
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs'

/**
 * @typedef {{ url: string, bytes: number, kind: 'asset' | 'document' | 'worker script' }} NetworkFetch
 * @typedef {{
 *   assets: NetworkFetch[],
 *   other: NetworkFetch[],
 *   apiCalls: string[],
 *   fromServiceWorker: number,
 * }} RepeatVisit
 */

/** @type {import('playwright-core').Browser | null} */
let browser = null

export async function closeBrowser() {
  await browser?.close().catch(() => {})
  browser = null
}

/**
 * @param {{
 *   appUrl: string,
 *   apiUrl: string,
 *   path: string,
 *   served: import('./serveGzip.mjs').ServedRequest[],
 *   pagePath: (pathname: string) => boolean,
 * }} options `served` is the app server's log; `pagePath` tells pages from files
 * @returns {Promise<RepeatVisit>}
 */
export async function measureRepeatVisit({ appUrl, apiUrl, path, served, pagePath }) {
  browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${appUrl}${path}`, { waitUntil: 'load' })
    // The worker is registered after `load`, precaches everything on install
    // and claims the page on activation: a controller means the cache is full.
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
      timeout: 30_000,
    })
    await page.waitForLoadState('networkidle')

    const mark = served.length
    /** @type {string[]} */
    const apiCalls = []
    let fromServiceWorker = 0
    page.on('request', (request) => {
      if (request.url().startsWith(apiUrl))
        apiCalls.push(`${request.method()} ${request.url().slice(apiUrl.length)}`)
    })
    page.on('response', (response) => {
      if (response.url().startsWith(appUrl) && response.fromServiceWorker()) fromServiceWorker += 1
    })
    await page.reload({ waitUntil: 'load' })
    await page.waitForLoadState('networkidle')

    /** @type {NetworkFetch[]} */
    const fetched = served.slice(mark).map(({ url, bytes }) => ({
      url,
      bytes,
      kind: url === '/sw.js' ? 'worker script' : pagePath(url) ? 'document' : 'asset',
    }))
    return {
      assets: fetched.filter((item) => item.kind === 'asset'),
      other: fetched.filter((item) => item.kind !== 'asset'),
      apiCalls,
      fromServiceWorker,
    }
  } finally {
    await closeBrowser()
  }
}
