// The committed size budget (bench/budget.json): each pre-rendered public
// page's initial JavaScript, as gzip transfer bytes, may grow at most 5 % over
// its figure before `npm run bench -- --check` (and the end-to-end suite's
// e2e/budget.e2e.test.ts) fails. Sizes, not times: the same build gives the
// same bytes on any machine, so the check is exact where a Lighthouse figure
// on a shared machine is not.
//
// Gzip, not brotli: it is what every host compresses with (the README's nginx
// block, GitHub Pages, any CDN), so it is the size a phone gets at worst;
// brotli, where a host has it, only makes the same files smaller.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { initialLoad } from './initialJs.mjs'

/** The committed budget. */
export const BUDGET_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'budget.json')

/** How much a route's initial JavaScript may exceed its budget: 5 %. */
export const BUDGET_TOLERANCE = 0.05

/**
 * Every pre-rendered public page of a build as route → HTML file: `index.html`
 * is `/`, `login/index.html` is `/login`. Read from the build, not from the
 * budget, so a new pre-rendered page cannot go unmeasured.
 * @param {string} dist
 * @returns {Promise<Map<string, string>>}
 */
export async function prerenderedRoutes(dist) {
  const entries = await readdir(dist, { withFileTypes: true, recursive: true })
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !file.startsWith('assets/'))
    .sort()
  return new Map(
    pages.map((file) => [
      file === 'index.html' ? '/' : `/${file.slice(0, -'/index.html'.length)}`,
      file,
    ]),
  )
}

/**
 * Initial JavaScript (gzip bytes) of every pre-rendered page of a build.
 * @param {string} dist
 * @returns {Promise<Record<string, number>>}
 */
export async function measureInitialJs(dist) {
  /** @type {Record<string, number>} */
  const sizes = {}
  for (const [route, file] of await prerenderedRoutes(dist)) {
    sizes[route] = (await initialLoad(dist, file)).js.gzip
  }
  return sizes
}

/**
 * @typedef {'within' | 'over' | 'smaller' | 'new' | 'removed'} BudgetStatus
 * @typedef {{ route: string, budget: number | null, measured: number | null, change: number | null, status: BudgetStatus }} BudgetRow
 * @typedef {{ rows: BudgetRow[], failures: string[], notes: string[] }} BudgetComparison
 */

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const percent = (change) => `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %`
const UPDATE = 'npm run bench -- --update-budget'

/**
 * A route fails when its initial JavaScript is more than `tolerance` over its
 * budget, when the build has a page the budget does not know (it would grow
 * unwatched), and when the budget names a page the build no longer has (a
 * stale figure, or a page that lost its pre-rendering). Growth within the
 * tolerance passes; a page much smaller than its budget passes with a note,
 * since a budget left loose lets the next growth through unseen.
 * @param {Readonly<Record<string, number>>} measured route → gzip bytes
 * @param {Readonly<Record<string, number>>} budget route → gzip bytes
 * @param {number} [tolerance]
 * @returns {BudgetComparison}
 */
export function compareWithBudget(measured, budget, tolerance = BUDGET_TOLERANCE) {
  /** @type {BudgetRow[]} */
  const rows = []
  const failures = []
  const notes = []
  const routes = [...new Set([...Object.keys(budget), ...Object.keys(measured)])].sort()
  for (const route of routes) {
    const allowed = budget[route] ?? null
    const size = measured[route] ?? null
    if (allowed === null && size !== null) {
      rows.push({ route, budget: null, measured: size, change: null, status: 'new' })
      failures.push(
        `${route}: ${kB(size)} of initial JavaScript and no budget for it; add it deliberately with \`${UPDATE}\``,
      )
      continue
    }
    if (allowed !== null && size === null) {
      rows.push({ route, budget: allowed, measured: null, change: null, status: 'removed' })
      failures.push(
        `${route}: in the budget (${kB(allowed)}) but the build has no pre-rendered page for it; if it went on purpose, \`${UPDATE}\``,
      )
      continue
    }
    if (allowed === null || size === null) continue
    const change = (size - allowed) / allowed
    if (change > tolerance) {
      rows.push({ route, budget: allowed, measured: size, change, status: 'over' })
      failures.push(
        `${route}: initial JavaScript ${kB(size)} gzip is ${percent(change)} over its budget of ${kB(allowed)} (at most ${percent(tolerance)}): see what joined the first load with \`npm run bench -- --analyze\`; if the growth is worth it, \`${UPDATE}\``,
      )
    } else if (change < -tolerance) {
      rows.push({ route, budget: allowed, measured: size, change, status: 'smaller' })
      notes.push(
        `${route}: ${percent(change)} under its budget; \`${UPDATE}\` keeps the gain from being spent unseen`,
      )
    } else {
      rows.push({ route, budget: allowed, measured: size, change, status: 'within' })
    }
  }
  return { rows, failures, notes }
}

/**
 * @param {BudgetComparison} comparison
 * @returns {string} a table, one route per line
 */
export function formatComparison({ rows }) {
  const cells = rows.map((row) => [
    row.route,
    row.budget === null ? '—' : kB(row.budget),
    row.measured === null ? '—' : kB(row.measured),
    row.change === null ? '' : percent(row.change),
    row.status,
  ])
  const header = ['route', 'budget', 'now', 'change', '']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column].length)),
  )
  return [header, ...cells]
    .map((line) =>
      line
        .map((cell, column) =>
          column === 0 || column === 4
            ? cell.padEnd(widths[column])
            : cell.padStart(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

/**
 * @typedef {{ $comment?: string, unit?: string, wire?: unknown, routes: Record<string, number> }} BudgetFile
 */

/**
 * @param {string} file
 * @returns {Promise<Record<string, number>>} route → gzip bytes
 */
export async function readBudget(file) {
  /** @type {unknown} */
  const json = JSON.parse(await readFile(file, 'utf8'))
  const routes = /** @type {{ routes?: unknown }} */ (json)?.routes
  if (typeof routes !== 'object' || routes === null) {
    throw new Error(`${file} has no "routes" object`)
  }
  for (const [route, bytes] of Object.entries(routes)) {
    if (!Number.isInteger(bytes) || bytes <= 0) {
      throw new Error(
        `${file}: ${route} must be a whole number of bytes; got ${JSON.stringify(bytes)}`,
      )
    }
  }
  return /** @type {Record<string, number>} */ (routes)
}

/**
 * Writes the measured figures as the new budget.
 * @param {string} file
 * @param {Readonly<Record<string, number>>} measured
 */
export async function writeBudget(file, measured) {
  // The wire budget (bench/lib/wireBudget.mjs) is set by hand: keep it.
  const previous = await readFile(file, 'utf8').then(
    (text) => /** @type {{ wire?: unknown }} */ (JSON.parse(text)).wire,
    () => undefined,
  )
  /** @type {BudgetFile} */
  const content = {
    $comment: `Initial JavaScript of each pre-rendered public page. \`npm run bench -- --check\` and e2e/budget.e2e.test.ts fail when a page grows more than ${BUDGET_TOLERANCE * 100} % over its figure. Update deliberately with \`${UPDATE}\` (or edit), saying why in the commit. docs/architecture.md#performance`,
    unit: 'bytes: the sum over the page’s scripts (entry and modulepreloads), each gzipped at level 6',
    ...(previous === undefined ? {} : { wire: previous }),
    routes: Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b))),
  }
  await writeFile(file, `${JSON.stringify(content, null, 2)}\n`)
}
