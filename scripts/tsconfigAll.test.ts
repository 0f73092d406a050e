// `npm run typecheck` checks tsconfig.all.json alone: what a workspace's own
// tsconfig.json (or the root's, or e2e's) includes and it does not would go
// unchecked. TypeScript does not merge `include` lists, so the one program
// repeats them; this keeps the copy in step with its sources.
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function includeOf(configPath: string): string[] {
  const { config, error } = ts.readConfigFile(join(root, configPath), ts.sys.readFile)
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'))
  const include: unknown = config.include
  if (!Array.isArray(include)) throw new Error(`${configPath} has no include list`)
  return include.map(String)
}

/** Each pattern of a tsconfig.json, as a path from the repository's root. */
function fromRoot(configPath: string): string[] {
  const dir = relative(root, dirname(join(root, configPath)))
  return includeOf(configPath).map((pattern) => (dir ? `${dir}/${pattern}` : pattern))
}

/** The root's, e2e's and every workspace's (package.json), so a new package is not forgotten. */
const workspaces = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces
const sources = [
  'tsconfig.json',
  'e2e/tsconfig.json',
  ...workspaces.map((workspace) => `${workspace}/tsconfig.json`),
]

describe('tsconfig.all.json', () => {
  const all = includeOf('tsconfig.all.json')

  it.each(sources)('should include everything %s includes', (source) => {
    const missing = fromRoot(source).filter((pattern) => !all.includes(pattern))
    expect(missing).toEqual([])
  })

  it('should include nothing that no tsconfig.json includes', () => {
    const known = new Set(sources.flatMap(fromRoot))
    expect(all.filter((pattern) => !known.has(pattern))).toEqual([])
  })
})
