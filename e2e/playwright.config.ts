// The end-to-end suite on Playwright Test: the built app and the demo API in
// Debian's Chromium, one project per mode (e2e/README.md).
//
//   npm run test:e2e                                            # both projects (npm test's run)
//   npm run test:e2e -- --project=default session.e2e           # one file in one mode
//   npm run test:e2e -- --project same-origin -g "two tabs"
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
 * The files the same-origin project runs again, through nginx with the API under
 * /backend: those whose subject changes with where the API lives or what sits in
 * front of it. The others (hydration on a slow CPU, the bundles and the wire, the
 * route guards and returnUrl, profile forms, the connection cut in the browser, the
 * chaos walk) call the API through the same client whatever its address; they run
 * in the default project only.
 */
const SAME_ORIGIN_FILES = [
  // The mode itself: relative API address, one origin, no CORS.
  'sameOrigin.e2e.test.ts',
  // The session cookie and CSRF priming through the proxy, tabs, sign-out.
  'session.e2e.test.ts',
  // Fortify's own routes under the prefix.
  'twoFactor.e2e.test.ts',
  // Which sessions the API sees for this browser, through the proxy.
  'accountSecurity.e2e.test.ts',
  // The Idempotency-Key and the payment's polls through the proxy.
  'subscription.e2e.test.ts',
  // The service worker on the same origin as the API: it must never answer /backend.
  'receipt.e2e.test.ts',
  // The back/forward cache behind nginx's headers, the API's 401 through the proxy.
  'bfcache.e2e.test.ts',
  // nginx's own answers: the status pages and the app's fallback.
  'status.e2e.test.ts',
  // The mailed link of an e-mail change is the API's, under /backend, and redirects to the app.
  'emailChange.e2e.test.ts',
]

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.test.ts',
  globalSetup: './globalSetup.ts',
  // Two browsers, one per core, each file in one of them from start to end (a file's
  // tests share what they build up). Every account is new and every wait a condition,
  // so a file never depends on what another runs beside it.
  workers: 2,
  fullyParallel: false,
  // A failure is a failure: its trace shows why.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous limits for a loaded machine; every wait inside is a condition.
  timeout: 45_000,
  // The whole run takes 10 to 14 minutes on 2 cores. Something no test's own
  // limit reaches (a wait that never ends inside the chaos walk, whose limit
  // is hours) ends the run here as a failure ("Timed out waiting … for the
  // test suite to run"; the tests it cut short are counted as not run),
  // instead of holding `npm test` until CI gives up.
  // `npm run chaos` walks for hours on purpose: it lifts this (--global-timeout=0).
  globalTimeout: 40 * 60_000,
  expect: { timeout: WAIT_MS },
  reporter: [
    ['list'],
    // PLAYWRIGHT_JSON_OUTPUT_FILE moves the JSON: scripts/test.mjs counts the
    // tests that passed and failed from it.
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
      testMatch: SAME_ORIGIN_FILES,
      outputDir: cache('e2e-results/same-origin'),
    },
  ],
})
