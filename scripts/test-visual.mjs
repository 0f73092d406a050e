// `npm run test:visual`: pictures every story of the static Storybook in
// Chromium (scripts/visual/shootStories.mjs) and compares each with its
// committed baseline (.storybook/visual/baselines/). Fails on any changed,
// new or stale picture; writes the review page .cache/visual/index.html
// (before / after / diff) and a Jest-format JSON report for `npm test`.
//
//   node scripts/test-visual.mjs [--update] [--no-build] [--report <file.json>]
//
// --update rewrites the baselines that differ, adds the missing ones, deletes
// those of removed stories and records the Chromium version they were taken with.
import { existsSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { serveStatic } from './lib/serveStatic.mjs'
import { spawnGroup } from './lib/spawnGroup.mjs'
import {
  baselineFile,
  compareImages,
  ensureDir,
  explain,
  jestReport,
  judge,
  keyOfBaselineFile,
  reviewPage,
  shotsFromIndex,
} from './visual/baselines.mjs'
import { shootStories } from './visual/shootStories.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const staticDir = join(root, 'storybook-static')
const visualDir = join(root, '.storybook', 'visual')
const baselinesDir = join(visualDir, 'baselines')
const manifestFile = join(visualDir, 'baselines.json')
const reviewDir = join(root, '.cache', 'visual')
const imagesDir = join(reviewDir, 'images')
/** The phone designers review on (.storybook/viewports.ts). */
const viewport = { width: 360, height: 740 }

const { values } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    build: { type: 'boolean', default: true },
    report: { type: 'string', default: join(root, '.cache', 'test-reports', 'visual.json') },
  },
  allowNegative: true,
})
const report = resolve(values.report)

/** @returns {{ chromium?: string, viewport?: { width: number, height: number } }} */
function readManifest() {
  if (!existsSync(manifestFile)) return {}
  return JSON.parse(readFileSync(manifestFile, 'utf8'))
}

async function buildStorybook() {
  const started = Date.now()
  const job = spawnGroup(
    join(root, 'node_modules', '.bin', 'storybook'),
    ['build', '--quiet', '-o', staticDir],
    {
      cwd: root,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    },
  )
  const code = await job.exited
  job.kill()
  console.error(
    `test-visual: storybook build exited ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return code
}

async function main() {
  const started = Date.now()
  if (values.build) {
    if ((await buildStorybook()) !== 0) return 1
  } else if (!existsSync(join(staticDir, 'index.json'))) {
    console.error('test-visual: --no-build, but storybook-static/index.json is missing')
    return 1
  }
  const shots = shotsFromIndex(JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')))
  ensureDir(baselinesDir)
  const baselineKeys = readdirSync(baselinesDir)
    .map(keyOfBaselineFile)
    .filter((key) => key !== null)
  rmSync(reviewDir, { recursive: true, force: true })
  ensureDir(imagesDir)

  const server = await serveStatic(staticDir, { cacheHeaders: true })
  let shooting
  /** @type {string[]} */
  const secondTakes = []
  try {
    let done = 0
    shooting = await shootStories({
      url: server.url,
      shots,
      viewport,
      workDir: reviewDir,
      onResult: () => {
        done += 1
        if (done % 50 === 0) console.error(`test-visual: ${done}/${shots.length} pictured`)
      },
    })
    // A story whose play does not wait for everything it shows (a toast from
    // the start-up fetch racing a click) can differ once on a busy machine. A
    // picture that differs is taken again and judged on the second take: a real
    // change differs both times, and a race does not rewrite a baseline.
    const differing = shooting.results.filter(({ shot, png }) => {
      const file = join(baselinesDir, baselineFile(shot.key))
      return png && baselineKeys.includes(shot.key) && !compareImages(readFileSync(file), png).same
    })
    if (differing.length > 0) {
      const again = await shootStories({
        url: server.url,
        shots: differing.map(({ shot }) => shot),
        viewport,
        workDir: reviewDir,
      })
      for (const retaken of again.results) {
        const index = shooting.results.findIndex(({ shot }) => shot.key === retaken.shot.key)
        const file = join(baselinesDir, baselineFile(retaken.shot.key))
        if (retaken.png && compareImages(readFileSync(file), retaken.png).same) {
          secondTakes.push(retaken.shot.key)
        }
        if (retaken.png) shooting.results[index] = retaken
      }
    }
  } finally {
    await server.close()
  }
  const { chromiumVersion, results } = shooting
  // How long each picture took, slowest first: where the suite's time goes.
  writeFileSync(
    join(reviewDir, 'timings.json'),
    `${JSON.stringify(
      [...results].sort((a, b) => b.ms - a.ms).map(({ shot, ms }) => ({ key: shot.key, ms })),
      null,
      1,
    )}\n`,
  )

  const manifest = readManifest()
  /** @type {string[]} */
  const notes = []
  if (manifest.chromium && manifest.chromium !== chromiumVersion) {
    notes.push(
      `Chromium differs: the baselines were taken with Chromium ${manifest.chromium}, this run used ${chromiumVersion}. ` +
        'A new Chromium can move text and edges by a pixel everywhere: if every difference below is of that kind, ' +
        're-take the baselines with `npm run test:visual -- --update` and commit them (see README, "Visual baselines").',
    )
  }

  if (secondTakes.length > 0) {
    notes.push(
      `Matched their baselines only on a second take (their play does not wait for all they show; worth fixing in the story): ${secondTakes.join(', ')}.`,
    )
  }

  const outcomes = judge({
    results,
    baselineKeys,
    baselinesDir,
    imagesDir,
    read: (path) => readFileSync(path),
  })

  if (values.update) {
    for (const outcome of outcomes) {
      const file = join(baselinesDir, baselineFile(outcome.key))
      if (outcome.verdict === 'stale') unlinkSync(file)
      else if (outcome.verdict === 'new' || outcome.verdict === 'changed') {
        const result = results.find(({ shot }) => shot.key === outcome.key)
        if (result?.png) writeFileSync(file, result.png)
      }
    }
    writeFileSync(
      manifestFile,
      `${JSON.stringify({ chromium: chromiumVersion, viewport, fonts: 'fonts-liberation (Debian)' }, null, 2)}\n`,
    )
  }

  /** @param {import('./visual/baselines.mjs').Outcome} outcome */
  const passing = (outcome) =>
    outcome.verdict === 'same' || (values.update && outcome.verdict !== 'error')
  const seconds = (Date.now() - started) / 1000
  ensureDir(dirname(report))
  writeFileSync(report, JSON.stringify(jestReport({ outcomes, passing, seconds, notes }), null, 2))
  const page = join(reviewDir, 'index.html')
  writeFileSync(
    page,
    reviewPage({
      outcomes,
      notes,
      relative: (path) => relative(reviewDir, path),
      updated: values.update,
    }),
  )

  for (const note of notes) console.error(`test-visual: ${note}`)
  for (const outcome of outcomes.filter((outcome) => outcome.verdict !== 'same')) {
    if (passing(outcome)) {
      const done = outcome.verdict === 'stale' ? 'baseline deleted' : 'baseline written'
      console.error(`  ✓ ${outcome.label} (${outcome.verdict}): ${done}`)
    } else console.error(`  ✗ ${outcome.label} ${explain(outcome)}`)
  }
  const failed = outcomes.filter((outcome) => !passing(outcome)).length
  const slowest = [...results].sort((a, b) => b.ms - a.ms)[0]
  console.error(
    `test-visual: ${shots.length} pictures, ${outcomes.length - failed} passed, ${failed} failed in ${seconds.toFixed(1)} s` +
      ` (Chromium ${chromiumVersion}${slowest ? `; slowest ${slowest.shot.key} ${slowest.ms} ms` : ''})`,
  )
  if (outcomes.some((outcome) => outcome.verdict !== 'same')) {
    console.error(`test-visual: review page: ${relative(process.cwd(), page)}`)
  }
  return failed === 0 ? 0 : 1
}

let exitCode = 1
try {
  exitCode = await main()
} catch (error) {
  console.error(error)
}
process.exit(exitCode)
