// The `_headers` file the build writes into dist (build/writeHeaders.ts), in
// the format Netlify and Cloudflare Pages read: a path line (`/*`,
// `/assets/*`, `/sw.js`), then indented `Name: value` lines. Read here by the
// app's own server and the nginx configuration, so every way of serving the
// app sends the same headers.
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * @param {string} text
 * @returns {import('./headersFile.d.mts').HeaderRule[]}
 */
export function parseHeaders(text) {
  /** @type {{ path: string, headers: [string, string][] }[]} */
  const rules = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] })
      continue
    }
    const rule = rules.at(-1)
    const colon = line.indexOf(':')
    if (rule === undefined || colon < 0) throw new Error(`_headers: cannot read "${line.trim()}"`)
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/**
 * Whether a rule's path covers a request path: exact, or a prefix ending in
 * `*` (`/*` covers everything), as those hosts match.
 * @param {string} pattern
 * @param {string} pathname
 */
export function pathMatches(pattern, pathname) {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname
}

/**
 * The headers every matching rule adds to a response, later rules winning.
 * @param {readonly import('./headersFile.d.mts').HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const headers = {}
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue
    for (const [name, value] of rule.headers) headers[name] = value
  }
  return headers
}

/**
 * A reader of `directory/_headers` that rereads it when a new build replaces
 * it; no file means no extra headers.
 * @param {string} directory
 * @returns {(pathname: string) => Promise<Record<string, string>>}
 */
export function headersFileOf(directory) {
  const file = join(directory, '_headers')
  /** @type {{ mtimeMs: number, rules: import('./headersFile.d.mts').HeaderRule[] } | null} */
  let cached = null
  return async (pathname) => {
    const info = await stat(file).catch(() => null)
    if (info === null) return {}
    if (cached?.mtimeMs !== info.mtimeMs) {
      cached = { mtimeMs: info.mtimeMs, rules: parseHeaders(await readFile(file, 'utf8')) }
    }
    return headersFor(cached.rules, pathname)
  }
}
