// The app screens' Docs pages (stories/support/AppStoryDocsPage.tsx) in
// Chromium, against the static Storybook: each page must show every story of
// its file in a frame of its own, and every one of them must finish its
// `play` there as it does in the test runner. Storybook's own test runner
// visits stories only, never docs pages. Axe is the stories suite's: there
// the runner pauses animations before it; here they run in real time, and
// axe can catch a toast half faded in (a contrast failure of that instant).
//
//   node scripts/test-docs-pages.mjs [--no-build] [--report <file.json>] [--title Screens/Login]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from './lib/chromium.mjs'
import { appDocsPages, docsPagesReport } from './lib/docsPages.mjs'
import { serveStatic } from './lib/serveStatic.mjs'
import { spawnGroup } from './lib/spawnGroup.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const staticDir = join(root, 'storybook-static')

const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    // Only the pages whose title starts with this.
    title: { type: 'string', default: '' },
    report: { type: 'string', default: join(root, '.cache', 'test-reports', 'docs-pages.json') },
  },
  allowNegative: true,
})
const report = resolve(values.report)

/** How long one story of a page may take, from the previous one's end to its own. */
const perStoryMs = 30_000
/** Pages open at once: each runs one play at a time. */
const concurrency = 2

/**
 * In the docs page's own window: every `storyFinished` its story frames post
 * up through Storybook's channel (JSON with `key: 'storybook-channel'`).
 */
function collectFinishedStories() {
  if (window.top !== window) return
  /** @type {import('./lib/docsPages.mjs').PageOutcome['finished']} */
  const finished = []
  Object.assign(window, { __docsPageFinished: finished })
  window.addEventListener('message', (event) => {
    if (typeof event.data !== 'string' || !event.data.includes('storyFinished')) return
    try {
      const message = JSON.parse(event.data)
      if (message?.key !== 'storybook-channel' || message.event?.type !== 'storyFinished') return
      const { storyId, status, reporters = [] } = message.event.args[0]
      const axeFailed = reporters.some(
        (/** @type {{ type?: string, status?: string }} */ reporter) =>
          reporter.type === 'a11y' && reporter.status === 'failed',
      )
      finished.push({ storyId, status, axeFailed })
    } catch {
      // Not a channel message.
    }
  })
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {import('./lib/docsPages.mjs').DocsPage} docsPage
 * @returns {Promise<import('./lib/docsPages.mjs').PageOutcome>}
 */
async function visit(browser, baseUrl, docsPage) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } })
  try {
    const page = await context.newPage()
    /** @type {string[]} */
    const pageErrors = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.addInitScript(collectFinishedStories)
    await page.goto(`${baseUrl}iframe.html?id=${docsPage.id}&viewMode=docs`)
    await page.locator('.sbdocs-title').waitFor()
    const frameCount = await page.locator('iframe[title^="Estado: "]').count()
    if (frameCount > 0) {
      await page
        .waitForFunction(
          (count) =>
            /** @type {{ __docsPageFinished?: unknown[] }} */ (window).__docsPageFinished?.length >=
            count,
          docsPage.storyIds.length,
          { timeout: docsPage.storyIds.length * perStoryMs, polling: 250 },
        )
        .catch(() => {})
    }
    const finished = await page.evaluate(
      () =>
        /** @type {{ __docsPageFinished?: import('./lib/docsPages.mjs').PageOutcome['finished'] }} */ (
          window
        ).__docsPageFinished ?? [],
    )
    return { docsPage, frameCount, finished, pageErrors }
  } finally {
    await context.close()
  }
}

async function main() {
  if (values.build) {
    const job = spawnGroup(
      join(root, 'node_modules', '.bin', 'storybook'),
      ['build', '--quiet', '-o', staticDir],
      { cwd: root, env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
    )
    const code = await job.exited
    job.kill()
    if (code !== 0) return code
  }
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'))
  const pages = appDocsPages(index).filter((page) => page.title.startsWith(values.title))
  const started = Date.now()
  const server = await serveStatic(staticDir)
  const browser = await chromium.launch(chromiumLaunchOptions())
  /** @type {import('./lib/docsPages.mjs').PageOutcome[]} */
  const outcomes = []
  try {
    const queue = [...pages]
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const outcome = await visit(browser, server.url, next)
        outcomes.push(outcome)
        const ok = docsPagesReport([outcome], 0).numFailedTests === 0
        console.error(`test-docs-pages: ${ok ? '✓' : '✗'} ${next.title}`)
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
  } finally {
    await browser.close()
    await server.close()
  }
  const seconds = (Date.now() - started) / 1000
  const json = docsPagesReport(outcomes, seconds)
  mkdirSync(dirname(report), { recursive: true })
  writeFileSync(report, `${JSON.stringify(json, null, 2)}\n`)
  for (const result of json.testResults[0]?.assertionResults ?? []) {
    for (const message of result.failureMessages) console.error(`✗ ${message}`)
  }
  console.error(
    `test-docs-pages: ${pages.length} docs pages, ${json.numPassedTests} stories passed, ${json.numFailedTests} failed in ${seconds.toFixed(1)} s`,
  )
  return json.success ? 0 : 1
}

process.exitCode = await main()
