import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Where, inside the client build, the module list is written: beside Vite's
 * own `.vite/manifest.json`, which names chunks but not the modules inside
 * them. Both leave dist/ after the pre-rendering (build/prerender.ts).
 */
export const CHUNK_MODULES_FILE = join('.vite', 'chunk-modules.json')

/** Chunk file (`assets/index-abc.js`) → the source modules bundled into it. */
export type ChunkModules = Record<string, string[]>

/**
 * Records which source modules each client chunk is made of, named as Vite's
 * manifest names sources (relative to the app's root: `src/app/App.tsx`,
 * `../../node_modules/react-dom/…`, `../../packages/ui/src/…`). What the
 * first load of a page contains can then be asserted (build/firstLoad.ts)
 * whatever the chunks are called and however build/chunks.ts groups them.
 */
export function recordChunkModules(): Plugin {
  let root = ''
  // Virtual modules (Vite's preload helper) keep their own name.
  const sourceName = (id: string) => {
    const path = id.replace(/^\0/, '')
    return isAbsolute(path) ? relative(root, path).split(sep).join('/') : path
  }
  let outDir = ''
  let modules: ChunkModules = {}
  return {
    name: 'conecta:record-chunk-modules',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root
    },
    // After Vite's own generateBundle work, which drops the empty chunks left by
    // CSS-only modules (vanilla-extract .css.ts files): only shipped chunks are listed.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        outDir = options.dir ?? ''
        modules = {}
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue
          // A module that renders no code here (a .css.ts file's CSS, which goes
          // to the stylesheet; one tree-shaken away) costs this chunk nothing.
          modules[output.fileName] = Object.entries(output.modules)
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id]) => sourceName(id))
            .sort()
        }
      },
    },
    async writeBundle() {
      const file = join(outDir, CHUNK_MODULES_FILE)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, `${JSON.stringify(modules, null, 2)}\n`)
    },
  }
}
