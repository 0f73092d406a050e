// Every reference in the repository must resolve inside it (docs/architecture.md#rule-14).
//
//   node scripts/check-doc-links.mjs            fails on broken links; lists old citations
//   node scripts/check-doc-links.mjs --strict   fails on old citations too
//
// Fails (exit 1) on: a relative Markdown link to a file or anchor that does not exist or lies
// outside the repository; a `docs/<page>.md#<anchor>` citation whose anchor does not exist; any
// mention of the old `shared/` documents folder outside the repository.
// Reports, without failing unless --strict: old-style citations ("spec §N", `api-contract.md`,
// `mpesa.md`, `design.md` without `docs/`, "issue N") still to be rewritten with the table in
// docs/product.md#where-the-old-citations-point, each with the anchor that table suggests.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, extname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const strict = process.argv.includes('--strict')
const self = relative(root, fileURLToPath(import.meta.url))

const TEXT = new Set([
  '.ts',
  '.tsx',
  '.mjs',
  '.js',
  '.md',
  '.json',
  '.html',
  '.css',
  '.yaml',
  '.yml',
])

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '' && TEXT.has(extname(file)) && existsSync(join(root, file)))
  .filter((file) => !file.endsWith('package-lock.json') && !file.includes('mockServiceWorker'))

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchorsOf(markdown) {
  const anchors = new Set()
  const seen = new Map()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced
    if (fenced) continue
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (heading?.[1] !== undefined) {
      const base = heading[1]
        .replace(/`/g, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-')
      const count = seen.get(base) ?? 0
      seen.set(base, count + 1)
      anchors.add(count === 0 ? base : `${base}-${count}`)
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1])
  }
  return anchors
}

const anchorCache = new Map()
const anchorsFor = (absolute) => {
  if (!anchorCache.has(absolute))
    anchorCache.set(absolute, anchorsOf(readFileSync(absolute, 'utf8')))
  return anchorCache.get(absolute)
}

const broken = []
const legacy = []

const inside = (absolute) => absolute === root || absolute.startsWith(root + sep)

/** Resolves `target` (a path with an optional #anchor) from `fromDir`; a reason when it fails. */
const problemWith = (target, fromDir) => {
  const [path = '', anchor] = target.split('#')
  const absolute = path === '' ? null : resolve(fromDir, decodeURI(path))
  if (absolute !== null && !inside(absolute)) return 'leaves the repository'
  if (absolute !== null && !existsSync(absolute)) return 'no such file'
  if (anchor === undefined || anchor === '') return null
  if (absolute !== null && (!absolute.endsWith('.md') || statSync(absolute).isDirectory()))
    return null
  return null === absolute || anchorsFor(absolute).has(anchor) ? null : `no anchor #${anchor}`
}

/** The rows of docs/product.md#where-the-old-citations-point: old citation → where it now points. */
const rewriteTable = () => {
  const rows = []
  const product = join(root, 'docs', 'product.md')
  if (!existsSync(product)) return rows
  for (const line of readFileSync(product, 'utf8').split('\n')) {
    const cells = /^\|\s*(.+?)\s*\|\s*(.+?)\s*\|$/.exec(line)
    const target = cells && /\[([\w.-]+\.md(?:#[\w-]+)?)\]/.exec(cells[2])
    const head = cells && /^(spec §(\d+)|api-contract\.md|mpesa\.md|issue (\d+))/.exec(cells[1])
    if (!cells || !target || !head) continue
    rows.push({
      kind: head[2] ? 'spec' : head[3] ? 'issue' : head[1],
      number: head[2] ?? head[3] ?? null,
      qualifier: (/\(([^),]+)/.exec(cells[1])?.[1] ?? '').trim().toLowerCase(),
      item: /item (\d+)/.exec(cells[1])?.[1] ?? null,
      target: `docs/${target[1]}`,
    })
  }
  return rows
}
const table = rewriteTable()

/** Where an old citation on this line now points, as far as the table can tell. */
const suggest = (citation, line) => {
  const lower = line.toLowerCase()
  const pick = (rows) =>
    rows.find((row) => row.qualifier !== '' && lower.includes(row.qualifier)) ??
    rows.find((row) => row.qualifier === '')
  if (/^spec/.test(citation)) {
    const numbers = [...citation.matchAll(/§\s*(\d+)/g)].map((match) => match[1])
    return numbers
      .map((n) => pick(table.filter((row) => row.kind === 'spec' && row.number === n))?.target)
      .filter(Boolean)
      .join(', ')
  }
  if (/^(api-contract|mpesa)\.md$/.test(citation)) {
    const rows = table.filter((row) => row.kind === citation)
    const idempotency =
      lower.includes('idempotency') && rows.find((row) => row.target.endsWith('#idempotency'))
    return (idempotency || pick(rows))?.target ?? `docs/${citation}`
  }
  if (citation === 'design.md') {
    const rule = /rule,?\s*(\d+)/.exec(lower)?.[1]
    if (rule) return `docs/architecture.md#rule-${rule}`
    return lower.includes('app edge') ? 'docs/architecture.md#data-path' : 'docs/architecture.md'
  }
  if (citation === 'spec.md') return 'docs/product.md'
  const issue = /(\d+)/.exec(citation)?.[1]
  const rows = table.filter((row) => row.kind === 'issue' && row.number === issue)
  const item = /item (\d+)/.exec(lower)?.[1]
  const row = rows.length === 1 ? rows[0] : rows.find((candidate) => candidate.item === item)
  return row?.target ?? ''
}

const LEGACY = [
  { pattern: /\bspec(?:\.md)?\s*§\s*\d+(?:\s*(?:,|\/|–|and)\s*§\s*\d+)*/gi, hint: 'spec §N' },
  {
    pattern: /(?<![\w/])(?:api-contract|mpesa|design|spec)\.md\b/g,
    hint: 'a document by bare file name',
  },
  { pattern: /\bissues?\s+\d+\b/gi, hint: 'an engineering issue' },
]

for (const file of files) {
  const absolute = join(root, file)
  const text = readFileSync(absolute, 'utf8')
  const lines = text.split('\n')
  const isMarkdown = file.endsWith('.md')
  let fenced = false
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`
    if (isMarkdown && /^\s*```/.test(line)) fenced = !fenced
    if (file !== self && /(?:\.\.\/)+shared\/|\/work\/shared\b/.test(line)) {
      broken.push(`${where}: points at the shared documents outside the repository`)
    }
    if (isMarkdown && !fenced) {
      for (const match of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const target = match[1]
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue
        const problem = problemWith(target, dirname(absolute))
        if (problem !== null) broken.push(`${where}: link ${target}: ${problem}`)
      }
    }
    if (file === self) return
    for (const match of line.matchAll(/(?<![\w./-])docs\/([\w-]+\.md)(#[\w-]+)?/g)) {
      const problem = problemWith(`docs/${match[1]}${match[2] ?? ''}`, root)
      if (problem !== null)
        broken.push(`${where}: citation docs/${match[1]}${match[2] ?? ''}: ${problem}`)
    }
    if (file.startsWith('docs/')) return
    for (const { pattern, hint } of LEGACY) {
      for (const match of line.matchAll(pattern)) {
        const target = suggest(match[0].replace(/\s+/g, ' '), line)
        legacy.push(`${where}: "${match[0]}" (${hint})${target ? ` → ${target}` : ''}`)
      }
    }
  })
}

for (const line of broken) console.log(`✗ ${line}`)
if (legacy.length > 0) {
  console.log(
    `${legacy.length} old-style citation(s) to rewrite with docs/product.md#where-the-old-citations-point${strict ? '' : ' (reported, not failing; --strict fails on them)'}:`,
  )
  for (const line of legacy) console.log(`  ${line}`)
}
console.log(
  `${files.length} files checked: ${broken.length} broken reference(s), ${legacy.length} old-style citation(s)`,
)
process.exit(broken.length > 0 || (strict && legacy.length > 0) ? 1 : 0)
