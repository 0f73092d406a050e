// Conecta's service worker (docs/product.md#offline, docs/architecture.md#performance). Hand-written; the
// build fills in VERSION and PRECACHE (build/writeServiceWorker.ts).
//
// Rules:
// - Only GET requests for this origin's own files are ever answered from the
//   cache. API calls are never touched, whether the API lives on another
//   origin or under a prefix of this one (same-origin mode: its paths are in
//   no precache list, and its calls are never navigations), so no API answer
//   and nothing sent with credentials is ever stored.
// - The cache holds files of the precache list and nothing else.
// - Hashed assets: cache first (their name changes when their content does).
// - Navigations: network first (the shell routes ask the host for the shell
//   itself, revalidated); offline, the app shell, which renders any route,
//   and the app shows its offline notice. The pre-rendered pages are
//   not precached (each carries the whole stylesheet inline).
// - Never twice, never ahead of need on the first visit: the install keeps
//   what the browser already holds and downloads only the app shell; the rest
//   of the list comes later (see `fill`).

const VERSION = '__VERSION__'
const PRECACHE = __PRECACHE__
/** The app's routes the host answers with the app shell (src/service-worker/shellRoutes.ts). */
const SHELL_ROUTE_PREFIXES = __SHELL_ROUTE_PREFIXES__
const APP_SHELL = '/app-shell.html'
const CACHE_PREFIX = 'conecta-'
const CACHE_NAME = `${CACHE_PREFIX}${VERSION}`
/** The message a page sends when this visit may fetch the rest of the list. */
const FILL_MESSAGE = 'conecta:fill'
/**
 * A later visit, the one that may fetch the rest: at least this long after the
 * install. Signing up, reading the mail and paying take minutes; none of it
 * should pay for pages the person has not asked for.
 */
const LATER_VISIT_MS = 60 * 60 * 1000
const precached = new Set(PRECACHE)
const hashed = PRECACHE.filter((url) => url.startsWith('/assets/'))

/** True when the person asked to save data or the connection is 2G or slower. */
function savingData() {
  const connection = self.navigator.connection
  if (!connection) return false
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '')
}

/**
 * What the browser already holds, at no cost: the HTTP cache's copy of a
 * content-hashed file, never the network (`only-if-cached`). A miss is not
 * an error: the file is kept when the page first asks for it, or by `fill`.
 */
async function keepWhatTheBrowserHas(cache, url) {
  try {
    const response = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' })
    if (response.ok) await cache.put(url, response)
  } catch {
    // Not in the HTTP cache.
  }
}

/**
 * The install: the hashed files the page has just downloaded, from the HTTP
 * cache, and the app shell from the network, revalidated (`no-cache`) so a
 * stale copy never lands in a new version. The shell is the one file beyond
 * the page: without it no page opens offline.
 */
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) =>
        Promise.all([
          cache.add(new Request(APP_SHELL, { cache: 'no-cache' })),
          ...hashed.map((url) => keepWhatTheBrowserHas(cache, url)),
        ]),
      )
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  )
})

/**
 * How long ago this version was installed: the age of the shell the install
 * fetched, by the Date its host sent. A host that sends none counts as long ago.
 */
async function installedLongAgo(cache) {
  const shell = await cache.match(APP_SHELL)
  const installed = Date.parse(shell?.headers.get('date') ?? '')
  return Number.isNaN(installed) || Date.now() - installed >= LATER_VISIT_MS
}

/**
 * The rest of the list, so pages not yet opened open offline too. Only when a
 * page asks (a visit the worker controlled from its start, after the page's
 * own loading; registerServiceWorker.ts), at least LATER_VISIT_MS after the
 * install, and never while the person saves data or is on 2G. Through the
 * HTTP cache: what the browser holds is not downloaded again.
 */
async function fill() {
  if (savingData()) return 0
  const cache = await caches.open(CACHE_NAME)
  if (!(await installedLongAgo(cache))) return 0
  const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
  const missing = PRECACHE.filter((url) => !held.has(url))
  const added = await Promise.all(
    missing.map((url) =>
      cache
        .add(new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' }))
        .then(
          () => 1,
          () => 0,
        ),
    ),
  )
  return added.reduce((sum, one) => sum + one, 0)
}

/** The page that asked hears how many files were added (0: not now); the app ignores it. */
self.addEventListener('message', (event) => {
  if (event.data !== FILL_MESSAGE) return
  event.waitUntil(fill().then((added) => event.source?.postMessage({ type: FILL_MESSAGE, added })))
})

function isShellRoute(pathname) {
  return SHELL_ROUTE_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  )
}

/**
 * Network first. Under a shell route the worker asks for /app-shell.html
 * itself, revalidated (`no-cache`): the host would send the same file, and
 * this way the browser's copy answers a 304 instead of 7 kB for every URL.
 */
async function fromNetworkOrShell(request) {
  try {
    const url = new URL(request.url)
    if (isShellRoute(url.pathname)) return await fetch(APP_SHELL, { cache: 'no-cache' })
    return await fetch(request)
  } catch (error) {
    const cache = await caches.open(CACHE_NAME)
    const page = await cache.match(APP_SHELL)
    if (page) return page
    throw error
  }
}

/** A listed file the cache lacks is kept as it passes: the page's download is the only one. */
async function fromCacheOrNetwork(request, event) {
  const cache = await caches.open(CACHE_NAME)
  const hit = await cache.match(request, { ignoreSearch: true })
  if (hit) return hit
  const response = await fetch(request)
  if (response.status === 200)
    event.waitUntil(cache.put(new URL(request.url).pathname, response.clone()))
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.headers.has('authorization')) return
  if (request.mode === 'navigate') {
    event.respondWith(fromNetworkOrShell(request))
    return
  }
  if (precached.has(url.pathname)) event.respondWith(fromCacheOrNetwork(request, event))
})
