// What each embeddable block costs an adopter (bench/budget.json "blocks"):
// its entry (bench/blocks/) bundled and minified as a host app's bundler
// would, React left out (the host has it), every other dependency in, its
// stylesheet too, each file gzipped at level 6. Also the same without XState,
// which a host using @conecta/session-machine already carries. Bytes, not times.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { repoRoot } from './build.mjs'
import { gzipSize } from './serveGzip.mjs'

/** The blocks measured: a name and its entry under bench/blocks/. */
export const BLOCKS = [
  {
    name: '@conecta/mpesa payment (machine, rules, calls, strings)',
    entry: 'mpesaPayment.mjs',
  },
  {
    name: '@conecta/mpesa/react checkout (machine, checkout, receipt, strings, CSS)',
    entry: 'mpesaCheckout.mjs',
  },
  {
    name: '@conecta/mpesa/react subscription (plans, checkout, history, CSS)',
    entry: 'mpesaSubscription.mjs',
  },
  {
    name: '@conecta/account/react sign-in (the block, its two-factor step, the session, CSS)',
    entry: 'accountSignIn.mjs',
  },
  {
    name: '@conecta/account/react public pages (sign-in, registration, forgotten password, reset, the session, CSS)',
    entry: 'accountPublic.mjs',
  },
  {
    name: '@conecta/account/react security (password change, two-factor set-up, sessions, deletion, password confirmation, the session, CSS)',
    entry: 'accountSecurity.mjs',
  },
  {
    name: "@conecta/account/react account page (summary, name and address, a link's outcome, verification, the session, CSS)",
    entry: 'accountProfile.mjs',
  },
]

/** What a host already has: React. Its packages stay out of every block's bundle. */
const HOST = /^(?:react|react-dom|scheduler)(?:\/|$)/
const XSTATE = /^xstate(?:\/|$)/

/**
 * @param {string} entry a file under bench/blocks/
 * @param {RegExp[]} external what stays out of the bundle
 * @returns {Promise<number>} gzip bytes of the bundle
 */
async function bundledGzip(entry, external) {
  let bytes = 0
  for (const text of await bundled(entry, external)) bytes += gzipSize(text)
  return bytes
}

/**
 * A block's entry as a host's bundler builds it, React left out.
 * @param {string} entry a file under bench/blocks/
 * @returns {Promise<string>} its code and stylesheet, one after the other
 */
export async function bundledText(entry) {
  return (await bundled(entry, [HOST])).join('\n')
}

/**
 * @param {string} entry a file under bench/blocks/
 * @param {RegExp[]} external what stays out of the bundle
 * @returns {Promise<string[]>} each chunk's code and each stylesheet
 */
async function bundled(entry, external) {
  const { build, defaultClientConditions } = await import('vite')
  const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin')
  // Vite picks "development" or "production" by NODE_ENV, which Vitest sets to
  // "test": name the production one, as a host's production build gets it.
  const conditions = defaultClientConditions.map((condition) =>
    condition === 'development|production' ? 'production' : condition,
  )
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    // A host's production build, whoever runs this.
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // The checkout's and the kit's `.css.ts`, extracted into the one stylesheet a host loads,
    // with a production build's short class names whoever runs this (Vitest sets NODE_ENV 'test').
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    // Vite takes JSX's development form (jsxDEV, with file names and lines) from NODE_ENV too.
    oxc: { jsx: { development: false } },
    // Our packages resolve to their sources, as in the app's build: the same code.
    // …and the kit from the root, as vite.shared.ts says why.
    resolve: { conditions: ['source', ...conditions], dedupe: ['@conecta/ui'] },
    build: {
      write: false,
      minify: true,
      lib: { entry: join(repoRoot, 'bench', 'blocks', entry), formats: ['es'] },
      rollupOptions: {
        external: (id) => external.some((pattern) => pattern.test(id)),
      },
    },
  })
  const results = Array.isArray(output) ? output : [output]
  /** @type {string[]} */
  const texts = []
  for (const result of results) {
    if (!('output' in result)) throw new Error(`bench: ${entry} did not build to files`)
    for (const file of result.output) {
      if (file.type === 'chunk') texts.push(file.code)
      else if (file.fileName.endsWith('.css')) texts.push(String(file.source))
    }
  }
  return texts
}

/**
 * @typedef {{ name: string, gzip: number, withoutXState: number }} BlockCost
 * @returns {Promise<BlockCost[]>}
 */
export async function measureBlocks() {
  /** @type {BlockCost[]} */
  const costs = []
  for (const { name, entry } of BLOCKS) {
    costs.push({
      name,
      gzip: await bundledGzip(entry, [HOST]),
      withoutXState: await bundledGzip(entry, [HOST, XSTATE]),
    })
  }
  return costs
}

/** @typedef {{ gzip: number, withoutXState: number }} BlockBudget */

const isBytes = (value) => Number.isInteger(value) && value > 0

/**
 * @param {string} file bench/budget.json
 * @returns {Promise<Record<string, BlockBudget>>} block name → most gzip bytes allowed, with
 *   XState and for a host that has it
 */
export async function readBlockBudget(file) {
  /** @type {unknown} */
  const json = JSON.parse(await readFile(file, 'utf8'))
  const blocks = /** @type {{ blocks?: Record<string, unknown> }} */ (json)?.blocks ?? {}
  /** @type {Record<string, BlockBudget>} */
  const budget = {}
  for (const [name, figures] of Object.entries(blocks)) {
    if (name.startsWith('$')) continue
    const { gzip, withoutXState } = /** @type {Partial<BlockBudget>} */ (figures ?? {})
    if (!isBytes(gzip) || !isBytes(withoutXState)) {
      throw new Error(
        `${file}: blocks["${name}"] must give "gzip" and "withoutXState", each a whole number of bytes; got ${JSON.stringify(figures)}`,
      )
    }
    budget[name] = { gzip, withoutXState }
  }
  return budget
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`

/**
 * Each block at most its budget, both figures: a ceiling, not a tolerance. A
 * block without a budget fails (it would grow unwatched), and so does a budget
 * naming no block.
 * @param {BlockCost[]} costs
 * @param {Readonly<Record<string, BlockBudget>>} budget
 * @returns {{ lines: string[], failures: string[] }}
 */
export function compareBlocksWithBudget(costs, budget) {
  const lines = []
  const failures = []
  for (const { name, gzip, withoutXState } of costs) {
    const allowed = budget[name]
    lines.push(
      `${name}: ${kB(gzip)} gzip on top of React (${kB(withoutXState)} for a host that has XState already)${allowed === undefined ? '' : `; budget ${kB(allowed.gzip)} (${kB(allowed.withoutXState)})`}`,
    )
    if (allowed === undefined) {
      failures.push(`${name}: ${kB(gzip)} and no budget for it in bench/budget.json "blocks"`)
      continue
    }
    if (gzip > allowed.gzip) {
      failures.push(`${name}: ${kB(gzip)} gzip is over its budget of ${kB(allowed.gzip)}`)
    }
    if (withoutXState > allowed.withoutXState) {
      failures.push(
        `${name}: ${kB(withoutXState)} gzip for a host that has XState is over its budget of ${kB(allowed.withoutXState)}`,
      )
    }
  }
  const measured = new Set(costs.map((cost) => cost.name))
  for (const name of Object.keys(budget)) {
    if (!measured.has(name))
      failures.push(`${name}: in bench/budget.json "blocks" but not measured`)
  }
  return { lines, failures }
}
