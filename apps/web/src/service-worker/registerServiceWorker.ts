export const SERVICE_WORKER_URL = '/sw.js'

export interface RegisterServiceWorkerOptions {
  /** @defaultValue window */
  target?: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'readyState'> }
  /** @defaultValue navigator.serviceWorker, when the browser has one */
  container?: Pick<ServiceWorkerContainer, 'register'> | undefined
  /** @defaultValue console.error */
  logError?: (message: string, error: unknown) => void
}

/**
 * Registers /sw.js once the page has loaded (docs/product.md#offline), so the worker's
 * downloads never compete with the page's own. A failure is only logged (§8).
 */
export function registerServiceWorker({
  target = window,
  container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  logError = console.error,
}: RegisterServiceWorkerOptions = {}): void {
  if (container === undefined) return
  const register = () => {
    container.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      logError('Service worker registration failed', error)
    })
  }
  if (target.document.readyState === 'complete') register()
  else target.addEventListener('load', register, { once: true })
}
