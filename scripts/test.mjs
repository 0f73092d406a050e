// `npm test`: every gate and every suite, one after another, then one closing line with
// the totals of all suites: "N passed, N failed". A failing suite does not stop
// the others, so one run shows everything that is wrong.
//
// One at a time: each suite has the machine to itself. Their limits (an action's
// 10 s, a test's 45 s) are set for one suite's own workers on these 2 cores; with
// the end-to-end suite run beside the Storybook suites, three or four Chromiums
// shared them, and a different long end-to-end test ran out of time in each run
// (README.md#the-two-commands).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawnGroupWithin } from './lib/spawnGroup.mjs'
import { countsOf, failureDetailsOf, failuresOf } from './lib/testReports.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const reports = join(root, '.cache', 'test-reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const bin = (name) => join(root, 'node_modules', '.bin', name)

/** Gates pass or fail as a whole; they have no test count. */
const gates = [
  { name: 'lint', cmd: bin('biome'), args: ['check', '.'] },
  { name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
  // A broken link or an old-style citation ("spec §N", a bare document name,
  // "issue N") fails: every reference points inside the repository.
  {
    name: 'docs links',
    cmd: process.execPath,
    args: [join(root, 'scripts', 'check-doc-links.mjs'), '--strict'],
  },
]

/**
 * A Vitest run of the projects `filter` names (Vitest's --project, `!` to leave out).
 * @param {string} filter
 * @param {string} report
 */
const vitestProjects = (filter, report) => ({
  report,
  cmd: bin('vitest'),
  /** @param {string} file */
  args: (file) => [
    'run',
    '--project',
    filter,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ],
})

/**
 * Suites write a JSON report: Jest's format (Vitest, the Storybook runner),
 * or Playwright Test's (the visual and end-to-end suites); {@link countsOf} reads either.
 */
/**
 * @typedef {object} Suite
 * @property {string} name
 * @property {string} report its JSON report
 * @property {string} cmd
 * @property {(report: string) => string[]} args
 * @property {(report: string) => Record<string, string>} [env] added to the run's environment
 * @property {number} limitMinutes the most it may take, about three times its usual time on
 *   2 cores: a suite still running then is stopped and counted as failed, so that one
 *   suite that hangs cannot keep the summary from being printed before CI's own limit
 */

/** @type {Suite[]} */
const suites = [
  {
    // Includes the project 'scripts': `npm run doctor` against the demo API and its
    // misconfigured variants, and the contract's lint and up-to-date checks.
    // Not 'ui-package' (the next suite): its npm installs and builds took the
    // cores from the jsdom workers beside them, whose tests then timed out.
    name: 'unit (vitest)',
    limitMinutes: 15, // usually 4 min
    ...vitestProjects('!ui-package', join(reports, 'vitest.json')),
  },
  {
    // The packed packages installed and built in fresh Vite and Next.js apps, alone.
    name: 'packages as a host app installs them (vitest ui-package)',
    limitMinutes: 12, // usually 3 to 4 min
    ...vitestProjects('ui-package', join(reports, 'ui-package.json')),
  },
  {
    // Both projects of e2e/playwright.config.ts in one run: 'default' (the API on its own
    // origin) and 'same-origin' (the app built with VITE_API_URL=/backend behind a real
    // nginx that proxies /backend/ to the demo API). Its HTML report: .cache/e2e-report.
    name: 'end-to-end (Playwright Test, projects default and same-origin, Chromium)',
    limitMinutes: 45, // usually 10 to 14 min; its own globalTimeout stops it at 40, with a report
    report: join(reports, 'e2e.json'),
    cmd: bin('playwright'),
    args: () => ['test', '-c', join(root, 'e2e', 'playwright.config.ts')],
    env: (report) => ({ PLAYWRIGHT_JSON_OUTPUT_FILE: report }),
  },
  {
    name: 'stories (storybook test-runner, Chromium)',
    limitMinutes: 15, // usually 4 min
    report: join(reports, 'stories.json'),
    cmd: process.execPath,
    args: (report) => [join(root, 'scripts', 'test-stories.mjs'), '--report', report],
  },
  {
    // Pictures of every story against the committed baselines (Playwright
    // Test's toHaveScreenshot) and the app screens' Docs pages, on the static
    // Storybook the stories suite has just built (.storybook/visual/).
    name: 'visual and docs pages (Playwright Test, Chromium)',
    limitMinutes: 15, // usually 5 min
    report: join(reports, 'visual.json'),
    cmd: bin('playwright'),
    args: () => ['test', '-c', join(root, '.storybook', 'visual', 'playwright.config.ts')],
    env: (report) => ({ PLAYWRIGHT_JSON_OUTPUT_FILE: report }),
  },
]

const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', FORCE_COLOR: '0' }
const summary = []
/** @type {string[]} each failed test with the start of its error, printed just before the summary */
const details = []
/** Enough for a wait's message and the start of the DOM or page it gave up on. */
const DETAIL_LINES = 40
let gateFailed = false

for (const gate of gates) {
  console.log(`\n=== ${gate.name}`)
  const started = Date.now()
  const { status } = spawnSync(gate.cmd, gate.args, { stdio: 'inherit', cwd: root, env })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  summary.push(`${gate.name}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`)
  if (status !== 0) gateFailed = true
}

/**
 * Runs a suite to its end and reads its counts.
 * @param {Suite} suite
 */
async function runSuite(suite) {
  const started = Date.now()
  // In a process group of its own, so that stopping it stops its browsers and workers too.
  const job = spawnGroupWithin(
    suite.cmd,
    suite.args(suite.report),
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      cwd: root,
      env: { ...env, ...suite.env?.(suite.report) },
    },
    suite.limitMinutes * 60_000,
    () =>
      console.log(`\n=== ${suite.name}: still running after ${suite.limitMinutes} min, stopped`),
  )
  running = job
  const { code: status, overran } = await job.ended
  running = null
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  let counts = { passed: 0, failed: 0, skipped: 0 }
  /** @type {string[]} */
  let failures = []
  if (overran) {
    // Stopped before its end: any report it left is unfinished.
    counts.failed = 1
    failures = [
      `still running after ${suite.limitMinutes} min and stopped: the last lines of its output, above "=== ${suite.name}: still running", say what it was doing`,
    ]
  } else if (existsSync(suite.report)) {
    const json = JSON.parse(readFileSync(suite.report, 'utf8'))
    counts = countsOf(json)
    failures = failuresOf(json)
    details.push(...failureDetailsOf(json, DETAIL_LINES))
  }
  // A runner that crashed or exited non-zero without a failing test still fails.
  if (status !== 0 && counts.failed === 0) counts.failed = 1
  if (counts.passed + counts.failed === 0) counts.failed = 1
  if (counts.failed > 0 && failures.length === 0) {
    failures = [`the runner exited ${status} without a failed test in its report: see its output`]
  }
  return { counts, failures, seconds }
}

/**
 * @param {Suite} suite
 * @param {Awaited<ReturnType<typeof runSuite>>} outcome
 */
function count(suite, { counts, failures, seconds }) {
  passed += counts.passed
  failed += counts.failed
  skipped += counts.skipped
  summary.push(
    `${suite.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds} s)`,
    ...failures.map((failure) => `  ✘ ${failure}`),
  )
}

let passed = 0
let failed = 0
let skipped = 0
/** @type {ReturnType<typeof spawnGroupWithin> | null} the suite under way, stopped with npm test */
let running = null
// Each suite runs in its own process group, out of reach of the terminal's Ctrl-C: pass it on.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    running?.kill(signal)
    process.exit(1)
  })
}
for (const suite of suites) {
  console.log(`\n=== ${suite.name}`)
  count(suite, await runSuite(suite))
}

if (details.length > 0) {
  console.log('\n=== the failures, each with the start of its error')
  for (const line of details) console.log(line)
}
console.log('\n=== summary')
for (const line of summary) console.log(line)
if (gateFailed) console.log('a gate failed: see above')
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || gateFailed ? 1 : 0)
