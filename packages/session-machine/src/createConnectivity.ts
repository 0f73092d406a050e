/**
 * Tells the session when the device's connection comes back. The browser's
 * `online` event by default; an embedding app (or a test) may give its own.
 */
export interface Connectivity {
  /** Calls `onOnline` each time the connection returns; returns the unsubscribe. */
  subscribe(onOnline: () => void): () => void
}

interface OnlineEventTarget {
  addEventListener(type: 'online', listener: () => void): void
  removeEventListener(type: 'online', listener: () => void): void
}

/** The `online` event of `target` (the global object by default); none where there is no such target. */
export function createConnectivity(
  target: OnlineEventTarget | undefined = typeof globalThis.addEventListener === 'function'
    ? (globalThis as OnlineEventTarget)
    : undefined,
): Connectivity {
  return {
    subscribe(onOnline) {
      if (target === undefined) return () => {}
      const listener = () => onOnline()
      target.addEventListener('online', listener)
      return () => target.removeEventListener('online', listener)
    },
  }
}
