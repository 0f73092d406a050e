// The app's own `vite build`, for the end-to-end tests: against a given API,
// into a folder of .cache/ (never apps/web/dist, which `npm start` and the
// bench serve). The global setup builds once for every test file; the nginx
// test builds its own copy for its own API origin.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const webDir = join(repoRoot, 'apps', 'web')

export interface BuildTarget {
  /** The API origin the build talks to (VITE_API_URL). */
  apiUrl: string
  /** Absolute: the built app. */
  distDir: string
  /** Absolute: the server bundle that feeds the pre-rendering. */
  ssrDir: string
}

export function buildApp({ apiUrl, distDir, ssrDir }: BuildTarget): Promise<void> {
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
          // Whatever NODE_ENV the runner has (Vitest's `test` would give React's
          // development build and no service worker): the tests must see what is deployed.
          NODE_ENV: 'production',
          VITE_API_URL: apiUrl,
          VITE_PRODUCT_NAME: 'Conecta',
          CONECTA_WEB_OUT_DIR: distDir,
          CONECTA_WEB_SSR_DIR: ssrDir,
        },
      },
    )
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code !== 0) {
        reject(new Error(`e2e: vite build failed (${signal ?? `exit ${code}`})`))
      } else if (!existsSync(join(distDir, 'app-shell.html'))) {
        reject(new Error(`e2e: the build left no app-shell.html in ${distDir}`))
      } else {
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        console.log(`e2e: app built for ${apiUrl} in ${seconds} s`)
        resolveBuild()
      }
    })
  })
}
