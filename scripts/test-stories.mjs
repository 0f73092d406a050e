// Runs every story as a test in Chromium against the STATIC Storybook build:
// builds it (unless --no-build), serves it on 127.0.0.1, runs
// @storybook/test-runner (jest-playwright, config in .storybook/), writes a
// Jest-format JSON report, and exits with the runner's code.
//
//   node scripts/test-stories.mjs [--report <file.json>] [--no-build]
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromiumPath } from './lib/chromium.mjs'
import { serveStatic } from './lib/serveStatic.mjs'
import { spawnGroup } from './lib/spawnGroup.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const staticDir = join(root, 'storybook-static')
const bin = (name) => join(root, 'node_modules', '.bin', name)

const { values } = parseArgs({
  options: {
    report: { type: 'string', default: join(root, '.cache', 'test-reports', 'stories.json') },
    build: { type: 'boolean', default: true },
  },
  allowNegative: true,
})
const report = resolve(values.report)
mkdirSync(dirname(report), { recursive: true })

const env = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  // Read by .storybook/test-runner-jest.config.js; resolved here so a missing
  // browser fails at once with the fix, not inside a Jest worker.
  CHROME_PATH: chromiumPath(),
}

/** @type {Array<() => unknown>} run on every way out, last first */
const cleanups = []
async function cleanUp() {
  while (cleanups.length) await cleanups.pop()?.()
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, async () => {
    await cleanUp()
    process.exit(130)
  })
}

/** @param {string} label @param {string} command @param {string[]} args */
async function run(label, command, args) {
  const started = Date.now()
  const job = spawnGroup(command, args, { cwd: root, env })
  cleanups.push(() => job.kill())
  const code = await job.exited
  // Whatever the command left behind (a browser, Jest workers) goes with it.
  job.kill()
  console.error(
    `test-stories: ${label} exited ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return code
}

async function main() {
  if (values.build) {
    const code = await run('storybook build', bin('storybook'), [
      'build',
      '--quiet',
      '-o',
      staticDir,
    ])
    if (code !== 0) return code
  } else if (!existsSync(join(staticDir, 'index.json'))) {
    console.error('test-stories: --no-build, but storybook-static/index.json is missing')
    return 1
  }

  const server = await serveStatic(staticDir)
  cleanups.push(() => server.close())
  console.error(`test-stories: serving storybook-static at ${server.url}`)

  return run('test-storybook', bin('test-storybook'), [
    '--url',
    server.url,
    // Tests come from the built index.json, i.e. exactly the stories in this
    // build (and no MDX pages), not from re-parsing the story files.
    '--index-json',
    '--maxWorkers=2',
    // test-storybook declares --outputFile as a flag and passes the following
    // argument on to Jest as a loose one, so these two must come last.
    '--json',
    '--outputFile',
    report,
  ])
}

let exitCode = 1
try {
  exitCode = await main()
} catch (error) {
  console.error(error)
} finally {
  await cleanUp()
}
process.exit(exitCode)
