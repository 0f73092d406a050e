// The app's own build (apps/web/vite.config.ts), written to .cache/e2e instead
// of apps/web/dist: the e2e build points VITE_API_URL at the e2e demo API, and
// must neither overwrite the build `npm start` and the bench serve nor collide
// with a build someone else runs in the same checkout. Everything else — the
// plugins, the pre-rendering, sw.js — is the app's configuration unchanged.
//
//   VITE_API_URL=http://127.0.0.1:4391 vite build --config e2e/vite.app.config.ts
import { defineConfig, type UserConfig, type ViteBuilder } from 'vite'
import { prerender } from '../apps/web/build/prerender'
import { writeServiceWorker } from '../apps/web/build/writeServiceWorker'
import appConfig from '../apps/web/vite.config'

/** Relative to the app's root (apps/web), as the app's own build resolves its folders. */
export const E2E_OUT_DIR = '../../.cache/e2e/dist'
const E2E_SSR_OUT_DIR = '../../.cache/e2e/ssr'

export default defineConfig(async (env) => {
  const app: UserConfig = await appConfig(env)
  const root = app.root
  if (root === undefined) throw new Error('apps/web/vite.config.ts no longer sets root')
  const client = app.environments?.client
  const ssr = app.environments?.ssr
  if (client?.build === undefined || ssr?.build === undefined) {
    throw new Error('apps/web/vite.config.ts no longer defines the client and ssr builds')
  }
  return {
    ...app,
    environments: {
      ...app.environments,
      client: { ...client, build: { ...client.build, outDir: E2E_OUT_DIR } },
      ssr: { ...ssr, build: { ...ssr.build, outDir: E2E_SSR_OUT_DIR } },
    },
    builder: {
      async buildApp(builder: ViteBuilder) {
        const { client: clientEnv, ssr: ssrEnv } = builder.environments
        if (clientEnv === undefined || ssrEnv === undefined) {
          throw new Error('Missing build environment')
        }
        await builder.build(clientEnv)
        await builder.build(ssrEnv)
        const pages = await prerender({ root, outDir: E2E_OUT_DIR, ssrOutDir: E2E_SSR_OUT_DIR })
        const sw = await writeServiceWorker({ root, outDir: E2E_OUT_DIR })
        console.log(`e2e build: ${pages.length} pages pre-rendered, sw.js ${sw.version}.`)
      },
    },
  }
})
