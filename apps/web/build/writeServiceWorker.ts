import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { minify } from 'vite'
import { precacheList, prerenderedPages } from '../src/service-worker/precacheList.ts'
import { FILL_MESSAGE, KEEP_MESSAGE } from '../src/service-worker/registerServiceWorker.ts'
import { SHELL_ROUTE_PREFIXES } from '../src/service-worker/shellRoutes.ts'

export interface WriteServiceWorkerOptions {
  root: string
  outDir: string
}

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

/**
 * The entry script every page of this build loads, from the app shell: the
 * worker keeps a page's HTML only when it names this script (a page of
 * another deploy would ask for scripts this version's cache does not hold).
 */
export function entryScript(shellHtml: string): string {
  const entry = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(shellHtml)?.[1]
  if (entry === undefined) throw new Error('app-shell.html loads no module script from /assets/')
  return entry
}

/**
 * Writes dist/sw.js from build/sw.template.js with the final file list (the
 * pre-rendered pages included) and the routes the host answers with the shell. The version hashes every precached file, so
 * any change to the app installs a new worker and retires the old cache.
 */
export async function writeServiceWorker({
  root,
  outDir,
}: WriteServiceWorkerOptions): Promise<{ files: number; version: string }> {
  const dist = resolve(root, outDir)
  const files = await listFiles(dist)
  const urls = precacheList(files)
  const entry = entryScript(await readFile(join(dist, 'app-shell.html'), 'utf8'))
  const hash = createHash('sha256')
  for (const url of urls) {
    hash.update(url)
    hash.update(await readFile(join(dist, url.slice(1))))
  }
  const version = hash.digest('hex').slice(0, 12)
  const template = await readFile(join(root, 'build', 'sw.template.js'), 'utf8')
  const source = template
    .replace("'__VERSION__'", () => JSON.stringify(version))
    .replace('__PRECACHE__', () => JSON.stringify(urls, null, 2))
    .replace('__SHELL_ROUTE_PREFIXES__', () => JSON.stringify(SHELL_ROUTE_PREFIXES))
    .replace('__PAGES__', () => JSON.stringify(prerenderedPages(files)))
    .replace("'__ENTRY__'", () => JSON.stringify(entry))
    .replace("'__FILL_MESSAGE__'", () => JSON.stringify(FILL_MESSAGE))
    .replace("'__KEEP_MESSAGE__'", () => JSON.stringify(KEEP_MESSAGE))
  // Minified: every visit's update check may download it, and the comments
  // (the template's documentation) would double what a phone pays for it.
  const minified = await minify('sw.js', source, { compress: true, mangle: true })
  if (minified.errors.length > 0) {
    throw new Error(`sw.js: ${minified.errors.map((error) => error.message).join('; ')}`)
  }
  await writeFile(join(dist, 'sw.js'), minified.code)
  return { files: urls.length, version }
}
