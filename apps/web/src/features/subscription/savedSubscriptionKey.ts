import { removeStoredItem } from '@conecta/session-machine'
import { windowLocalStorage } from './lastReceiptKey'

/**
 * Where the subscription tab keeps its last plans and payment history for
 * offline (savedSubscriptionStorage.ts), and the discarding every page may do
 * when its owner is gone. Apart from the storage, like lastReceiptKey.ts, so
 * the watcher in every page's first load carries only this.
 */
export const SAVED_SUBSCRIPTION_STORAGE_KEY = 'conecta.subscription.saved'

/** Discards it, unless it is `keepOwner`'s (a user id, as stored). Never throws. */
export function clearSavedSubscription(
  getStorage: () => Storage | null | undefined = windowLocalStorage,
  keepOwner: string | null = null,
): void {
  removeStoredItem(SAVED_SUBSCRIPTION_STORAGE_KEY, getStorage, keepOwner)
}
