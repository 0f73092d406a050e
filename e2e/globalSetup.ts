// Once per run, before any test file: serve the app's folder, start the demo
// API for that origin, build the app ONCE against that API, and hand both
// addresses to the tests (`inject('appUrl')`, `inject('apiUrl')`).
//
// Both servers listen on a free port on 127.0.0.1 (cookies are per host name:
// the app and the API must share it), so runs never collide with `npm start`
// or another engineer's servers. The app server resolves files per request,
// so it may start before the build that fills its folder.
//
// With CONECTA_E2E_SAME_ORIGIN=1 (`node scripts/test-e2e.mjs --same-origin`)
// the run is in same-origin mode instead: a real nginx serves the build with
// the app README's locations and proxies /backend/ to the demo API, the app
// is built with VITE_API_URL=/backend, and `apiUrl` is the API's address
// through nginx (apps/web/README.md, "Same-origin mode").
import { join } from 'node:path'
import { startDemoServer } from '@conecta/mocks/server'
import type { TestProject } from 'vitest/node'
import { nginxApiLocation } from '../apps/web/server/nginxConfig.mjs'
import { serveApp } from '../apps/web/server/serveApp.mjs'
import { buildApp, repoRoot } from './support/buildApp'
import { freePort, startNginx } from './support/nginx'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app, e.g. `http://127.0.0.1:41234` (no trailing slash). */
    appUrl: string
    /**
     * The demo API as the app reaches it, e.g. `http://127.0.0.1:41235`, or
     * `http://127.0.0.1:41234/backend` in same-origin mode (no trailing slash).
     */
    apiUrl: string
    /** True in the same-origin pass: the API under the app's host, through nginx. */
    sameOrigin: boolean
    /** How long a demo payment stays pending, in ms. */
    paymentDelayMs: number
    /** The build's folders: the deployed site and the server bundle (with the client's manifest). */
    appBuild: { distDir: string; ssrDir: string }
  }
}

const host = '127.0.0.1'
/** Short, so payment tests stay fast, but long enough to see the PIN wait. */
const PAYMENT_DELAY_MS = 1500
// The app's own build, written to .cache/e2e instead of apps/web/dist: it
// points at this run's demo API, and must not overwrite the build `npm start`
// and the bench serve.
const distDir = join(repoRoot, '.cache', 'e2e', 'dist')
const ssrDir = join(repoRoot, '.cache', 'e2e', 'ssr')
/** Same-origin mode's prefix, as in the app README. */
const API_PREFIX = '/backend'

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  return process.env.CONECTA_E2E_SAME_ORIGIN === '1'
    ? setUpSameOrigin(project)
    : setUpCrossOrigin(project)
}

async function setUpCrossOrigin(project: TestProject): Promise<() => Promise<void>> {
  const app = await serveApp(distDir, { host, port: 0 })
  const api = await startDemoServer({
    port: 0,
    host,
    appOrigin: app.url,
    productName: 'Conecta',
    paymentDelayMs: PAYMENT_DELAY_MS,
    // Mails are read from /__dev/mail; printing each one would drown the report.
    log: () => {},
  })
  try {
    await buildApp({ apiUrl: api.url, distDir, ssrDir })
  } catch (error) {
    await Promise.allSettled([app.close(), api.close()])
    throw error
  }
  console.log(`e2e: app ${app.url}, demo API ${api.url}`)

  project.provide('appUrl', app.url)
  project.provide('apiUrl', api.url)
  project.provide('paymentDelayMs', PAYMENT_DELAY_MS)
  project.provide('sameOrigin', false)
  project.provide('appBuild', { distDir, ssrDir })

  return async () => {
    await Promise.allSettled([app.close(), api.close()])
  }
}

async function setUpSameOrigin(project: TestProject): Promise<() => Promise<void>> {
  // nginx's port first: the API must know the app's origin (CORS, mail links)
  // and its own public address before the build and nginx start.
  const port = await freePort()
  const appUrl = `http://${host}:${port}`
  const sameOriginDist = join(repoRoot, '.cache', 'e2e-same-origin', 'dist')
  const api = await startDemoServer({
    port: 0,
    host,
    appOrigin: appUrl,
    publicUrl: `${appUrl}${API_PREFIX}`,
    productName: 'Conecta',
    paymentDelayMs: PAYMENT_DELAY_MS,
    log: () => {},
  })
  try {
    await buildApp({
      apiUrl: API_PREFIX,
      distDir: sameOriginDist,
      ssrDir: join(repoRoot, '.cache', 'e2e-same-origin', 'ssr'),
    })
    const nginx = await startNginx(
      sameOriginDist,
      port,
      nginxApiLocation({ prefix: API_PREFIX, upstream: api.url }),
    )
    console.log(`e2e (same-origin): app ${appUrl} through nginx, demo API ${api.publicUrl}`)

    project.provide('appUrl', appUrl)
    project.provide('apiUrl', api.publicUrl)
    project.provide('paymentDelayMs', PAYMENT_DELAY_MS)
    project.provide('sameOrigin', true)

    return async () => {
      await Promise.allSettled([nginx.close(), api.close()])
    }
  } catch (error) {
    await api.close()
    throw error
  }
}
