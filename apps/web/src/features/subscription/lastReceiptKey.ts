import { removeStoredItem } from '../../session/removeStoredItem'

/**
 * Where the last paid receipt is kept (lastReceiptStorage.ts), and the one
 * thing every page may do with it: discard it when its owner is gone. Apart
 * from the storage itself, like paymentAttemptKey.ts, so a watcher that runs
 * on every page carries this and not the receipt's reading and validation,
 * which load with the subscription screens (docs/architecture.md#performance).
 */
export const LAST_RECEIPT_STORAGE_KEY = 'conecta.subscription.lastReceipt'

/** The window's localStorage; `null` outside a browser. */
export function windowLocalStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage
}

/** Discards it; never throws (session/removeStoredItem.ts). */
export function clearLastReceipt(
  getStorage: () => Storage | null | undefined = windowLocalStorage,
): void {
  removeStoredItem(LAST_RECEIPT_STORAGE_KEY, getStorage)
}
