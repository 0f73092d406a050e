// Conecta's service worker (docs/product.md#offline, docs/architecture.md#performance). Hand-written; the
// build fills in VERSION, PRECACHE, PAGES, ENTRY, FILL_MESSAGE, KEEP_MESSAGE and SHELL_ROUTE_PREFIXES
// (build/writeServiceWorker.ts) and minifies it.
//
// Rules:
// - Only GET requests for this origin's own files are ever answered from the
//   cache. API calls are never touched, whether the API lives on another
//   origin or under a prefix of this one (same-origin mode: its paths are in
//   no list here, and its calls are never navigations), so no API answer
//   and nothing sent with credentials is ever stored.
// - The cache holds files of the precache list and pages of this version,
//   nothing else.
// - Never twice, never ahead of need: the install downloads nothing. It keeps
//   what the browser already holds (the files and the page just loaded); what
//   passes through later is kept as it passes; the rest of the list comes on
//   a later visit (`fill`), never while the person saves data.
// - Hashed assets: cache first (their name changes when their content does).
// - Navigations: network first (the shell routes ask the host for the shell
//   itself, revalidated; in a version's first hour a kept page answers them);
//   offline, the page if kept, else the app shell, else any kept page: each
//   renders any route, and the app shows its offline notice.

const VERSION = '__VERSION__'
const PRECACHE = __PRECACHE__
/** The pre-rendered pages, by path: kept when free, never fetched ahead. */
const PAGES = __PAGES__
/** The entry script every page of this version loads. */
const ENTRY = '__ENTRY__'
/** The app's routes the host answers with the app shell (src/service-worker/shellRoutes.ts). */
const SHELL_ROUTE_PREFIXES = __SHELL_ROUTE_PREFIXES__
const APP_SHELL = '/app-shell.html'
const CACHE_PREFIX = 'conecta-'
const CACHE_NAME = `${CACHE_PREFIX}${VERSION}`
/** The message a page sends when this visit may fetch the rest of the list (registerServiceWorker.ts). */
const FILL_MESSAGE = '__FILL_MESSAGE__'
/** The type of a page's message naming its own downloads, which passed by no worker (registerServiceWorker.ts). */
const KEEP_MESSAGE = '__KEEP_MESSAGE__'
/**
 * A later visit, the one that may fetch the rest: at least this long after
 * this version's entry script was downloaded. Signing up, reading the mail and
 * paying take minutes; none of it should pay for pages not asked for.
 */
const LATER_VISIT_MS = 60 * 60 * 1000
const precached = new Set(PRECACHE)
const pages = new Set(PAGES)

/** True when the person asked to save data or the connection is 2G or slower. */
function savingData() {
  const connection = self.navigator.connection
  if (!connection) return false
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '')
}

function isShellRoute(pathname) {
  return SHELL_ROUTE_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  )
}

/** Where a navigation's page is kept: the shell for shell routes, the page's path, or nowhere. */
function pageKey(pathname) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (isShellRoute(path)) return APP_SHELL
  return pages.has(path) ? path : null
}

/** The browser's HTTP cache copy of a same-origin URL, never the network; null when it has none. */
async function fromHttpCache(url) {
  try {
    const response = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' })
    return response.ok ? response : null
  } catch {
    return null
  }
}

/**
 * Keeps a page's HTML under `key` when it belongs to this version (it loads
 * this version's entry script): a page of another deploy would ask offline
 * for scripts this cache does not hold.
 */
async function keepPage(cache, key, response) {
  if (response.status !== 200) return
  const html = await response.clone().text()
  if (html.includes(ENTRY)) await cache.put(key, response)
}

/**
 * Keeps every hashed file of the list (or of `paths`) the browser's HTTP cache
 * holds and this cache lacks.
 */
async function keepHeldFiles(cache, paths = PRECACHE) {
  const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
  const wanted = paths.filter((url) => precached.has(url) && url.startsWith('/assets/'))
  await Promise.all(
    wanted
      .filter((url) => !held.has(url))
      .map(async (url) => {
        const response = await fromHttpCache(url)
        if (response) await cache.put(url, response)
      }),
  )
}

/**
 * The install downloads nothing: it keeps the hashed files the browser holds
 * (what the page has just loaded) and the HTML of the pages open now, from the
 * HTTP cache. A file the browser lacks is kept when the page first asks for it,
 * or by `fill`.
 */
async function install() {
  const cache = await caches.open(CACHE_NAME)
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const keepOpenPage = async (href) => {
    const url = new URL(href)
    const key = url.origin === self.location.origin ? pageKey(url.pathname) : null
    const response = key === null ? null : await fromHttpCache(url.href)
    if (response) await keepPage(cache, key, response)
  }
  await Promise.all([keepHeldFiles(cache), ...open.map((client) => keepOpenPage(client.url))])
}

self.addEventListener('install', (event) => {
  event.waitUntil(install().then(() => self.skipWaiting()))
})

/**
 * Activation retires the other versions' caches and takes the open pages
 * over. Before that, and after, it looks in the HTTP cache once more: what
 * the page fetched while the worker installed (an idle prefetch) passed by
 * no worker.
 */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then(keepHeldFiles)
      .then(() => caches.keys())
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim())
      // And once the pages are taken over: what they fetched between the look above and the
      // takeover passed by no worker either (a fresh run's offline reload of
      // /profile/subscription missed the tab's scripts, fetched in that window). Fetch events
      // wait for the activation, so none asks before this is done. A download still under way
      // now ends after this look: the page names it when it ends (KEEP_MESSAGE).
      .then(() => caches.open(CACHE_NAME))
      .then(keepHeldFiles),
  )
})

/**
 * How long ago this version reached the browser: the age of its entry script
 * in the cache, by the Date its host sent; null without it (or a Date).
 */
async function ageOfThisVersion(cache) {
  const entry = await cache.match(ENTRY)
  const downloaded = Date.parse(entry?.headers.get('date') ?? '')
  return Number.isNaN(downloaded) ? null : Date.now() - downloaded
}

/**
 * The rest of the list, so pages not yet opened open offline too. Only when a
 * page asks (a visit the worker controlled from its start, after the page's
 * own loading; registerServiceWorker.ts), at least LATER_VISIT_MS after this
 * version arrived, and never while the person saves data or is on 2G. Through
 * the HTTP cache: what the browser holds is not downloaded again. Answers how
 * many files it added.
 */
async function fill() {
  if (savingData()) return 0
  const cache = await caches.open(CACHE_NAME)
  const age = await ageOfThisVersion(cache)
  if (age === null || age < LATER_VISIT_MS) return 0
  const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname))
  const added = await Promise.all(
    PRECACHE.filter((url) => !held.has(url)).map(async (url) => {
      try {
        if (url === APP_SHELL) {
          await keepPage(cache, APP_SHELL, await fetch(APP_SHELL, { cache: 'no-cache' }))
          return (await cache.match(APP_SHELL)) ? 1 : 0
        }
        await cache.add(new Request(url))
        return 1
      } catch {
        return 0
      }
    }),
  )
  return added.reduce((sum, one) => sum + one, 0)
}

/**
 * FILL_MESSAGE: the page that asked hears how many files were added (0: not
 * now); the app ignores it. KEEP_MESSAGE: a page this worker took over names
 * downloads of its own that ended after the activation's last look (a lazy
 * page's scripts on a slow network); they are kept from the HTTP cache.
 */
self.addEventListener('message', (event) => {
  if (event.data === FILL_MESSAGE) {
    event.waitUntil(
      fill().then((added) => event.source?.postMessage({ type: FILL_MESSAGE, added })),
    )
    return
  }
  const paths = event.data?.type === KEEP_MESSAGE ? event.data.paths : undefined
  if (!Array.isArray(paths)) return
  event.waitUntil(caches.open(CACHE_NAME).then((cache) => keepHeldFiles(cache, paths)))
})

/** The first of `keys` the cache holds. */
async function firstKept(cache, keys) {
  for (const key of keys) {
    const page = key === null ? undefined : await cache.match(key)
    if (page) return page
  }
  return undefined
}

/**
 * Network first; the page passing by is kept (free). Offline: the page if
 * kept, else the shell, else any kept page (each renders the route the
 * address names; a pre-rendered page hides itself until then).
 *
 * Under a shell route the worker asks for /app-shell.html itself, revalidated
 * (`no-cache`): the host would send the same file, and this way the browser's
 * copy answers a 304 instead of 7 kB for every URL. Within LATER_VISIT_MS of
 * this version's arrival (a first visit: signing up, following the mailed
 * link), a kept page of this version answers instead, so the journey does not
 * pay a second time for the stylesheet every page carries inline.
 */
async function navigate(event) {
  const { request } = event
  const key = pageKey(new URL(request.url).pathname)
  const cache = await caches.open(CACHE_NAME)
  if (key === APP_SHELL) {
    const age = await ageOfThisVersion(cache)
    const kept =
      age !== null && age < LATER_VISIT_MS && (await firstKept(cache, [APP_SHELL, ...PAGES]))
    if (kept) return kept
  }
  try {
    const response =
      key === APP_SHELL ? await fetch(APP_SHELL, { cache: 'no-cache' }) : await fetch(request)
    if (key !== null) event.waitUntil(keepPage(cache, key, response.clone()))
    return response
  } catch (error) {
    const page = await firstKept(cache, [key, APP_SHELL, ...PAGES])
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
  if (response.status === 200) {
    event.waitUntil(cache.put(new URL(request.url).pathname, response.clone()))
  }
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.headers.has('authorization')) return
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event))
    return
  }
  if (precached.has(url.pathname)) event.respondWith(fromCacheOrNetwork(request, event))
})
