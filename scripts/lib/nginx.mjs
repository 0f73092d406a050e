// Debian's nginx, for the end-to-end test that serves the built app through a
// real web server (e2e/nginx.e2e.test.ts). `npm test`'s set-up installs it as
// it installs Chromium (scripts/setup.mjs).
import { existsSync } from 'node:fs'

const candidates = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']

/**
 * Path of the nginx executable: `NGINX_PATH` when set, else Debian's, or
 * undefined when there is none.
 * @returns {string | undefined}
 */
export function findNginx() {
  const fromEnv = process.env.NGINX_PATH
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined
  return candidates.find((path) => existsSync(path))
}

/**
 * Like {@link findNginx}, but throws with the fix when none exists.
 * @returns {string}
 */
export function nginxPath() {
  const found = findNginx()
  if (!found) {
    throw new Error(
      'nginx not found. Run `npm run setup -- --browser` (installs Debian\'s "nginx"), or set NGINX_PATH.',
    )
  }
  return found
}
