import { removeStoredItem } from '@conecta/session-machine'

/**
 * Where the live payment attempt is kept (paymentAttemptStorage.ts), and the
 * one thing every page of a host does with it: discard it when its owner is
 * gone (the reference app's subscriptionActorHost.tsx). A module of its own,
 * so a page's first load can carry this without the attempt's reading and
 * validation, which load with the payment (docs/architecture.md#performance).
 */
export const PAYMENT_ATTEMPT_STORAGE_KEY = 'conecta.subscription.paymentAttempt'

/** The window's sessionStorage; `null` outside a browser. */
export function windowSessionStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage
}

/**
 * Discards it, unless it is `keepOwner`'s (a user id, as stored): what the
 * person signed in now may keep. Never throws (`removeStoredItem` of @conecta/session-machine).
 */
export function clearPaymentAttempt(
  getStorage: () => Storage | null | undefined = windowSessionStorage,
  keepOwner: string | null = null,
): void {
  removeStoredItem(PAYMENT_ATTEMPT_STORAGE_KEY, getStorage, keepOwner)
}
