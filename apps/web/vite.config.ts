import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { sourceConditions } from '../../vite.shared.ts'
import { clientCodeSplitting } from './build/chunks.ts'
import { prerender } from './build/prerender.ts'
import { previewLikeAHost } from './build/previewLikeAHost.ts'
import { reactRouterProduction } from './build/reactRouterProduction.ts'
import { recordChunkModules } from './build/recordChunkModules.ts'
import { writeHeaders } from './build/writeHeaders.ts'
import { writeServiceWorker } from './build/writeServiceWorker.ts'
import { assertValidEnv, DEMO_API_URL } from './src/config/validateEnv.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
// Relative to apps/web, or absolute. The bench (bench/lib/build.mjs) builds
// into .cache/bench/ through these, so it never touches the team's dist/.
const outDir = process.env.CONECTA_WEB_OUT_DIR || 'dist'
// Outside dist: the server bundle only feeds the pre-rendering and is never deployed.
const ssrOutDir = process.env.CONECTA_WEB_SSR_DIR || '.cache/ssr'

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
    resolve: {
      ...sourceConditions.resolve,
      // @xstate/react reads useSyncExternalStore through the React 17 shim,
      // which on React 19 only hands over React's own: the shim-free builds of
      // the same package (React's hook, and the selector on top of it) keep
      // its code off every page's first load (docs/architecture.md#performance).
      alias: [
        {
          find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/,
          replacement: 'use-sync-external-store/with-selector',
        },
        {
          find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
          replacement: 'use-sync-external-store',
        },
      ],
    },
    // The settings as validated above, so the browser bundle does not carry
    // the validation rules (src/config/appConfig.ts).
    define: { 'import.meta.env.CONECTA_APP_ENV': JSON.stringify(env) },
    plugins: [
      reactRouterProduction(),
      vanillaExtractPlugin(),
      react(),
      previewLikeAHost(outDir),
      recordChunkModules(),
    ],
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
        build: {
          outDir,
          emptyOutDir: true,
          manifest: true,
          // One stylesheet for every page (docs/architecture.md#performance): some 6 kB gzip, cached
          // once, instead of one small file per chunk.
          cssCodeSplit: false,
          // No polyfill (0.3 kB on every page): a browser without
          // <link rel="modulepreload"> (Safari before 17) still loads each
          // module when it is imported, only without the head start.
          modulePreload: { polyfill: false },
          rolldownOptions: { output: { codeSplitting: clientCodeSplitting } },
        },
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
    // static HTML and writes /sw.js with the final list of files (docs/architecture.md#performance).
    builder: {
      async buildApp(builder) {
        const started = performance.now()
        const { client, ssr } = builder.environments
        if (client === undefined || ssr === undefined) throw new Error('Missing build environment')
        await builder.build(client)
        await builder.build(ssr)
        const pages = await prerender({ root, outDir, ssrOutDir })
        const sw = await writeServiceWorker({ root, outDir })
        const policy = await writeHeaders({ root, outDir, apiUrl: env.apiUrl })
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        // Through Vite's logger, so a caller's logLevel (the bench's 'warn') applies.
        builder.config.logger.info(
          `Pre-rendered ${pages.length} pages, wrote sw.js (${sw.files} files precached, version ${sw.version}) and _headers (${policy.scripts} script and ${policy.styles} style hashes) in ${seconds} s.`,
        )
      },
    },
  }
})
