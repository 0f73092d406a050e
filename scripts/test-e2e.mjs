// The end-to-end suite (e2e/): Vitest with its own config, whose global setup
// builds the app once against the demo API, serves both on 127.0.0.1 and
// drives Debian's Chromium through playwright-core. Writes a Jest-format JSON
// report (Vitest's json reporter) and exits with Vitest's code.
//
// --same-origin runs the suite in same-origin mode instead (e2e/README.md):
// the app built with VITE_API_URL=/backend behind a real nginx that proxies
// /backend/ to the demo API. The files that set up a deployment of their
// own (nginx.e2e, preview.e2e, wire.e2e: a cross-origin build each) and the chaos walk
// run in the default pass only; sameOrigin.e2e, which checks the mode itself, in this one only.
//
//   node scripts/test-e2e.mjs [--same-origin] [--report <file.json>] [-- <extra vitest args>]
import { mkdirSync, rmSync } from 'node:fs'
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
const sameOrigin = values['same-origin'] === true
const report = resolve(
  values.report ??
    join(root, '.cache', 'test-reports', sameOrigin ? 'e2e-same-origin.json' : 'e2e.json'),
)
/** Files of the other pass (see above). */
const excluded = sameOrigin
  ? [
      '**/nginx.e2e.test.ts',
      '**/preview.e2e.test.ts',
      // Checks of the build's bundles, the same in both modes: the default pass has them.
      '**/firstLoad.e2e.test.ts',
      '**/budget.e2e.test.ts',
      // Pages whose script never runs call no API, so the mode changes nothing there.
      '**/noscript.e2e.test.ts',
      // The hydration window on a slow CPU: where the API lives changes nothing there.
      '**/quickLogins.e2e.test.ts',
      // What the worker fetches ahead of need, and the wire budget on a build of its own
      // (a cross-origin one): the worker never touches the API in either mode.
      '**/wire.e2e.test.ts',
      // The chaos walk: the time it costs is spent once, in the default pass.
      '**/chaos.e2e.test.ts',
    ]
  : ['**/sameOrigin.e2e.test.ts']
mkdirSync(dirname(report), { recursive: true })
// Traces of the tests that failed in this pass only (e2e/support/browser.ts keeps them).
rmSync(join(root, '.cache', 'e2e-traces', sameOrigin ? 'same-origin' : 'default'), {
  recursive: true,
  force: true,
})

// A missing browser fails here at once, with the fix, not in every test file.
const env = {
  ...process.env,
  CHROME_PATH: chromiumPath(),
  CONECTA_E2E_SAME_ORIGIN: sameOrigin ? '1' : '0',
}

const started = Date.now()
const job = spawnGroup(
  join(root, 'node_modules', '.bin', 'vitest'),
  [
    'run',
    '--config',
    join(root, 'e2e', 'vitest.config.ts'),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...excluded.map((glob) => `--exclude=${glob}`),
    ...positionals,
  ],
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
  `test-e2e${sameOrigin ? ' (same-origin)' : ''}: vitest exited ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
process.exit(code)
