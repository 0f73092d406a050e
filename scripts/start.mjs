// `npm start`: builds the app against the demo API, starts the demo API and
// serves the built app (so the service worker is real), both on 127.0.0.1:
// cookies are per host name, and 127.0.0.1 ≠ localhost (toolchain.md).
//
//   PORT=4173 API_PORT=8000 npm start
//   VITE_API_URL=https://api.example.co.mz npm start   # your own API, no demo API
//   npm start -- --no-build                            # serve the last build
//   npm start -- --verbose                             # show the build's own output
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveApp } from '../apps/web/server/serveApp.mjs'
import { startBanner } from './lib/startBanner.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const webDir = join(root, 'apps', 'web')
const host = '127.0.0.1'

function portFrom(name, fallback) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`start: ${name} must be a port number (1–65535); got ${JSON.stringify(raw)}.`)
    process.exit(1)
  }
  return port
}

const appPort = portFrom('PORT', 4173)
const apiPort = portFrom('API_PORT', 8000)
const appOrigin = `http://${host}:${appPort}`
const ownApi = process.env.VITE_API_URL !== undefined && process.env.VITE_API_URL !== ''
const apiUrl = ownApi ? process.env.VITE_API_URL : `http://${host}:${apiPort}`
const productName = process.env.VITE_PRODUCT_NAME || 'Conecta'
// Same-origin mode needs a proxy in front of the app, which this server is not.
if (ownApi && apiUrl.trim().startsWith('/')) {
  console.error(
    `start: VITE_API_URL=${apiUrl} is same-origin mode, which needs nginx proxying ${apiUrl.trim()}/ to the API (apps/web/README.md, "Same-origin mode"); npm start serves no proxy. Build with \`npm run build -w @conecta/web\` and serve dist/ with that nginx, or run \`npm run test:e2e -- --same-origin\` to see the mode at work.`,
  )
  process.exit(1)
}

/**
 * The build's own output (about 75 lines of chunk tables) goes to this file
 * unless --verbose: a person starting the app needs the two addresses. A
 * failed build prints the end of it.
 */
const buildLog = join(root, '.cache', 'start', 'build.log')
const verbose = process.argv.includes('--verbose')

/** Runs vite build in its own process group, so Ctrl-C during the build stops it too. */
function build() {
  const started = performance.now()
  mkdirSync(dirname(buildLog), { recursive: true })
  const log = verbose ? undefined : openSync(buildLog, 'w')
  const child = spawn(join(root, 'node_modules', '.bin', 'vite'), ['build'], {
    cwd: webDir,
    stdio: log === undefined ? 'inherit' : ['ignore', log, log],
    detached: true,
    env: { ...process.env, VITE_API_URL: apiUrl, VITE_PRODUCT_NAME: productName },
  })
  const stopBuild = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // The build has already ended.
    }
  }
  process.once('SIGINT', stopBuild)
  process.once('SIGTERM', stopBuild)
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      process.off('SIGINT', stopBuild)
      process.off('SIGTERM', stopBuild)
      if (log !== undefined) closeSync(log)
      if (code === 0) {
        resolve(((performance.now() - started) / 1000).toFixed(1))
        return
      }
      if (log !== undefined) {
        const tail = readFileSync(buildLog, 'utf8').trimEnd().split('\n').slice(-40).join('\n')
        console.error(`${tail}\n(the whole build output: ${buildLog})`)
      }
      reject(new Error(`vite build failed (${signal ?? `exit ${code}`})`))
    })
  })
}

/** The demo API is TypeScript (packages/mocks); Vite's module runner loads it in this process. */
async function startDemoApi() {
  const { importWorkspaceModule } = await import('./lib/importWorkspaceModule.mjs')
  const entry = join(root, 'packages', 'mocks', 'src', 'server', 'index.ts')
  const module = await importWorkspaceModule(entry)
  return module.startDemoServer({ port: apiPort, host, appOrigin, productName })
}

async function main() {
  const skipBuild = process.argv.includes('--no-build')
  if (skipBuild && existsSync(join(webDir, 'dist', 'app-shell.html'))) {
    console.log('start: serving the previous build (--no-build).')
  } else {
    console.log(`start: building the app for the API at ${apiUrl}…`)
    const seconds = await build()
    console.log(
      `start: build finished in ${seconds} s${verbose ? '' : ` (its output: ${buildLog}; --verbose shows it)`}.`,
    )
  }

  const api = ownApi ? null : await startDemoApi()
  const app = await serveApp(join(webDir, 'dist'), { host, port: appPort })

  console.log('')
  for (const line of startBanner({ appUrl: app.url, demoApiUrl: api?.url ?? null, apiUrl })) {
    console.log(line)
  }
  console.log('')

  let stopping = false
  const stop = async (signal) => {
    if (stopping) return
    stopping = true
    console.log(`\nstart: ${signal}, stopping…`)
    await Promise.allSettled([app.close(), api?.close()])
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((error) => {
  console.error(`start: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
