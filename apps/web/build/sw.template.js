// Conecta's service worker (docs/product.md#offline, docs/architecture.md#performance). Hand-written; the
// build fills in VERSION and PRECACHE (build/writeServiceWorker.ts).
//
// Rules:
// - Only GET requests for this origin's own files are ever answered from the
//   cache. API calls are never touched, whether the API lives on another
//   origin or under a prefix of this one (same-origin mode: its paths are in
//   no precache list, and its calls are never navigations), so no API answer
//   and nothing sent with credentials is ever stored.
// - The cache holds the precache list and nothing else: no runtime caching.
// - Hashed assets: cache first (their name changes when their content does).
// - Navigations: network first; offline, the app shell, which renders any
//   route, and the app shows its offline notice. The pre-rendered pages are
//   not precached (each carries the whole stylesheet inline).

const VERSION = '__VERSION__'
const PRECACHE = __PRECACHE__
const APP_SHELL = '/app-shell.html'
const CACHE_PREFIX = 'conecta-'
const CACHE_NAME = `${CACHE_PREFIX}${VERSION}`
const precached = new Set(PRECACHE)

/**
 * Never twice: a content-hashed file (/assets/…) is taken from the HTTP cache
 * when the browser has it (the page has just downloaded it, served immutable),
 * so what the page loaded costs nothing more. A file whose name does not change
 * (the app shell) is revalidated with the server (`no-cache`), so a stale copy
 * never lands in a new version.
 */
function precacheRequest(url) {
  return new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' })
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.addAll(PRECACHE.map(precacheRequest)))
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

async function fromNetworkOrShell(request) {
  try {
    return await fetch(request)
  } catch (error) {
    const cache = await caches.open(CACHE_NAME)
    const page = await cache.match(APP_SHELL)
    if (page) return page
    throw error
  }
}

async function fromCacheOrNetwork(request) {
  const cache = await caches.open(CACHE_NAME)
  const hit = await cache.match(request, { ignoreSearch: true })
  return hit || fetch(request)
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
  if (precached.has(url.pathname)) event.respondWith(fromCacheOrNetwork(request))
})
