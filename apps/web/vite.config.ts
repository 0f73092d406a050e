import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { sourceConditions } from '../../vite.shared'
import { prerender } from './build/prerender'
import { writeServiceWorker } from './build/writeServiceWorker'
import { assertValidEnv, DEMO_API_URL } from './src/config/validateEnv'

const root = fileURLToPath(new URL('.', import.meta.url))
const outDir = 'dist'
// Outside dist: the server bundle only feeds the pre-rendering and is never deployed.
const ssrOutDir = '.cache/ssr'

export default defineConfig(({ command, mode }) => {
  // loadEnv gives .env files and process.env (process.env wins); a bad value
  // stops `vite build` (and `vite dev`) here with every problem listed.
  const env = assertValidEnv(loadEnv(mode, root, 'VITE_'))
  // The config is evaluated once per environment; one warning is enough.
  if (command === 'build' && env.usesDemoApi && process.env.CONECTA_DEMO_API_WARNED !== '1') {
    process.env.CONECTA_DEMO_API_WARNED = '1'
    console.warn(
      `VITE_API_URL is not set: this build talks to the demo API at ${DEMO_API_URL}. Set VITE_API_URL to your Laravel API origin for a real deployment.`,
    )
  }

  return {
    root,
    ...sourceConditions,
    plugins: [vanillaExtractPlugin(), react()],
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    ssr: {
      ...sourceConditions.ssr,
      // Our packages ship TypeScript and .css.ts sources to this build, which
      // only Vite can compile; everything else runs from node_modules.
      noExternal: [/^@conecta\//],
    },
    environments: {
      client: {
        build: { outDir, emptyOutDir: true, manifest: true },
      },
      ssr: {
        // Repeated here because vanilla-extract's compiler replaces the top-level
        // `ssr` options; without it, .css.ts files would read @conecta/ui's dist.
        resolve: { conditions: sourceConditions.ssr.resolve.conditions },
        build: {
          outDir: ssrOutDir,
          emptyOutDir: true,
          rollupOptions: { input: { 'entry-server': 'src/entry-server.tsx' } },
        },
      },
    },
    // `vite build` builds both environments, then turns the server bundle into
    // static HTML and writes /sw.js with the final list of files (issue 6).
    builder: {
      async buildApp(builder) {
        const started = performance.now()
        const { client, ssr } = builder.environments
        if (client === undefined || ssr === undefined) throw new Error('Missing build environment')
        await builder.build(client)
        await builder.build(ssr)
        const pages = await prerender({ root, outDir, ssrOutDir })
        const sw = await writeServiceWorker({ root, outDir })
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        console.log(
          `Pre-rendered ${pages.length} pages and wrote sw.js (${sw.files} files precached, version ${sw.version}) in ${seconds} s.`,
        )
      },
    },
  }
})
