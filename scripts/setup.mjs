// Brings a fresh clone to a runnable state: npm dependencies and, with
// --browser, the Debian packages the browser tests need (Chromium, the
// Liberation fonts of the story pictures, nginx for the tests that serve the
// app through a real web server), each checked on its own. Idempotent and quick when
// everything is already there. Node built-ins only: it runs before the install.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChromium } from './lib/chromium.mjs'
import { installMissingDebianPackages } from './lib/debianPackages.mjs'
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

// Each Debian package on its own: Chromium, the fonts the story pictures are
// drawn with, nginx. One `apt-get update`, then exactly the missing ones.
if (wantBrowser) {
  try {
    installMissingDebianPackages({
      probes: { findChromium, findNginx },
      isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    })
  } catch (error) {
    console.error(`setup: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}
