import { type ConnectionLike, currentConnection, savesData } from '../config/savesData.ts'

export const SERVICE_WORKER_URL = '/sw.js'
/** What a page sends the worker when this visit may fetch the rest of its list (sw.template.js). */
export const FILL_MESSAGE = 'conecta:fill'
/** The type of what a page sends the worker that took it over: `{ type, paths }`, its own downloads. */
export const KEEP_MESSAGE = 'conecta:keep'

/** A finished download, as Resource Timing tells it. */
export type DownloadLike = Pick<PerformanceResourceTiming, 'name' | 'workerStart'>

/** Calls `report` with the page's finished downloads: those already done, then each as it ends. */
export type WatchDownloads = (report: (downloads: readonly DownloadLike[]) => void) => void

const watchDownloads: WatchDownloads = (report) => {
  new PerformanceObserver((list) =>
    report(list.getEntriesByType('resource') as PerformanceResourceTiming[]),
  ).observe({ type: 'resource', buffered: true })
}

export interface RegisterServiceWorkerOptions {
  /** @defaultValue window */
  target?: Pick<Window, 'addEventListener'> & {
    document: Pick<Document, 'readyState'>
    location: Pick<Location, 'origin'>
  }
  /** @defaultValue navigator.serviceWorker, when the browser has one */
  container?:
    | Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'>
    | undefined
  /** @defaultValue a PerformanceObserver of the page's resources */
  watch?: WatchDownloads
  /** @defaultValue navigator.connection, when the browser has one */
  connection?: ConnectionLike | undefined
  /** @defaultValue console.error */
  logError?: (message: string, error: unknown) => void
}

/**
 * Registers /sw.js once the page has loaded (docs/product.md#offline), so the worker's
 * downloads never compete with the page's own. A failure is only logged (§8).
 *
 * The worker's install downloads nothing the page already has. The rest of
 * its list (the pages not yet opened) is fetched on a later visit, one the
 * worker already controls from its start, and never while the person saves
 * data or is on 2G (docs/architecture.md#performance).
 */
export function registerServiceWorker({
  target = window,
  container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  connection = currentConnection(),
  logError = console.error,
  watch = watchDownloads,
}: RegisterServiceWorkerOptions = {}): void {
  if (container === undefined) return
  // Read before registering: a worker that claims this page during its first
  // install must not make this first visit fetch the rest.
  const controller = container.controller
  // A first visit: the new worker takes the page over while some of the page's
  // downloads (a lazy page's scripts, on a slow network) are still under way.
  // Those pass by no worker and end after the worker's last look in the HTTP
  // cache, so offline the page would lack them. Once it is taken over, the
  // page names its own downloads, as each ends, and the worker keeps them
  // from the HTTP cache: nothing is downloaded twice.
  if (controller === null) {
    container.addEventListener(
      'controllerchange',
      () =>
        watch((downloads) => {
          const paths = downloads
            .filter((download) => download.workerStart === 0)
            .map((download) => new URL(download.name))
            .filter((url) => url.origin === target.location.origin)
            .map((url) => url.pathname)
          if (paths.length > 0) container.controller?.postMessage({ type: KEEP_MESSAGE, paths })
        }),
      { once: true },
    )
  }
  const register = () => {
    container.register(SERVICE_WORKER_URL).then(
      () => {
        if (controller !== null && !savesData(connection)) controller.postMessage(FILL_MESSAGE)
      },
      (error: unknown) => {
        logError('Service worker registration failed', error)
      },
    )
  }
  if (target.document.readyState === 'complete') register()
  else target.addEventListener('load', register, { once: true })
}
