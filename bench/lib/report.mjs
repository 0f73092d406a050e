// Tables and target checks for the bench's console output. kB here are
// 1000 bytes (Lighthouse's report shows KiB = 1024 bytes: 105 kB ≈ 102.5 KiB).

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
const ms = (value) => `${Math.round(value)} ms`
const plain = (value) => String(value)
const cls = (value) => value.toFixed(3)

/**
 * The targets, each tied to the issue that sets it.
 * `applies` lists the routes it is for; `value` picks the figure from a route's results.
 * @typedef {{ issue: number, label: string, routes: string[], metric: string, check: (app: number, bare: number) => boolean }} Target
 * @type {Target[]}
 */
export const targets = [
  {
    issue: 6,
    label: 'total ≤ 110 kB',
    routes: ['/', '/login'],
    metric: 'totalBytes',
    check: (v) => v <= 110_000,
  },
  {
    issue: 6,
    label: 'script ≤ 105 kB',
    routes: ['/', '/login'],
    metric: 'scriptBytes',
    check: (v) => v <= 105_000,
  },
  {
    issue: 6,
    label: 'LCP ≤ 1.0 s',
    routes: ['/', '/login'],
    metric: 'lcp',
    check: (v) => v <= 1000,
  },
  { issue: 6, label: 'TBT ≤ 50 ms', routes: ['/', '/login'], metric: 'tbt', check: (v) => v <= 50 },
  // Lighthouse shows CLS to three decimals; "CLS 0" means it shows 0.000.
  { issue: 6, label: 'CLS 0', routes: ['/', '/login'], metric: 'cls', check: (v) => v < 0.0005 },
  {
    issue: 6,
    label: 'performance 100',
    routes: ['/', '/login'],
    metric: 'performance',
    check: (v) => v >= 100,
  },
  {
    issue: 4,
    label: 'performance ≥ 98',
    routes: ['/', '/login'],
    metric: 'performance',
    check: (v) => v >= 98,
  },
  {
    issue: 4,
    label: 'initial JS ≤ 1.5× bare',
    routes: ['/login'],
    metric: 'initialJs',
    check: (v, bare) => v <= 1.5 * bare,
  },
]

/** Rows of a route table: label, figure key, formatter. */
const rows = /** @type {const} */ ([
  ['initial JS (gzip, built)', 'initialJs', kB],
  ['performance', 'performance', plain],
  ['LCP', 'lcp', seconds],
  ['FCP', 'fcp', seconds],
  ['TBT', 'tbt', ms],
  ['CLS', 'cls', cls],
  ['total transfer', 'totalBytes', kB],
  ['script transfer', 'scriptBytes', kB],
  ['requests', 'requests', plain],
])

/**
 * @param {(string | number)[][]} lines
 * @param {('l' | 'r')[]} align
 */
export function table(lines, align) {
  const widths = lines[0]?.map((_, column) =>
    Math.max(...lines.map((line) => String(line[column] ?? '').length)),
  )
  return lines
    .map((line) =>
      line
        .map((cell, column) =>
          align[column] === 'r'
            ? String(cell).padStart(widths?.[column] ?? 0)
            : String(cell).padEnd(widths?.[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

/**
 * @typedef {Record<string, number>} RouteFigures initialJs plus the Lighthouse medians
 * @typedef {{ issue: number, label: string, route: string, value: number, met: boolean | null }} TargetResult
 */

/** @param {number} value @param {number} base */
const ratioOf = (value, base) =>
  Number.isFinite(value) && Number.isFinite(base) && base !== 0
    ? `${(value / base).toFixed(2)}×`
    : '—'

/**
 * One route's figures beside the bare page's and the floor page's (the bare
 * page plus the libraries the issues require on the first load).
 * @param {string} route
 * @param {RouteFigures} app
 * @param {RouteFigures} bare
 * @param {RouteFigures} floor
 * @returns {{ text: string, results: TargetResult[] }}
 */
export function routeTable(route, app, bare, floor) {
  /** @type {TargetResult[]} */
  const results = []
  const lines = [[`  ${route}`, 'app', 'bare', 'floor', 'app/bare', 'app/floor', 'target', '']]
  for (const [label, key, format] of rows) {
    const applicable = targets.filter(
      (target) => target.metric === key && target.routes.includes(route),
    )
    const checked = applicable.map((target) => {
      // Not measured (e.g. --no-lighthouse) is neither met nor missed.
      const met = Number.isFinite(app[key]) ? target.check(app[key], bare[key]) : null
      results.push({ issue: target.issue, label: target.label, route, value: app[key], met })
      return { target, met }
    })
    const fmt = (value) => (Number.isFinite(value) ? format(value) : 'n/a')
    lines.push([
      `    ${label}`,
      fmt(app[key]),
      fmt(bare[key]),
      fmt(floor[key]),
      ratioOf(app[key], bare[key]),
      ratioOf(app[key], floor[key]),
      checked.map(({ target }) => `${target.label} (#${target.issue})`).join('; '),
      checked.map(({ met }) => (met === null ? 'n/a' : met ? 'met' : 'MISSED')).join('; '),
    ])
  }
  return { text: table(lines, ['l', 'r', 'r', 'r', 'r', 'r', 'l', 'l']), results }
}
