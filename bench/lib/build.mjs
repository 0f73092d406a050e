// Builds the app, the bare React page and the floor page for the bench, in
// this process.
//
// The app is built by apps/web/vite.config.ts's own `builder.buildApp` (client,
// server, pre-rendering, sw.js: every step the app's build has, so nothing is
// repeated here), with two differences that keep the bench out of the team's
// way: the output goes to .cache/bench/ instead of apps/web/dist (others serve
// and test that folder while the bench runs), through the config's
// CONECTA_WEB_OUT_DIR and CONECTA_WEB_SSR_DIR, and VITE_API_URL points at the
// bench's own demo API port.
//
// A small observing plugin records, for every client chunk, its imports and
// the rendered code of each module: the deployed build has no manifest left
// (the pre-rendering deletes it), and this is how the breakdown knows which
// modules make up which chunk without a second build.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSize } from './serveGzip.mjs'

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const webDir = join(repoRoot, 'apps', 'web')
export const cacheDir = join(repoRoot, '.cache', 'bench')
export const appDist = join(cacheDir, 'app')
export const appSsrDir = join(cacheDir, 'app-ssr')
export const bareDist = join(cacheDir, 'bare-react')
export const floorDist = join(cacheDir, 'floor-react')
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
  // …and its output folders from these (absolute paths are taken as they are).
  process.env.CONECTA_WEB_OUT_DIR = appDist
  process.env.CONECTA_WEB_SSR_DIR = appSsrDir
  const { createBuilder } = await import('vite')
  const builder = await createBuilder({
    configFile: join(webDir, 'vite.config.ts'),
    root: webDir,
    mode: 'production',
    logLevel: 'warn',
    plugins: [chunkRecorder(chunkGraphFile)],
  })
  await builder.buildApp()
  return (performance.now() - started) / 1000
}

/** @returns {Promise<number>} seconds taken */
export async function buildBare() {
  const started = performance.now()
  const { build } = await import('vite')
  await build({ configFile: join(repoRoot, 'bench', 'bare-react', 'vite.config.ts') })
  return (performance.now() - started) / 1000
}

/**
 * The bare page's form plus the libraries the issues require on the first load
 * (bench/floor-react), built the way the bare page is.
 * @returns {Promise<number>} seconds taken
 */
export async function buildFloor() {
  const started = performance.now()
  const { build } = await import('vite')
  await build({ configFile: join(repoRoot, 'bench', 'floor-react', 'vite.config.ts') })
  return (performance.now() - started) / 1000
}
