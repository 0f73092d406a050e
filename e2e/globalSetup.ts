// Once per run, before any test file: serve the app's folder, start the demo
// API for that origin, build the app ONCE against that API, and hand both
// addresses to the tests (`inject('appUrl')`, `inject('apiUrl')`).
//
// Both servers listen on a free port on 127.0.0.1 (cookies are per host name:
// the app and the API must share it), so runs never collide with `npm start`
// or another engineer's servers. The app server resolves files per request,
// so it may start before the build that fills its folder.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDemoServer } from '@conecta/mocks/server'
import type { TestProject } from 'vitest/node'
import { serveApp } from '../apps/web/server/serveApp.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app, e.g. `http://127.0.0.1:41234` (no trailing slash). */
    appUrl: string
    /** The demo API, e.g. `http://127.0.0.1:41235` (no trailing slash). */
    apiUrl: string
    /** How long a demo payment stays pending, in ms. */
    paymentDelayMs: number
  }
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const webDir = join(repoRoot, 'apps', 'web')
const host = '127.0.0.1'
/** Short, so payment tests stay fast, but long enough to see the PIN wait. */
const PAYMENT_DELAY_MS = 1500
// The app's own build, written to .cache/e2e instead of apps/web/dist: it
// points at this run's demo API, and must not overwrite the build `npm start`
// and the bench serve.
const distDir = join(repoRoot, '.cache', 'e2e', 'dist')
const ssrDir = join(repoRoot, '.cache', 'e2e', 'ssr')

function buildApp(apiUrl: string): Promise<void> {
  const started = performance.now()
  return new Promise((resolveBuild, reject) => {
    const child = spawn(
      join(repoRoot, 'node_modules', '.bin', 'vite'),
      ['build', '--logLevel', 'error'],
      {
        cwd: webDir,
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
        env: {
          ...process.env,
          // Vitest sets NODE_ENV=test, which would give React's development
          // build and no service worker: the tests must see what is deployed.
          NODE_ENV: 'production',
          VITE_API_URL: apiUrl,
          VITE_PRODUCT_NAME: 'Conecta',
          CONECTA_WEB_OUT_DIR: distDir,
          CONECTA_WEB_SSR_DIR: ssrDir,
          // The app's config imports without extensions, as Vite's default loader allows.
          VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
        },
      },
    )
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) {
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        console.log(`e2e: app built for ${apiUrl} in ${seconds} s`)
        resolveBuild()
      } else {
        reject(new Error(`e2e: vite build failed (${signal ?? `exit ${code}`})`))
      }
    })
  })
}

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
    await buildApp(api.url)
    if (!existsSync(join(distDir, 'app-shell.html'))) {
      throw new Error(`e2e: the build left no app-shell.html in ${distDir}`)
    }
  } catch (error) {
    await Promise.allSettled([app.close(), api.close()])
    throw error
  }
  console.log(`e2e: app ${app.url}, demo API ${api.url}`)

  project.provide('appUrl', app.url)
  project.provide('apiUrl', api.url)
  project.provide('paymentDelayMs', PAYMENT_DELAY_MS)

  return async () => {
    await Promise.allSettled([app.close(), api.close()])
  }
}
