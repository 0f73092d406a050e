// Brings a fresh clone to a runnable state: npm dependencies and, with
// --browser, Debian's Chromium for the browser tests and nginx for the test
// that serves the app through a real web server. Idempotent and quick when
// everything is already there. Node built-ins only: it runs before the install.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { missingDebianPackages } from './lib/debianPackages.mjs'
import { findNginx } from './lib/nginx.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const wantBrowser = process.argv.includes('--browser')

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options })
  if (result.status !== 0) {
    console.error(`setup: '${cmd} ${args.join(' ')}' failed (exit ${result.status})`)
    process.exit(result.status ?? 1)
  }
}

function needsInstall() {
  const marker = join(root, 'node_modules', '.package-lock.json')
  if (!existsSync(marker)) return true
  const lock = join(root, 'package-lock.json')
  const manifests = [lock, join(root, 'package.json')].filter(existsSync)
  const installedAt = statSync(marker).mtimeMs
  return manifests.some((file) => statSync(file).mtimeMs > installedAt)
}

// `npm install`, not `npm ci`: the registry mirror here lacks some
// other-platform optional packages, which `npm ci` then refuses (toolchain.md).
if (needsInstall()) {
  console.log('setup: installing npm dependencies…')
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'])
}

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((path) => path && existsSync(path))
}

/** Debian packages the browser tests need and do not have yet. */
const missing = wantBrowser ? missingDebianPackages({ findChromium, findNginx }) : []

if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `setup: missing ${missing.join(', ')}. Install Debian's packages (apt-get install ${missing.join(' ')}), or set CHROME_PATH / NGINX_PATH.`,
    )
    process.exit(1)
  }
  console.log(`setup: installing Debian ${missing.join(', ')}…`)
  // RUNLEVEL=1: the nginx package's service is not started (invoke-rc.d
  // reads it); the test runs its own nginx on a free port.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' }
  run('apt-get', ['update', '-qq'], { env })
  run('apt-get', ['install', '-y', '-qq', ...missing], { env })
}
