/**
 * Where the live payment attempt is kept (paymentAttemptStorage.ts), and the
 * one thing every page does with it: discard it when its owner is gone
 * (forgetPaymentAttemptOnUserChange.ts). Apart from the storage itself, so
 * each page's first load carries this and not the attempt's reading and
 * validation, which load with the subscription tab (docs/architecture.md#performance).
 */
export const PAYMENT_ATTEMPT_STORAGE_KEY = 'conecta.subscription.paymentAttempt'

/** The window's sessionStorage; `null` outside a browser. */
export function windowSessionStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage
}

/**
 * Discards the stored attempt. Never throws: storage can be missing, blocked
 * (Safari private mode, disabled cookies throw on access) or broken, and an
 * unreachable storage holds nothing that could be resumed.
 */
export function clearPaymentAttempt(
  getStorage: () => Storage | null | undefined = windowSessionStorage,
): void {
  try {
    getStorage()?.removeItem(PAYMENT_ATTEMPT_STORAGE_KEY)
  } catch {
    // Nothing to do.
  }
}
