import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

interface ServerEntry {
  renderSite(
    template: string,
    manifest: unknown,
    stylesheets: Record<string, string>,
  ): Promise<Map<string, string>>
}

export interface PrerenderOptions {
  root: string
  outDir: string
  ssrOutDir: string
}

/**
 * Writes the pre-rendered public pages and the app shell into the client
 * build, from the server bundle (src/entry-server.tsx). Returns the files written.
 */
export async function prerender({ root, outDir, ssrOutDir }: PrerenderOptions): Promise<string[]> {
  const dist = resolve(root, outDir)
  const manifestFile = join(dist, '.vite', 'manifest.json')
  const template = await readFile(join(dist, 'index.html'), 'utf8')
  const manifest: unknown = JSON.parse(await readFile(manifestFile, 'utf8'))
  const entryUrl = pathToFileURL(resolve(root, ssrOutDir, 'entry-server.js')).href
  const server = (await import(entryUrl)) as ServerEntry
  const stylesheets: Record<string, string> = {}
  for (const name of await readdir(join(dist, 'assets'))) {
    if (name.endsWith('.css')) {
      stylesheets[`assets/${name}`] = await readFile(join(dist, 'assets', name), 'utf8')
    }
  }
  const files = await server.renderSite(template, manifest, stylesheets)
  for (const [file, html] of files) {
    const target = join(dist, file)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, html)
  }
  // Every page carries the stylesheet inline; a file no page links is not deployed.
  const pages = [...files.values()]
  for (const file of Object.keys(stylesheets)) {
    if (!pages.some((html) => html.includes(`/${file}`))) await rm(join(dist, file))
  }
  // The manifest and the chunk modules name source files: they are not
  // deployed (nor served, nor precached by sw.js, which is written after this),
  // but kept with the server bundle for the tests of what a first load contains.
  const kept = clientBuildRecordDir(resolve(root, ssrOutDir))
  await rm(kept, { recursive: true, force: true })
  await cp(join(dist, '.vite'), kept, { recursive: true })
  await rm(join(dist, '.vite'), { recursive: true, force: true })
  return [...files.keys()]
}

/**
 * Where a build keeps the client's `.vite/` folder (Vite's manifest.json and
 * build/recordChunkModules.ts's chunk-modules.json) once it has left dist/,
 * given the absolute server-bundle folder.
 */
export function clientBuildRecordDir(ssrDir: string): string {
  return join(ssrDir, 'client-build')
}
