import { removeStoredItem } from '@conecta/session-machine'

/**
 * Where the last paid receipt is kept (lastReceiptStorage.ts), and the one
 * thing every page may do with it: discard it when its owner is gone. Apart
 * from the storage itself, like @conecta/mpesa's paymentAttemptKey.ts, so a watcher that runs
 * on every page carries this and not the receipt's reading and validation,
 * which load with the subscription screens (docs/architecture.md#performance).
 */
export const LAST_RECEIPT_STORAGE_KEY = 'conecta.subscription.lastReceipt'

/** The window's localStorage; `null` outside a browser. */
export function windowLocalStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage
}

/**
 * Discards it, unless it is `keepOwner`'s (a user id, as stored): what the
 * person signed in now may keep. Never throws (`removeStoredItem` of @conecta/session-machine).
 */
export function clearLastReceipt(
  getStorage: () => Storage | null | undefined = windowLocalStorage,
  keepOwner: string | null = null,
): void {
  removeStoredItem(LAST_RECEIPT_STORAGE_KEY, getStorage, keepOwner)
}
