// `npm run chaos`: the chaos walk of e2e/chaos.e2e.test.ts on its own, as long
// as asked (README.md, "The chaos suite"). It builds the app against a private
// demo API like the end-to-end suite (e2e/playwright.config.ts) and walks in
// Debian's Chromium.
//
//   npm run chaos                                # 200 journeys from a random seed
//   npm run chaos -- --journeys 20 --seed 42     # a shorter walk, a chosen seed
//   npm run chaos -- --replay '{"seed":…,"steps":…,"path":"…","replayPath":"…"}'
//   npm run chaos -- --replay .cache/chaos/replay.json
//
// A failed walk prints its --replay argument and writes it to .cache/chaos/replay.json;
// the figures of the last walk are in .cache/chaos/last-run.json, its steps in
// .cache/chaos/journeys.log.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { spawnGroup } from './lib/spawnGroup.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

const { values } = parseArgs({
  options: {
    journeys: { type: 'string', default: '200' },
    steps: { type: 'string', default: '12' },
    seed: { type: 'string' },
    replay: { type: 'string' },
  },
})

/** @param {string} name @param {string} value */
function integer(name, value) {
  const parsed = Number(value)
  if (!Number.isSafeInteger(parsed)) {
    console.error(`chaos: --${name} takes a whole number, not '${value}'`)
    process.exit(2)
  }
  return parsed
}

/** @type {Record<string, string>} */
const walk = {}
if (values.replay !== undefined) {
  const text = existsSync(values.replay) ? readFileSync(values.replay, 'utf8') : values.replay
  /** @type {{ seed?: unknown, steps?: unknown, path?: unknown, replayPath?: unknown }} */
  let replay
  try {
    replay = JSON.parse(text)
  } catch {
    console.error(`chaos: --replay takes the JSON a failed walk printed, or its file: ${text}`)
    process.exit(2)
  }
  if (!Number.isSafeInteger(replay.seed) || typeof replay.path !== 'string') {
    console.error('chaos: --replay needs at least a whole-number "seed" and a "path"')
    process.exit(2)
  }
  walk.CONECTA_CHAOS_SEED = String(replay.seed)
  walk.CONECTA_CHAOS_PATH = replay.path
  walk.CONECTA_CHAOS_JOURNEYS = '1'
  if (Number.isSafeInteger(replay.steps)) walk.CONECTA_CHAOS_STEPS = String(replay.steps)
  if (typeof replay.replayPath === 'string') walk.CONECTA_CHAOS_REPLAY_PATH = replay.replayPath
} else {
  const seed =
    values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : integer('seed', values.seed)
  walk.CONECTA_CHAOS_SEED = String(seed)
  walk.CONECTA_CHAOS_JOURNEYS = String(integer('journeys', values.journeys))
  walk.CONECTA_CHAOS_STEPS = String(integer('steps', values.steps))
}
console.log(`chaos: ${JSON.stringify(walk)}`)

const job = spawnGroup(
  join(root, 'node_modules', '.bin', 'playwright'),
  [
    'test',
    '-c',
    join(root, 'e2e', 'playwright.config.ts'),
    // `--project=…`: a bare `--project` would take the file filter after it as a project's name.
    '--project=default',
    // A long walk outlasts the suite's limit for `npm test` (e2e/playwright.config.ts).
    '--global-timeout=0',
    'chaos.e2e',
    '-g',
    'seeded walk',
  ],
  {
    cwd: root,
    env: {
      ...process.env,
      ...walk,
      PLAYWRIGHT_JSON_OUTPUT_FILE: join(root, '.cache', 'test-reports', 'chaos.json'),
    },
  },
)
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => job.kill(signal))
}
job.exited.then((code) => process.exit(code))
