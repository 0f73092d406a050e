// Builds the app and the bare React page for the bench, in this process.
//
// The app is built with apps/web/vite.config.ts itself (same plugins, same
// options) and the same steps as its `builder.buildApp` (client, server,
// pre-rendering, sw.js), with two differences that keep the bench out of the
// team's way: the output goes to .cache/bench/ instead of apps/web/dist
// (others serve and test that folder while the bench runs), and VITE_API_URL
// points at the bench's own demo API port. If the app's buildApp gains a step,
// add it here too.
//
// A small observing plugin records, for every client chunk, its imports and
// the rendered code of each module: the deployed build has no manifest left
// (the pre-rendering deletes it), and this is how the breakdown knows which
// modules make up which chunk without a second build.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSize } from './serveGzip.mjs'

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const webDir = join(repoRoot, 'apps', 'web')
export const cacheDir = join(repoRoot, '.cache', 'bench')
export const appDist = join(cacheDir, 'app')
export const appSsrDir = join(cacheDir, 'app-ssr')
export const bareDist = join(cacheDir, 'bare-react')
export const chunkGraphFile = join(cacheDir, 'app-chunks.json')

/**
 * @typedef {{ id: string, renderedLength: number, gzip: number }} ModuleRecord
 * @typedef {{
 *   fileName: string,
 *   isEntry: boolean,
 *   isDynamicEntry: boolean,
 *   imports: string[],
 *   dynamicImports: string[],
 *   modules: ModuleRecord[],
 * }} ChunkRecord
 */

/**
 * @param {string} file where the chunk graph is written
 * @returns {import('vite').Plugin}
 */
function chunkRecorder(file) {
  return {
    name: 'conecta-bench:chunk-recorder',
    // Only the browser bundle matters; the server bundle only feeds pre-rendering.
    applyToEnvironment: (environment) => environment.name === 'client',
    // After Vite's own generateBundle work, which drops the empty JS chunks left
    // by CSS-only modules (vanilla-extract .css.ts files) and fixes up imports.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        /** @type {ChunkRecord[]} */
        const chunks = []
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue
          chunks.push({
            fileName: output.fileName,
            isEntry: output.isEntry,
            isDynamicEntry: output.isDynamicEntry,
            imports: [...output.imports],
            dynamicImports: [...output.dynamicImports],
            modules: Object.entries(output.modules).map(([id, module]) => ({
              id: relative(repoRoot, id.replace(/^\0/, '')),
              renderedLength: module.renderedLength,
              // Module code here is not yet minified, so this is only used as a
              // weight when the chunk's real gzip size is shared out (analyze.mjs).
              gzip: module.code ? gzipSize(module.code) : 0,
            })),
          })
        }
        await mkdir(dirname(file), { recursive: true })
        await writeFile(file, JSON.stringify(chunks, null, 2))
      },
    },
  }
}

/**
 * @param {{ apiUrl: string, productName: string }} options
 * @returns {Promise<number>} seconds taken
 */
export async function buildApp({ apiUrl, productName }) {
  const started = performance.now()
  // apps/web/vite.config.ts reads these through loadEnv (process.env wins).
  process.env.VITE_API_URL = apiUrl
  process.env.VITE_PRODUCT_NAME = productName
  // The config-loader notice is about the app's config file, not the figures.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'
  const { createBuilder, runnerImport } = await import('vite')
  const builder = await createBuilder({
    configFile: join(webDir, 'vite.config.ts'),
    root: webDir,
    mode: 'production',
    logLevel: 'warn',
    plugins: [chunkRecorder(chunkGraphFile)],
    environments: {
      client: { build: { outDir: appDist, emptyOutDir: true } },
      ssr: { build: { outDir: appSsrDir, emptyOutDir: true } },
    },
  })
  const { client, ssr } = builder.environments
  if (client === undefined || ssr === undefined) throw new Error('apps/web has no client/ssr build')
  await builder.build(client)
  await builder.build(ssr)
  // The app's own build steps, given folders relative to apps/web as they expect.
  const outDir = relative(webDir, appDist)
  await prerender()
  const { module: swModule } = await runnerImport(join(webDir, 'build', 'writeServiceWorker.ts'), {
    logLevel: 'error',
  })
  await swModule.writeServiceWorker({ root: webDir, outDir })
  return (performance.now() - started) / 1000
}

/**
 * What apps/web/build/prerender.ts does, repeated here because it cannot run
 * under `runnerImport`: its dynamic import of the server bundle needs the
 * module runner, which runnerImport closes as soon as the module has loaded.
 * Plain Node imports the server bundle (already JavaScript) directly.
 */
async function prerender() {
  const manifestDir = join(appDist, '.vite')
  const template = await readFile(join(appDist, 'index.html'), 'utf8')
  const manifest = JSON.parse(await readFile(join(manifestDir, 'manifest.json'), 'utf8'))
  /** @type {{ renderSite(template: string, manifest: unknown): Promise<Map<string, string>> }} */
  const server = await import(pathToFileURL(join(appSsrDir, 'entry-server.js')).href)
  const files = await server.renderSite(template, manifest)
  for (const [file, html] of files) {
    const target = join(appDist, file)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, html)
  }
  // As the app does: the manifest names source files and is not deployed.
  await rm(manifestDir, { recursive: true, force: true })
}

/** @returns {Promise<number>} seconds taken */
export async function buildBare() {
  const started = performance.now()
  const { build } = await import('vite')
  await build({ configFile: join(repoRoot, 'bench', 'bare-react', 'vite.config.ts') })
  return (performance.now() - started) / 1000
}
