// The Debian packages the browser tests need: which are missing, and
// installing exactly those. Each need is checked on its own: a machine with
// Chromium but without the fonts the story pictures are drawn with still gets
// the fonts. Node built-ins only: scripts/setup.mjs runs it before
// `npm install`.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Debian's fonts-liberation: the only fonts the story pictures use. */
export const liberationDir = '/usr/share/fonts/truetype/liberation'

/**
 * @typedef {object} Probes
 * @property {() => string | undefined} findChromium the browser's path, if any
 * @property {() => string | undefined} findNginx nginx's path, if any
 * @property {(path: string) => boolean} [exists] defaults to node:fs's existsSync
 */

/**
 * The packages to install, in a stable order, for what is missing.
 * @param {Probes} probes
 * @returns {string[]}
 */
export function missingDebianPackages({ findChromium, findNginx, exists = existsSync }) {
  /** @type {string[]} */
  const missing = []
  if (!findChromium()) missing.push('chromium')
  if (!exists(liberationDir)) missing.push('fonts-liberation')
  if (!findNginx()) missing.push('nginx')
  return missing
}

/**
 * @typedef {(args: string[], env: NodeJS.ProcessEnv) => { status: number | null, error?: Error }} AptGet
 *   runs `apt-get` with these arguments, its output on the terminal
 */

/**
 * The real `apt-get`, its output on this terminal.
 * @type {AptGet}
 */
export const aptGet = (args, env) => spawnSync('apt-get', args, { stdio: 'inherit', env })

/** Whether `apt-get` could not even start because there is none. */
const noAptGet = (/** @type {{ error?: Error }} */ result) =>
  /** @type {NodeJS.ErrnoException | undefined} */ (result.error)?.code === 'ENOENT'

/** What an `AptGet` run ended with, for a message: `exit 100`, or why it did not run. */
const outcome = (/** @type {{ status: number | null, error?: Error }} */ result) =>
  result.error ? result.error.message : `exit ${result.status}`

/**
 * @typedef {object} InstallOptions
 * @property {Probes} probes what exists now (read again after installing)
 * @property {boolean} isRoot apt-get needs root; without it nothing runs
 * @property {AptGet} [run] defaults to the real apt-get
 * @property {(line: string) => void} [log] progress lines; defaults to console.log
 */

/**
 * Installs exactly the missing packages: nothing runs when nothing is
 * missing; otherwise one `apt-get update`, then one `apt-get install` of the
 * missing ones. Throws an Error whose message says what failed and what to do
 * (not root, apt-get failing or absent, a package installed but still not
 * found).
 * @param {InstallOptions} options
 * @returns {string[]} the packages it installed
 */
export function installMissingDebianPackages({ probes, isRoot, run = aptGet, log = console.log }) {
  const missing = missingDebianPackages(probes)
  if (missing.length === 0) return []
  const byHand = `apt-get update && apt-get install ${missing.join(' ')}`
  if (!isRoot) {
    throw new Error(
      `missing Debian's ${missing.join(', ')}. Install them as root (${byHand}), or set CHROME_PATH / NGINX_PATH to your own.`,
    )
  }
  log(`setup: installing Debian's ${missing.join(', ')}…`)
  // RUNLEVEL=1: the nginx package's service is not started (invoke-rc.d
  // reads it); the tests run their own nginx on a free port.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' }
  const update = run(['update', '-qq'], env)
  if (noAptGet(update)) {
    throw new Error(
      `${missing.join(', ')} missing and no apt-get to install them: not a Debian system? Install Chromium, the Liberation fonts (${liberationDir}) and nginx yourself, and set CHROME_PATH / NGINX_PATH to them.`,
    )
  }
  if (update.error || update.status !== 0) {
    throw new Error(
      `'apt-get update' failed (${outcome(update)}), so ${missing.join(', ')} could not be installed. Check the network and /etc/apt/sources.list*, then run npm run setup -- --browser again, or install them yourself (${byHand}).`,
    )
  }
  const install = run(['install', '-y', '-qq', ...missing], env)
  if (install.error || install.status !== 0) {
    throw new Error(
      `'apt-get install ${missing.join(' ')}' failed (${outcome(install)}); its output is above. Fix that and run npm run setup -- --browser again, or install them yourself (${byHand}).`,
    )
  }
  const stillMissing = missingDebianPackages(probes)
  if (stillMissing.length > 0) {
    throw new Error(
      `apt-get installed ${missing.join(', ')}, but ${stillMissing.join(', ')} is still not where the tests look (Chromium: CHROME_PATH, else /usr/bin/chromium; fonts: ${liberationDir}; nginx: NGINX_PATH, else /usr/sbin/nginx). Set CHROME_PATH / NGINX_PATH to where they are.`,
    )
  }
  return missing
}
