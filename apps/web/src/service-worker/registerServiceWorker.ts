import { type ConnectionLike, currentConnection, savesData } from '../config/savesData.ts'

export const SERVICE_WORKER_URL = '/sw.js'
/** What a page sends the worker when this visit may fetch the rest of its list (sw.template.js). */
export const FILL_MESSAGE = 'conecta:fill'

export interface RegisterServiceWorkerOptions {
  /** @defaultValue window */
  target?: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'readyState'> }
  /** @defaultValue navigator.serviceWorker, when the browser has one */
  container?: Pick<ServiceWorkerContainer, 'register' | 'controller'> | undefined
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
}: RegisterServiceWorkerOptions = {}): void {
  if (container === undefined) return
  // Read before registering: a worker that claims this page during its first
  // install must not make this first visit fetch the rest.
  const controller = container.controller
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
