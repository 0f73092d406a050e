// Lighthouse's mobile default (Moto G Power emulation, simulated slow 4G,
// `throttlingMethod: 'simulate'`) on one URL, a fresh Chromium per run so no
// run inherits another's cache or service worker. Simulated timings come from
// a model of the page's network and CPU trace, so they depend far less on
// how busy this shared machine is than observed timings would; TBT still
// scales with the real CPU time measured, so treat it with that caveat.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs'

/**
 * @typedef {{
 *   performance: number,
 *   lcp: number, fcp: number, tbt: number, cls: number,
 *   totalBytes: number, scriptBytes: number, requests: number, scriptRequests: number,
 * }} LighthouseFigures
 */

/** Chromium instances alive right now, so Ctrl-C can stop them. */
const running = new Set()

export function killBrowsers() {
  for (const chrome of running) {
    try {
      chrome.kill()
    } catch {
      // Already gone.
    }
  }
  running.clear()
}

/**
 * @param {import('lighthouse').Result} lhr
 * @returns {LighthouseFigures}
 */
export function figuresOf(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
  /** @type {{ resourceType: string, transferSize: number, requestCount: number }[]} */
  const summary = /** @type {any} */ (lhr.audits['resource-summary']?.details)?.items ?? []
  const row = (type) => summary.find((item) => item.resourceType === type)
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: row('total')?.transferSize ?? Number.NaN,
    scriptBytes: row('script')?.transferSize ?? 0,
    requests: row('total')?.requestCount ?? Number.NaN,
    scriptRequests: row('script')?.requestCount ?? 0,
  }
}

/**
 * What explains a run's timings: the element Lighthouse took as the largest
 * paint (a late one, such as a toast after an API call, sets LCP) and every
 * request with its start time and transfer size.
 * @param {import('lighthouse').Result} lhr
 */
export function detailsOf(lhr) {
  /** @type {any} */
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details
  const node = lcpDetails?.items?.[0]?.items?.[0]?.node
  /** @type {{ url: string, resourceType?: string, transferSize?: number, networkRequestTime?: number }[]} */
  const items = /** @type {any} */ (lhr.audits['network-requests']?.details)?.items ?? []
  return {
    lcpElement: node
      ? `${node.snippet ?? ''} “${String(node.nodeLabel ?? '').slice(0, 70)}”`
      : null,
    requests: items.map((item) => ({
      url: item.url,
      type: item.resourceType ?? '',
      transferSize: item.transferSize ?? 0,
      start: Math.round(item.networkRequestTime ?? 0),
    })),
  }
}

/**
 * @param {string} url
 * @param {{ port: number }} options the Chromium debugging port
 * @returns {Promise<{ figures: LighthouseFigures, lhr: import('lighthouse').Result }>}
 */
export async function runLighthouse(url, { port }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
    port,
    // The bench stops browsers itself on Ctrl-C, together with its servers.
    handleSIGINT: false,
    logLevel: 'silent',
  })
  running.add(chrome)
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: 'simulate',
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    return { figures: figuresOf(lhr), lhr }
  } finally {
    running.delete(chrome)
    chrome.kill()
  }
}

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Median of each figure on its own, as the issue asks ("median of 3").
 * @param {LighthouseFigures[]} runs
 * @returns {LighthouseFigures}
 */
export function medianFigures(runs) {
  const keys = /** @type {(keyof LighthouseFigures)[]} */ (Object.keys(runs[0] ?? {}))
  return /** @type {LighthouseFigures} */ (
    Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]))
  )
}
