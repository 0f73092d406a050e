// The end-to-end suite (e2e/): Vitest with its own config, whose global setup
// builds the app once against the demo API, serves both on 127.0.0.1 and
// drives Debian's Chromium through playwright-core. Writes a Jest-format JSON
// report (Vitest's json reporter) and exits with Vitest's code.
//
//   node scripts/test-e2e.mjs [--report <file.json>] [-- <extra vitest args>]
import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromiumPath } from './lib/chromium.mjs'
import { spawnGroup } from './lib/spawnGroup.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

const { values, positionals } = parseArgs({
  options: {
    report: { type: 'string', default: join(root, '.cache', 'test-reports', 'e2e.json') },
  },
  allowPositionals: true,
})
const report = resolve(values.report)
mkdirSync(dirname(report), { recursive: true })

// A missing browser fails here at once, with the fix, not in every test file.
const env = {
  ...process.env,
  CHROME_PATH: chromiumPath(),
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
console.error(`test-e2e: vitest exited ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(code)
