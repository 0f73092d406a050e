// The end-to-end suite (e2e/) in one mode: `playwright test` with
// e2e/playwright.config.ts and one of its projects, each pass with reports of
// its own so that `npm test` (scripts/test.mjs) keeps both:
//
//   default      the API on its own origin      report .cache/test-reports/e2e.json,
//                                               HTML .cache/e2e-report/default
//   same-origin  (--same-origin) the app built with VITE_API_URL=/backend behind
//                a real nginx that proxies /backend/ to the demo API
//                                               report .cache/test-reports/e2e-same-origin.json,
//                                               HTML .cache/e2e-report/same-origin
//
// Which files run in which project is the config's (testIgnore). Arguments
// after `--` go to Playwright (a file filter, -g "<test name>", --headed…).
//
//   node scripts/test-e2e.mjs [--same-origin] [--report <file.json>] [-- <playwright args>]
import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromiumPath } from './lib/chromium.mjs'
import { spawnGroup } from './lib/spawnGroup.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

const { values, positionals } = parseArgs({
  options: {
    report: { type: 'string' },
    'same-origin': { type: 'boolean', default: false },
  },
  allowPositionals: true,
})
const project = values['same-origin'] === true ? 'same-origin' : 'default'
const report = resolve(
  values.report ??
    join(
      root,
      '.cache',
      'test-reports',
      project === 'default' ? 'e2e.json' : 'e2e-same-origin.json',
    ),
)
mkdirSync(dirname(report), { recursive: true })

// A missing browser fails here at once, with the fix, not in every test file.
const env = {
  ...process.env,
  CHROME_PATH: chromiumPath(),
  PLAYWRIGHT_JSON_OUTPUT_FILE: report,
  PLAYWRIGHT_HTML_OUTPUT_DIR: join(root, '.cache', 'e2e-report', project),
}

const started = Date.now()
const job = spawnGroup(
  join(root, 'node_modules', '.bin', 'playwright'),
  // `--project=…`: a bare `--project` would take the file filters after it as projects' names.
  ['test', '-c', join(root, 'e2e', 'playwright.config.ts'), `--project=${project}`, ...positionals],
  { cwd: root, env },
)
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    job.kill()
    process.exit(130)
  })
}
const code = await job.exited
// Whatever the run left behind (a browser, a worker) goes with it.
job.kill()
console.error(
  `test-e2e (${project}): playwright exited ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
process.exit(code)
