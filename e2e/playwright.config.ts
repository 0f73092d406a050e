// The end-to-end suite on Playwright Test: the built app and the demo API in
// Debian's Chromium, one project per mode (e2e/README.md).
//
//   npx playwright test -c e2e/playwright.config.ts                        # both projects
//   npx playwright test -c e2e/playwright.config.ts --project same-origin -g "two tabs"
//   node scripts/test-e2e.mjs [--same-origin] [--report <file.json>] [-- <playwright args>]
import { register } from 'node:module'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs'
import { WAIT_MS } from './support/waits'

// The workspace's packages from their TypeScript sources (the "source" export
// condition), in the runner (the global setup, the test files it loads to list
// them) and in each worker, which loads this file first too.
register(new URL('./support/sourceCondition.mjs', import.meta.url))

const cache = (path: string) => fileURLToPath(new URL(`../.cache/${path}`, import.meta.url))

/**
 * Files of one mode only. The default project leaves out sameOrigin.e2e, which
 * checks the same-origin mode itself. The same-origin project leaves out the
 * files whose subject does not depend on where the API lives:
 */
const DEFAULT_ONLY = [
  // Each sets up a deployment of its own with a cross-origin build.
  'nginx.e2e.test.ts',
  'preview.e2e.test.ts',
  // Checks of the build's bundles, the same in both modes.
  'firstLoad.e2e.test.ts',
  'budget.e2e.test.ts',
  // Pages whose script never runs call no API, so the mode changes nothing there.
  'noscript.e2e.test.ts',
  // The hydration window on a slow CPU: where the API lives changes nothing there.
  'quickLogins.e2e.test.ts',
  // What the worker fetches ahead of need, and the wire budget on a build of its own
  // (a cross-origin one): the worker never touches the API in either mode.
  'wire.e2e.test.ts',
  // The chaos walk: the time it costs is spent once, in the default project.
  'chaos.e2e.test.ts',
]

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.test.ts',
  globalSetup: './globalSetup.ts',
  // One browser at a time: two shared cores, and timing-sensitive pages
  // (a countdown, a payment delay) must not starve each other.
  workers: 1,
  fullyParallel: false,
  // A failure is a failure: its trace shows why.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous limits for a loaded machine; every wait inside is a condition.
  timeout: 45_000,
  expect: { timeout: WAIT_MS },
  reporter: [
    ['list'],
    // PLAYWRIGHT_HTML_OUTPUT_DIR and PLAYWRIGHT_JSON_OUTPUT_FILE move them:
    // scripts/test-e2e.mjs gives each mode its own, and scripts/test.mjs counts
    // the tests that passed and failed from the JSON.
    ['html', { outputFolder: cache('e2e-report'), open: 'never' }],
    ['json', { outputFile: cache('e2e-results/report.json') }],
  ],
  use: {
    launchOptions: chromiumLaunchOptions(),
    locale: 'pt-MZ',
    timezoneId: 'Africa/Maputo',
    // A worker could answer requests `context.route` must see; the tests about
    // the service worker ask for it (serviceWorkers: 'allow').
    serviceWorkers: 'block',
    actionTimeout: WAIT_MS,
    navigationTimeout: WAIT_MS,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'default',
      testIgnore: ['sameOrigin.e2e.test.ts'],
      outputDir: cache('e2e-results/default'),
    },
    {
      name: 'same-origin',
      testIgnore: DEFAULT_ONLY,
      outputDir: cache('e2e-results/same-origin'),
    },
  ],
})
