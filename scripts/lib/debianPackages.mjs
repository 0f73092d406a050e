// Which of Debian's packages the browser tests need and do not have yet.
// Each need is checked on its own: a machine with Chromium but without the
// fonts the story pictures are drawn with still gets the fonts. Node
// built-ins only: scripts/setup.mjs runs it before `npm install`.
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
