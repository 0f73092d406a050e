// nginx for the built app, from the build's own dist/_headers, so nginx sends
// exactly the policy the build hashed (apps/web/README.md, "nginx"):
//
//   node apps/web/server/nginxConfig.mjs apps/web/dist > /etc/nginx/conecta-headers.conf
//
// writes the include file of the security headers (`/*` of _headers); the
// locations themselves are `nginxLocations()`, printed in the README, which a
// unit test keeps identical to this function and the nginx end-to-end test
// (e2e/nginx.e2e.test.ts) serves the app with, word for word.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseHeaders } from './headersFile.mjs'

/** The include file's name in the README's configuration. */
export const HEADERS_INCLUDE = 'conecta-headers.conf'

/** @param {string} value */
function quoted(value) {
  if (/["\\$\n]/.test(value)) throw new Error(`nginx: cannot quote header value ${value}`)
  return `"${value}"`
}

/**
 * @param {readonly import('./headersFile.d.mts').HeaderRule[]} rules
 * @param {string} path
 */
function headersOf(rules, path) {
  const rule = rules.find((candidate) => candidate.path === path)
  if (rule === undefined) throw new Error(`_headers has no rule for ${path}`)
  return rule.headers
}

/**
 * `add_header` lines for every response (`/*` of _headers). `always`: a 404
 * or a 500 page carries the policy as well.
 * @param {readonly import('./headersFile.d.mts').HeaderRule[]} rules
 */
export function nginxHeadersInclude(rules) {
  return `${headersOf(rules, '/*')
    .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`)
    .join('\n')}\n`
}

/**
 * The part of a `server { … }` block that serves `root` (dist/): the
 * fallback rule, compression and the headers. nginx drops inherited
 * `add_header`s in a location that has its own, so each location includes
 * the security headers again.
 * @param {readonly import('./headersFile.d.mts').HeaderRule[]} rules
 */
export function nginxLocations(rules) {
  const cacheOf = (/** @type {string} */ path) => {
    const header = headersOf(rules, path).find(([name]) => name === 'Cache-Control')
    if (header === undefined) throw new Error(`_headers gives ${path} no Cache-Control`)
    return quoted(header[1])
  }
  return `gzip on;
gzip_types text/css text/javascript application/javascript application/json image/svg+xml;
index index.html;

# A file as is; a directory by its index.html (/login → login/index.html,
# pre-rendered); anything else the app shell, which renders it.
location / {
    include ${HEADERS_INCLUDE};
    add_header Cache-Control "no-cache" always;
    try_files $uri $uri/index.html /app-shell.html;
}

# Hashed names: a new content is a new name. A missing one is a 404, never
# the app shell, and not kept (no "always": the year is for files only).
location /assets/ {
    include ${HEADERS_INCLUDE};
    add_header Cache-Control ${cacheOf('/assets/*')};
    try_files $uri =404;
}

location = /sw.js {
    include ${HEADERS_INCLUDE};
    add_header Cache-Control ${cacheOf('/sw.js')} always;
}

# The rules for hosts that read it; nginx has them above.
location = /_headers {
    return 404;
}
`
}

/** What `location` and `X-Forwarded-Prefix` accept: `/backend`, `/a/b`. */
const PREFIX = /^(\/[A-Za-z0-9._~-]+)+$/

/**
 * Same-origin mode (apps/web/README.md, "Same-origin mode"): the API behind
 * the app's own host under `prefix`, the build made with
 * `VITE_API_URL=<prefix>`. The slash after both the location and the
 * upstream strips the prefix, so Laravel's routes stay at its root
 * (/backend/login → /login). Laravel's cookies keep `Path=/` (SESSION_PATH)
 * and no Domain: the app's pages must read XSRF-TOKEN, so no
 * `proxy_cookie_path` moves them under the prefix. The forwarded headers
 * let Laravel (TrustProxies) build its links, such as the signed
 * verification link, on the public address.
 * @param {{ prefix: string, upstream: string }} options `upstream`: the API's own address, e.g. `http://127.0.0.1:8000`
 */
export function nginxApiLocation({ prefix, upstream }) {
  const path = prefix.replace(/\/+$/, '')
  if (!PREFIX.test(path) || /\/\.{1,2}(\/|$)/.test(path)) {
    throw new Error(`nginx: the API prefix must be plain segments such as /backend; got ${prefix}`)
  }
  const target = new URL(upstream)
  if (
    (target.protocol !== 'http:' && target.protocol !== 'https:') ||
    target.search ||
    target.hash
  ) {
    throw new Error(`nginx: the API upstream must be an http(s) address; got ${upstream}`)
  }
  const pass = `${target.origin}${target.pathname.replace(/\/+$/, '')}/`
  return `# Same-origin mode: the API under ${path}/, its prefix stripped.
location ${path}/ {
    proxy_pass ${pass};
    proxy_http_version 1.1;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $host;
    proxy_set_header X-Forwarded-Port $server_port;
    proxy_set_header X-Forwarded-Prefix ${path};
}
`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2]
  if (dist === undefined) {
    console.error('usage: node apps/web/server/nginxConfig.mjs <dist> > conecta-headers.conf')
    process.exit(1)
  }
  const rules = parseHeaders(await readFile(join(dist, '_headers'), 'utf8'))
  process.stdout.write(nginxHeadersInclude(rules))
}
