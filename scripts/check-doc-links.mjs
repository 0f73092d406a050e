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
// docs/product.md#where-the-old-citations-point.
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

const LEGACY = [
  { pattern: /\bspec(?:\.md)?\s*§\s*\d+(?:\s*,\s*§\s*\d+)*/g, hint: 'spec §N' },
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
    for (const match of line.matchAll(/(?<![\w./-])docs\/([\w-]+\.md)(#[\w-]+)?/g)) {
      const problem = problemWith(`docs/${match[1]}${match[2] ?? ''}`, root)
      if (problem !== null)
        broken.push(`${where}: citation docs/${match[1]}${match[2] ?? ''}: ${problem}`)
    }
    if (file.startsWith('docs/') || file === self) return
    for (const { pattern, hint } of LEGACY) {
      for (const match of line.matchAll(pattern)) {
        legacy.push(`${where}: "${match[0]}" (${hint})`)
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
