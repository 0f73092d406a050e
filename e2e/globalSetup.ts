// Once per run, before any test file: serve the app's folder, start the demo
// API for that origin, build the app ONCE against that API, and hand both
// addresses to the tests (`inject('appUrl')`, `inject('apiUrl')`).
//
// Both servers listen on a free port on 127.0.0.1 (cookies are per host name:
// the app and the API must share it), so runs never collide with `npm start`
// or another engineer's servers. The app server resolves files per request,
// so it may start before the build that fills its folder.
import { join } from 'node:path'
import { startDemoServer } from '@conecta/mocks/server'
import type { TestProject } from 'vitest/node'
import { serveApp } from '../apps/web/server/serveApp.mjs'
import { buildApp, repoRoot } from './support/buildApp'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app, e.g. `http://127.0.0.1:41234` (no trailing slash). */
    appUrl: string
    /** The demo API, e.g. `http://127.0.0.1:41235` (no trailing slash). */
    apiUrl: string
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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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
  project.provide('appBuild', { distDir, ssrDir })

  return async () => {
    await Promise.allSettled([app.close(), api.close()])
  }
}
