// `npm run bench` (docs/architecture.md#performance): first-visit weight and speed of the
// pre-rendered public pages beside two reference pages built the same way
// (bench/): a bare React 19 page with one form, and the "floor", that form
// plus what the issues require on the first load (React, react-router-dom's
// data router, the session as an XState actor), so the budgets can be read
// against what the mandated libraries cost on their own. Then the repeat visit
// through /sw.js, what a cold browser's first visit and a new subscriber's
// whole journey cost on the wire with the service worker (bench/lib/wireJourney.mjs),
// and what the initial JavaScript is made of.
// A benchmark, not a test: a missed target is reported, never an exit code.
// The one exception is the budget (bench/budget.json): `--check` fails when a
// public page's initial JavaScript (gzip) grows more than 5 % over its figure
// (bench/lib/budget.mjs), when the first visit or the journey costs more on
// the wire than its "wire" figures (bench/lib/wireBudget.mjs), or when an
// embeddable block costs a host app more than its "blocks" figure
// (bench/lib/blockCost.mjs); bytes are exact on any machine, timings are not.
//
//   npm run bench                       build all three, everything, 3 Lighthouse runs each
//   npm run bench -- --runs 5           more runs per page (median)
//   npm run bench -- --no-build         reuse the last bench build (.cache/bench/)
//   npm run bench -- --analyze          breakdown for every route, every module
//   npm run bench -- --no-lighthouse    only the deterministic figures
//   npm run bench -- --check            build the app, compare every public page, the wire figures
//                                       and the blocks with the budget; exit 1 if one is over (no Lighthouse)
//   npm run bench -- --update-budget    build the app and write its figures to bench/budget.json
//   BENCH_PORT=4300 npm run bench       ports BENCH_PORT…+3 and +10…+49 for Chromium (default 4400)
//
// Figures go to the console and to .cache/bench/latest.json; each
// Lighthouse report to .cache/bench/lighthouse/.
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { breakdown, readChunkGraph, staticClosure } from '../bench/lib/analyze.mjs'
import { compareBlocksWithBudget, measureBlocks, readBlockBudget } from '../bench/lib/blockCost.mjs'
import {
  BUDGET_FILE,
  compareWithBudget,
  formatComparison,
  measureInitialJs,
  readBudget,
  writeBudget,
} from '../bench/lib/budget.mjs'
import {
  appDist,
  bareDist,
  buildApp,
  buildBare,
  buildFloor,
  cacheDir,
  chunkGraphFile,
  floorDist,
  repoRoot,
} from '../bench/lib/build.mjs'
import { initialLoad } from '../bench/lib/initialJs.mjs'
import { detailsOf, killBrowsers, medianFigures, runLighthouse } from '../bench/lib/lighthouse.mjs'
import { closeBrowser, measureRepeatVisit } from '../bench/lib/repeatVisit.mjs'
import { kB, routeTable, table } from '../bench/lib/report.mjs'
import { serveGzip } from '../bench/lib/serveGzip.mjs'
import { compareWireWithBudget, readWireBudget } from '../bench/lib/wireBudget.mjs'
import { measureWire, startCountedServers } from '../bench/lib/wireJourney.mjs'

const host = '127.0.0.1'
const productName = 'Conecta'
/** Each route and the pre-rendered page that answers it. */
const routes = [
  ['/', 'index.html'],
  ['/login', 'login/index.html'],
  ['/register', 'register/index.html'],
]

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    analyze: { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    'update-budget': { type: 'boolean', default: false },
  },
})
if (args.check && args['update-budget']) {
  console.error('bench: --check and --update-budget exclude each other: check first, then update.')
  process.exit(1)
}
const runs = Number(args.runs)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`bench: --runs must be a whole number ≥ 1; got ${JSON.stringify(args.runs)}.`)
  process.exit(1)
}
const basePort = Number(process.env.BENCH_PORT || 4400)
const ports = {
  app: basePort,
  bare: basePort + 1,
  api: basePort + 2,
  floor: basePort + 3,
  chromeFirst: basePort + 10,
}
const apiUrl = `http://${host}:${ports.api}`

/** @type {(() => Promise<unknown>)[]} */
const closers = []
let stopping = false
async function stopAll() {
  killBrowsers()
  await closeBrowser()
  await Promise.allSettled(closers.splice(0).map((close) => close()))
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log(`\nbench: ${signal}, stopping…`)
    void stopAll().then(() => process.exit(130))
  })
}

const log = (line = '') => console.log(line)

/** @param {{ appOnly?: boolean }} [options] the size budget needs only the app */
async function build({ appOnly = false } = {}) {
  const haveBuild =
    existsSync(join(appDist, 'app-shell.html')) &&
    (appOnly ||
      (existsSync(join(bareDist, 'index.html')) && existsSync(join(floorDist, 'index.html'))))
  if (args['no-build'] && haveBuild) {
    log('bench: reusing the last bench build in .cache/bench/ (--no-build).')
    return
  }
  log(`bench: building the app (API ${apiUrl}) into .cache/bench/app…`)
  const appSeconds = await buildApp({ apiUrl, productName })
  if (appOnly) {
    log(`bench: built the app in ${appSeconds.toFixed(1)} s.`)
    return
  }
  const bareSeconds = await buildBare()
  const floorSeconds = await buildFloor()
  log(
    `bench: built the app in ${appSeconds.toFixed(1)} s, the bare page in ${bareSeconds.toFixed(1)} s, the floor page in ${floorSeconds.toFixed(1)} s.`,
  )
}

/**
 * The demo API is TypeScript (packages/mocks); Vite's module runner loads it, as in start.mjs.
 * @param {{ port: number, appOrigin: string }} options
 */
async function startDemoApi({ port, appOrigin }) {
  const { importWorkspaceModule } = await import('./lib/importWorkspaceModule.mjs')
  const entry = join(repoRoot, 'packages', 'mocks', 'src', 'server', 'index.ts')
  const module = await importWorkspaceModule(entry)
  return module.startDemoServer({
    port,
    host,
    appOrigin,
    productName,
    // The journey pays with a number ending 0: paid after this long.
    paymentDelayMs: 1500,
    // Mails are read from /__dev/mail; keep the output to the figures.
    log: () => {},
  })
}

/**
 * The app and the demo API behind wire counters on the ports the build knows
 * (BENCH_PORT and +2), so every byte either sends is counted.
 */
async function startAppAndApi() {
  const servers = await startCountedServers({
    dist: appDist,
    startApi: startDemoApi,
    appPort: ports.app,
    apiPort: ports.api,
  })
  closers.push(servers.close)
  return servers
}

/**
 * The wire figures against bench/budget.json's "wire".
 * @param {Awaited<ReturnType<typeof startAppAndApi>>} servers
 */
async function wireCheck(servers) {
  const figures = await measureWire(servers)
  return { figures, ...compareWireWithBudget(figures, await readWireBudget(BUDGET_FILE)) }
}

let chromeRuns = 0
/**
 * One Lighthouse run, tried up to three times: on this busy machine Chromium
 * now and then starts too slowly for Lighthouse to connect. Each attempt gets
 * the next debugging port (BENCH_PORT+10…+49), so a browser still closing
 * cannot hold the next one's port.
 * @param {string} url
 */
async function lighthouseRun(url) {
  for (let attempt = 1; ; attempt += 1) {
    const port = ports.chromeFirst + (chromeRuns++ % 40)
    try {
      return await runLighthouse(url, { port })
    } catch (error) {
      if (attempt >= 3 || stopping) throw error
      console.log(`  (retrying: ${error instanceof Error ? error.message : error})`)
    }
  }
}

/** @param {string} url @param {string} name */
async function lighthouseMedian(url, name) {
  const lighthouseDir = join(cacheDir, 'lighthouse')
  await mkdir(lighthouseDir, { recursive: true })
  const all = []
  const details = []
  for (let run = 1; run <= runs; run += 1) {
    const { figures, lhr } = await lighthouseRun(url)
    all.push(figures)
    details.push(detailsOf(lhr))
    await writeFile(join(lighthouseDir, `${name}-${run}.json`), JSON.stringify(lhr))
    process.stdout.write(
      `  ${name} run ${run}/${runs}: performance ${figures.performance}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, ${kB(figures.totalBytes)}\n`,
    )
  }
  const median = medianFigures(all)
  // The run whose LCP is the median one explains the median LCP.
  const typical = all.reduce(
    (best, figures, index) =>
      Math.abs(figures.lcp - median.lcp) < Math.abs(all[best].lcp - median.lcp) ? index : best,
    0,
  )
  return { median, runs: all, typical: details[typical] }
}

/**
 * @param {string} route
 * @param {import('../bench/lib/initialJs.mjs').InitialLoad} load
 * @param {import('../bench/lib/build.mjs').ChunkRecord[] | null} graph
 * @param {boolean} full every module, not only the largest
 */
function printBreakdown(route, load, graph, full) {
  log(
    `${route}: initial JavaScript ${kB(load.js.gzip)} gzip (${kB(load.js.raw)} minified) in ${load.scripts.length} files; CSS ${kB(load.css.gzip)} in ${load.css.files} files and ${load.css.inline} inline (in the HTML); HTML ${kB(load.html.gzip)}`,
  )
  if (graph === null) {
    log('  (no chunk graph: run without --no-build for the module breakdown)')
    return null
  }
  const result = breakdown(graph, load.scripts)
  log('  by chunk (gzip):')
  log(
    table(
      result.chunks.map((chunk) => [
        `    ${chunk.file.replace(/^assets\//, '')}`,
        kB(chunk.gzip),
        load.scripts.find((script) => script.file === chunk.file)?.role ?? '',
        chunk.modules
          .slice(0, 3)
          .map((module) => module.id.replace(/^.*node_modules\//, ''))
          .join(', ') + (chunk.modules.length > 3 ? `, +${chunk.modules.length - 3} more` : ''),
      ]),
      ['l', 'r', 'l', 'l'],
    ),
  )
  log('  by owner across all initial chunks (gzip, estimated shares):')
  log(
    table(
      result.owners
        .filter((owner, index) => full || index < 15 || owner.gzip >= 500)
        .map((owner) => [
          `    ${owner.owner}`,
          kB(owner.gzip),
          `${((owner.gzip / load.js.gzip) * 100).toFixed(0)}%`,
        ]),
      ['l', 'r', 'r'],
    ),
  )
  const entry = result.chunks.find(
    (chunk) => load.scripts.find((script) => script.file === chunk.file)?.role === 'entry',
  )
  if (entry) {
    log(
      `  largest modules in the entry chunk ${entry.file.replace(/^assets\//, '')} (gzip, estimated):`,
    )
    log(
      table(
        entry.modules
          .slice(0, full ? entry.modules.length : 15)
          .map((module) => [`    ${module.id}`, kB(module.gzip)]),
        ['l', 'r'],
      ),
    )
    // A chunk the entry imports statically but the page does not preload is
    // fetched late (a request waterfall); one preloaded but not imported is a route chunk.
    const closure = staticClosure(graph, entry.file)
    const listed = new Set(load.scripts.map((script) => script.file))
    const missing = [...closure].filter((file) => !listed.has(file))
    if (missing.length > 0)
      log(`  NOTE: statically imported but not preloaded by the page: ${missing.join(', ')}`)
  }
  return result
}

/** `--check` and `--update-budget`: sizes only, from the app's build. */
async function budgetMode() {
  await build({ appOnly: true })
  const measured = await measureInitialJs(appDist)
  const budgetName = BUDGET_FILE.slice(repoRoot.length + 1)
  if (args['update-budget']) {
    const previous = existsSync(BUDGET_FILE) ? await readBudget(BUDGET_FILE) : {}
    await writeBudget(BUDGET_FILE, measured)
    log(`bench: wrote ${budgetName} (initial JavaScript, gzip, per pre-rendered page):`)
    log(formatComparison(compareWithBudget(measured, previous)))
    log('(the changes are against the previous budget; say why in the commit)')
    return 0
  }
  const comparison = compareWithBudget(measured, await readBudget(BUDGET_FILE))
  log(`bench: initial JavaScript (gzip) of each pre-rendered page against ${budgetName}:`)
  log(formatComparison(comparison))
  for (const note of comparison.notes) log(`note: ${note}`)
  log('bench: on the wire, service worker included (a cold Chromium against the demo API):')
  const servers = await startAppAndApi()
  const wire = await wireCheck(servers).finally(() => servers.close())
  for (const line of wire.lines) log(`  ${line}`)
  log('bench: what each embeddable block costs a host app (bench/blocks/):')
  const blocks = compareBlocksWithBudget(await measureBlocks(), await readBlockBudget(BUDGET_FILE))
  for (const line of blocks.lines) log(`  ${line}`)
  const failures = [...comparison.failures, ...wire.failures, ...blocks.failures]
  if (failures.length > 0) {
    console.error(`\nbench: the budget is broken:\n${failures.map((f) => `  ${f}`).join('\n')}`)
    return 1
  }
  log(`bench: every public page, the wire figures and the blocks within ${budgetName}.`)
  return 0
}

async function main() {
  const started = performance.now()
  if (args.check || args['update-budget']) {
    process.exitCode = await budgetMode()
    return
  }
  await build()

  // Deterministic figures first: they need no server.
  /** @type {Record<string, import('../bench/lib/initialJs.mjs').InitialLoad>} */
  const loads = {}
  for (const [route, page] of routes) loads[route] = await initialLoad(appDist, page)
  const bareLoad = await initialLoad(bareDist, 'index.html')
  const floorLoad = await initialLoad(floorDist, 'index.html')
  const graph = await readChunkGraph(chunkGraphFile)

  const servers = await startAppAndApi()
  const app = { url: servers.appUrl, served: servers.served }
  const api = { url: servers.apiUrl }
  const bare = await serveGzip(bareDist, { port: ports.bare, host, fallback: 'index.html' })
  closers.push(() => bare.close())
  const floor = await serveGzip(floorDist, { port: ports.floor, host, fallback: 'index.html' })
  closers.push(() => floor.close())
  log(
    `bench: app ${app.url}, bare page ${bare.url} and floor page ${floor.url} (gzip level 6), demo API ${api.url}; the app and the API behind wire counters.`,
  )

  /** @type {Record<string, Awaited<ReturnType<typeof lighthouseMedian>> | null>} */
  const lighthouse = { bare: null, floor: null }
  if (!args['no-lighthouse']) {
    log(
      `bench: Lighthouse ${'12.8'} mobile default (simulated slow 4G, Moto G Power), ${runs} run(s) per page, median:`,
    )
    // One bare page stands beside every route: it is the same page whatever the path.
    lighthouse.bare = await lighthouseMedian(`${bare.url}/`, 'bare')
    // So does the floor page, measured at its form's route.
    lighthouse.floor = await lighthouseMedian(`${floor.url}/`, 'floor')
    for (const [route] of routes) {
      lighthouse[route] = await lighthouseMedian(
        `${app.url}${route}`,
        `app${route.replaceAll('/', '_')}`,
      )
    }
  }

  log('bench: repeat visit of /login once /sw.js controls the page…')
  /** @type {import('../bench/lib/repeatVisit.mjs').RepeatVisit | { error: string }} */
  let repeat
  try {
    repeat = await measureRepeatVisit({
      appUrl: app.url,
      apiUrl: api.url,
      path: '/login',
      served: app.served,
      pagePath: (pathname) => !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('.html'),
    })
  } catch (error) {
    repeat = { error: error instanceof Error ? error.message : String(error) }
  }
  log('bench: the first visit and the journey on the wire, in a cold browser…')
  const wire = await wireCheck(servers)
  await stopAll()

  // Report.
  log('')
  log(
    'Figures: app beside the bare React 19 page and the floor page (bare + router + XState actor).',
  )
  log('Lighthouse: median of each figure over the runs;')
  log(
    'simulated throttling, on a shared 2-core machine (TBT follows real CPU time, so it is the noisiest).',
  )
  log(
    'kB = 1000 bytes. Initial JS = entry + modulepreloaded chunks of the pre-rendered HTML, each gzipped (level 6).',
  )
  // Lantern (Lighthouse's simulator) gives an HTTP/1.1 origin 6 connections
  // and an h2 origin one multiplexed connection; Node's plain http server is
  // HTTP/1.1, so a page made of many small files is modelled somewhat slower
  // than behind an h2 host. The bare page (2 requests) hardly feels it.
  log(
    'Served over HTTP/1.1 (no TLS locally): a page of many files is simulated a little slower than behind an HTTP/2 host.',
  )
  const bareFigures = { initialJs: bareLoad.js.gzip, ...(lighthouse.bare?.median ?? {}) }
  const floorFigures = { initialJs: floorLoad.js.gzip, ...(lighthouse.floor?.median ?? {}) }
  /** @type {import('../bench/lib/report.mjs').TargetResult[]} */
  const results = []
  for (const [route] of routes) {
    const figures = { initialJs: loads[route].js.gzip, ...(lighthouse[route]?.median ?? {}) }
    const { text, results: routeResults } = routeTable(route, figures, bareFigures, floorFigures)
    results.push(...routeResults)
    log('')
    log(text)
    const typical = lighthouse[route]?.typical
    if (typical) {
      log(`    LCP element: ${typical.lcpElement ?? 'n/a'}`)
      // Script the page fetched during the Lighthouse window beyond its
      // initial JS: chunks loaded after an API answer, prefetches.
      const initial = new Set(loads[route].scripts.map((script) => `/${script.file}`))
      const extra = typical.requests.filter(
        (request) =>
          request.type === 'Script' &&
          request.transferSize > 0 &&
          !initial.has(new URL(request.url).pathname),
      )
      if (extra.length) {
        const total = extra.reduce((sum, request) => sum + request.transferSize, 0)
        log(
          `    script beyond the initial JS: ${kB(total)} (${extra.map((request) => `${new URL(request.url).pathname.replace('/assets/', '')} ${kB(request.transferSize)} at ${request.start} ms`).join(', ')})`,
        )
      }
    }
  }
  const missed = results.filter((result) => result.met === false)
  const measured = results.filter((result) => result.met !== null)
  log('')
  log(
    `targets: ${measured.length - missed.length}/${measured.length} met${missed.length ? `; missed: ${missed.map((m) => `${m.route} ${m.label} (#${m.issue})`).join(', ')}` : ''}`,
  )

  log('')
  if (existsSync(BUDGET_FILE)) {
    const comparison = compareWithBudget(
      await measureInitialJs(appDist),
      await readBudget(BUDGET_FILE),
    )
    log('size budget (bench/budget.json; initial JavaScript, gzip; `--check` fails above +5 %):')
    log(formatComparison(comparison).replace(/^/gm, '  '))
    for (const line of [...comparison.failures, ...comparison.notes]) log(`  ${line}`)
    log('')
  }
  if ('error' in repeat) {
    log(`repeat visit: could not be measured (${repeat.error})`)
  } else {
    const assetBytes = repeat.assets.reduce((total, item) => total + item.bytes, 0)
    log(
      `repeat visit: ${repeat.assets.length} asset requests from network (${kB(assetBytes)}), ${repeat.apiCalls.length} API calls`,
    )
    log(`  ${repeat.fromServiceWorker} responses answered through the service worker`)
    for (const item of repeat.other)
      log(`  also from network: ${item.url} (${item.kind}, ${kB(item.bytes)})`)
    for (const item of repeat.assets) log(`  asset from network: ${item.url} (${kB(item.bytes)})`)
    if (repeat.apiCalls.length) log(`  API: ${repeat.apiCalls.join(', ')}`)
  }

  log('')
  log('on the wire (bench/budget.json "wire"; `--check` fails above it):')
  for (const line of wire.lines) log(`  ${line}`)
  for (const line of wire.failures) log(`  ${line}`)

  log('')
  log('embeddable blocks (bench/budget.json "blocks"; `--check` fails above it):')
  const blockCosts = await measureBlocks()
  const blocks = compareBlocksWithBudget(blockCosts, await readBlockBudget(BUDGET_FILE))
  for (const line of [...blocks.lines, ...blocks.failures]) log(`  ${line}`)

  log('')
  log('What the initial JavaScript is made of:')
  /** @type {Record<string, unknown>} */
  const breakdowns = {}
  for (const [route] of routes) {
    if (route !== '/login' && !args.analyze) continue
    breakdowns[route] = printBreakdown(route, loads[route], graph, args.analyze)
    log('')
  }
  log(
    `bare page: initial JavaScript ${kB(bareLoad.js.gzip)} gzip in ${bareLoad.scripts.length} file(s).`,
  )
  log(
    `floor page: initial JavaScript ${kB(floorLoad.js.gzip)} gzip in ${floorLoad.scripts.length} file(s).`,
  )
  log(
    '  floor: the bare page plus what the issues require on the first load (React, the data router, an XState actor)',
  )

  await mkdir(cacheDir, { recursive: true })
  const outFile = join(cacheDir, 'latest.json')
  await writeFile(
    outFile,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        options: { runs, build: !args['no-build'], lighthouse: !args['no-lighthouse'] },
        units: { bytes: 'bytes', times: 'ms' },
        app: Object.fromEntries(
          routes.map(([route]) => [
            route,
            { initial: loads[route], lighthouse: lighthouse[route] ?? null },
          ]),
        ),
        bare: { initial: bareLoad, lighthouse: lighthouse.bare },
        floor: { initial: floorLoad, lighthouse: lighthouse.floor },
        targets: results,
        repeatVisit: repeat,
        wire: wire.figures,
        blocks: blockCosts,
        breakdown: breakdowns,
      },
      null,
      2,
    ),
  )
  log(
    `bench: figures written to ${outFile.slice(repoRoot.length + 1)} in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  )
}

main().catch(async (error) => {
  console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : error}`)
  await stopAll()
  process.exit(1)
})
