// Playwright's global setup (e2e/playwright.config.ts), once per run, for each
// project the run selects (`--project`, else both): serve the app's folder,
// start the demo API for that origin, build the app ONCE against that API, and
// hand the addresses to the tests (support/deployment.ts).
//
// Both servers listen on a free port on 127.0.0.1 (cookies are per host name:
// the app and the API must share it), so runs never collide with `npm start`
// or another engineer's servers. The app server resolves files per request,
// so it may start before the build that fills its folder.
//
// The project 'same-origin' is the same-origin mode instead: a real nginx
// serves the build with the app README's locations and proxies /backend/ to
// the demo API, the app is built with VITE_API_URL=/backend, and `apiUrl` is
// the API's address through nginx (apps/web/README.md, "Same-origin mode").
import { join } from 'node:path'
import { startDemoServer } from '@conecta/mocks/server'
import { nginxApiLocation } from '../apps/web/server/nginxConfig.mjs'
import { serveApp } from '../apps/web/server/serveApp.mjs'
import { buildApp, repoRoot } from './support/buildApp'
import {
  type Deployment,
  type ProjectName,
  publishDeployments,
  selectedProjects,
} from './support/deployment'
import { freePort, startNginx } from './support/nginx'

const host = '127.0.0.1'
/** Short, so payment tests stay fast, but long enough to see the PIN wait. */
const PAYMENT_DELAY_MS = 1500
/** Same-origin mode's prefix, as in the app README. */
const API_PREFIX = '/backend'

interface Running {
  deployment: Deployment
  close(): Promise<void>
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started: Running[] = []
  const deployments: Partial<Record<ProjectName, Deployment>> = {}
  const closeAll = async () => {
    await Promise.allSettled(started.map((running) => running.close()))
  }
  try {
    // One after the other: two builds at once would only share the two cores.
    for (const project of selectedProjects()) {
      const running = project === 'same-origin' ? await setUpSameOrigin() : await setUpCrossOrigin()
      started.push(running)
      deployments[project] = running.deployment
    }
  } catch (error) {
    await closeAll()
    throw error
  }
  publishDeployments(deployments)
  return closeAll
}

async function setUpCrossOrigin(): Promise<Running> {
  // The app's own build, written to .cache/e2e instead of apps/web/dist: it
  // points at this run's demo API, and must not overwrite the build `npm start`
  // and the bench serve.
  const distDir = join(repoRoot, '.cache', 'e2e', 'dist')
  const ssrDir = join(repoRoot, '.cache', 'e2e', 'ssr')
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
  const close = async () => {
    await Promise.allSettled([app.close(), api.close()])
  }
  try {
    await buildApp({ apiUrl: api.url, distDir, ssrDir })
  } catch (error) {
    await close()
    throw error
  }
  console.log(`e2e (default): app ${app.url}, demo API ${api.url}`)
  return {
    deployment: {
      appUrl: app.url,
      apiUrl: api.url,
      sameOrigin: false,
      paymentDelayMs: PAYMENT_DELAY_MS,
      appBuild: { distDir, ssrDir },
    },
    close,
  }
}

async function setUpSameOrigin(): Promise<Running> {
  // nginx's port first: the API must know the app's origin (CORS, mail links)
  // and its own public address before the build and nginx start.
  const port = await freePort()
  const appUrl = `http://${host}:${port}`
  const distDir = join(repoRoot, '.cache', 'e2e-same-origin', 'dist')
  const ssrDir = join(repoRoot, '.cache', 'e2e-same-origin', 'ssr')
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
    await buildApp({ apiUrl: API_PREFIX, distDir, ssrDir })
    const nginx = await startNginx(
      distDir,
      port,
      nginxApiLocation({ prefix: API_PREFIX, upstream: api.url }),
    )
    console.log(`e2e (same-origin): app ${appUrl} through nginx, demo API ${api.publicUrl}`)
    return {
      deployment: {
        appUrl,
        apiUrl: api.publicUrl,
        sameOrigin: true,
        paymentDelayMs: PAYMENT_DELAY_MS,
        appBuild: { distDir, ssrDir },
      },
      close: async () => {
        await Promise.allSettled([nginx.close(), api.close()])
      },
    }
  } catch (error) {
    await api.close()
    throw error
  }
}
