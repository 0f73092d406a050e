import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { precacheList } from '../src/service-worker/precacheList.ts'

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
 * Writes dist/sw.js from build/sw.template.js with the final file list (the
 * pre-rendered pages included). The version hashes every precached file, so
 * any change to the app installs a new worker and retires the old cache.
 */
export async function writeServiceWorker({
  root,
  outDir,
}: WriteServiceWorkerOptions): Promise<{ files: number; version: string }> {
  const dist = resolve(root, outDir)
  const urls = precacheList(await listFiles(dist))
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
  await writeFile(join(dist, 'sw.js'), source)
  return { files: urls.length, version }
}
