// `npm run test:visual`: builds the static Storybook, then runs the visual
// suite on Playwright Test (.storybook/visual/playwright.config.ts): every
// story pictured in Chromium and compared with its committed baseline
// (.storybook/visual/baselines/). Fails on any changed, new or stale picture.
// The HTML report (.cache/visual-report: expected / actual / diff) is the
// review page; the JSON report is what `npm test` (scripts/test.mjs) counts.
//
//   node scripts/test-visual.mjs [--update] [--no-build] [--report <file.json>] [-- <playwright args>]
//
// --update is Playwright's --update-snapshots (mode "changed"): rewrites the
// baselines that differ, adds the missing ones, deletes those of removed
// stories and records the Chromium version they were taken with. Arguments
// after `--` go to Playwright (-g "Screens/Login", --headed…).
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromiumPath } from './lib/chromium.mjs'
import { spawnGroup } from './lib/spawnGroup.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const staticDir = join(root, 'storybook-static')

const { values, positionals } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    build: { type: 'boolean', default: true },
    report: { type: 'string', default: join(root, '.cache', 'test-reports', 'visual.json') },
  },
  allowNegative: true,
  allowPositionals: true,
})
const report = resolve(values.report)
mkdirSync(dirname(report), { recursive: true })

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env */
async function run(command, args, env) {
  const job = spawnGroup(command, args, { cwd: root, env })
  const stop = () => {
    job.kill()
    process.exit(130)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  const code = await job.exited
  // Whatever the run left behind (a browser, a worker) goes with it.
  job.kill()
  process.off('SIGINT', stop)
  process.off('SIGTERM', stop)
  return code
}

const started = Date.now()
if (values.build) {
  const code = await run(
    join(root, 'node_modules', '.bin', 'storybook'),
    ['build', '--quiet', '-o', staticDir],
    { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  )
  console.error(
    `test-visual: storybook build exited ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  if (code !== 0) process.exit(code || 1)
} else if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('test-visual: --no-build, but storybook-static/index.json is missing')
  process.exit(1)
}

const code = await run(
  join(root, 'node_modules', '.bin', 'playwright'),
  [
    'test',
    '-c',
    join(root, '.storybook', 'visual', 'playwright.config.ts'),
    ...(values.update ? ['--update-snapshots=changed'] : []),
    ...positionals,
  ],
  // A missing browser fails here at once, with the fix, not in every test.
  { ...process.env, CHROME_PATH: chromiumPath(), PLAYWRIGHT_JSON_OUTPUT_FILE: report },
)
console.error(
  `test-visual: playwright exited ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    (code === 0
      ? ''
      : '; review: npx playwright show-report .cache/visual-report --host 127.0.0.1'),
)
process.exit(code)
