// What costs what in a route's initial JavaScript: each chunk's real gzip
// size, shared out among the modules in it. The shares are estimates: gzip
// compresses a chunk as a whole, so each module's weight is its own gzipped,
// not-yet-minified code (recorded at build time, build.mjs), scaled so that a
// chunk's modules add up to the chunk's real gzip size.
import { readFile } from 'node:fs/promises'

/** @typedef {import('./build.mjs').ChunkRecord} ChunkRecord */

/**
 * Who a module belongs to, at the level a decision is made: an npm package,
 * a workspace package, or a folder of the app.
 * @param {string} id module path relative to the repository
 */
export function ownerOf(id) {
  const parts = id.split('/')
  const nodeModules = parts.lastIndexOf('node_modules')
  if (nodeModules >= 0) {
    const name = parts[nodeModules + 1] ?? id
    return name.startsWith('@') ? `${name}/${parts[nodeModules + 2]}` : name
  }
  if (parts[0] === 'packages') return `@conecta/${parts[1]}`
  if (parts[0] === 'apps' && parts[2] === 'src') {
    return `app ${parts.slice(3, parts.length > 4 ? 5 : 4).join('/')}`
  }
  if (parts[0] === 'vite' || id.includes('vite/')) return 'vite (preload helper)'
  return id
}

/** @param {string} file */
export async function readChunkGraph(file) {
  try {
    return /** @type {ChunkRecord[]} */ (JSON.parse(await readFile(file, 'utf8')))
  } catch {
    return null
  }
}

/**
 * Every chunk the entry needs before it runs (static imports, transitively).
 * @param {ChunkRecord[]} graph
 * @param {string} entry file name, e.g. `assets/index-abc.js`
 */
export function staticClosure(graph, entry) {
  const byName = new Map(graph.map((chunk) => [chunk.fileName, chunk]))
  const found = new Set()
  const visit = (name) => {
    if (found.has(name)) return
    found.add(name)
    for (const next of byName.get(name)?.imports ?? []) visit(next)
  }
  visit(entry)
  return found
}

/**
 * @typedef {{ id: string, owner: string, gzip: number }} ModuleShare
 * @typedef {{ file: string, gzip: number, modules: ModuleShare[] }} ChunkShare
 */

/**
 * @param {ChunkRecord[]} graph
 * @param {{ file: string, gzip: number }[]} scripts a route's initial scripts with real gzip sizes
 * @returns {{ chunks: ChunkShare[], owners: { owner: string, gzip: number }[] }}
 */
export function breakdown(graph, scripts) {
  const byName = new Map(graph.map((chunk) => [chunk.fileName, chunk]))
  /** @type {ChunkShare[]} */
  const chunks = []
  /** @type {Map<string, number>} */
  const owners = new Map()
  for (const script of scripts) {
    const modules = byName.get(script.file)?.modules ?? []
    const weight = modules.reduce((total, module) => total + module.gzip, 0)
    /** @type {ModuleShare[]} */
    const shares = modules.map((module) => ({
      id: module.id,
      owner: ownerOf(module.id),
      gzip: weight > 0 ? (script.gzip * module.gzip) / weight : 0,
    }))
    if (shares.length === 0) shares.push({ id: script.file, owner: script.file, gzip: script.gzip })
    for (const share of shares) owners.set(share.owner, (owners.get(share.owner) ?? 0) + share.gzip)
    shares.sort((a, b) => b.gzip - a.gzip)
    chunks.push({ file: script.file, gzip: script.gzip, modules: shares })
  }
  chunks.sort((a, b) => b.gzip - a.gzip)
  return {
    chunks,
    owners: [...owners].map(([owner, gzip]) => ({ owner, gzip })).sort((a, b) => b.gzip - a.gzip),
  }
}
