import { type Payment, readPayment } from '@conecta/mpesa'
import { clearLastReceipt, LAST_RECEIPT_STORAGE_KEY, windowLocalStorage } from './lastReceiptKey'

export { clearLastReceipt, LAST_RECEIPT_STORAGE_KEY }

/**
 * The last paid receipt of the signed-in person, kept so its page opens
 * without a network (docs/product.md#receipt): at a counter with no data
 * left, the proof of payment is what they need.
 *
 * localStorage, not sessionStorage: the receipt must outlive the tab, since a
 * phone's browser closes tabs on its own and the person comes back to it days
 * later, offline. The cost is that it stays on the phone, so it carries its
 * owner's user id and is handed back to that user only, like the payment
 * attempt (@conecta/mpesa's paymentAttemptStorage.ts), and is discarded when another person
 * signs in or its owner signs out (`clear`, called by the watcher that forgets
 * a payment attempt). Only one receipt, the newest: one proof, not a history.
 */
export const LAST_RECEIPT_VERSION = 1

export interface StoredReceipt {
  version: typeof LAST_RECEIPT_VERSION
  /** The signed-in user whose payment it is, as a string (`CurrentUser.id` may be a number). */
  userId: string
  /** A paid payment as the server sent it. */
  payment: Payment
  /** The plan's name when it was shown ('Mensal'): offline the plans cannot be asked for. */
  planName: string
}

export interface LastReceiptStorage {
  /** The kept receipt of `userId`, or `null` when none, unreadable or another person's (that one is discarded). */
  read(userId: string | number): StoredReceipt | null
  /**
   * Keeps `payment` as `userId`'s last receipt unless it is not paid, or the
   * receipt kept for them is of a later payment (an old receipt opened from
   * the history must not replace the newest).
   */
  save(userId: string | number, payment: Payment, planName: string): void
  clear(): void
}

export interface LastReceiptStorageOptions {
  /** @defaultValue the window's localStorage, when it can be reached */
  getStorage?: () => Storage | null | undefined
}

/** Never throws: storage can be missing, blocked or full; the page then needs the network. */
export function createLastReceiptStorage(
  options: LastReceiptStorageOptions = {},
): LastReceiptStorage {
  const { getStorage = windowLocalStorage } = options

  function storage(): Storage | null {
    try {
      return getStorage() ?? null
    } catch {
      return null
    }
  }

  function readRaw(): StoredReceipt | null {
    let raw: string | null
    try {
      raw = storage()?.getItem(LAST_RECEIPT_STORAGE_KEY) ?? null
    } catch {
      return null
    }
    return raw === null ? null : parseStoredReceipt(raw)
  }

  const clear = () => clearLastReceipt(getStorage)

  return {
    read(userId) {
      const receipt = readRaw()
      if (receipt === null || receipt.userId !== String(userId)) {
        // Unreadable, of another version, or someone else's: nobody may see it any more.
        clear()
        return null
      }
      return receipt
    },
    save(userId, payment, planName) {
      if (payment.status !== 'paid') return
      const kept = readRaw()
      if (
        kept !== null &&
        kept.userId === String(userId) &&
        kept.payment.id !== payment.id &&
        Date.parse(kept.payment.created_at) > Date.parse(payment.created_at)
      )
        return
      const receipt: StoredReceipt = {
        version: LAST_RECEIPT_VERSION,
        userId: String(userId),
        payment,
        planName,
      }
      try {
        storage()?.setItem(LAST_RECEIPT_STORAGE_KEY, JSON.stringify(receipt))
      } catch {
        // A full or blocked storage only costs the offline copy.
      }
    },
    clear,
  }
}

/**
 * Validates what another version of the app, or a person, may have left
 * there: the payment through the same reader as the API's answers.
 */
export function parseStoredReceipt(raw: string): StoredReceipt | null {
  try {
    const value: unknown = JSON.parse(raw)
    if (!isRecord(value)) return null
    const { version, userId, payment, planName } = value
    const read = readPayment({ data: payment })
    if (
      version !== LAST_RECEIPT_VERSION ||
      !isRecord(payment) ||
      typeof userId !== 'string' ||
      userId === '' ||
      typeof planName !== 'string' ||
      read.status !== 'paid' ||
      read.id === '' ||
      typeof payment.amount !== 'number'
    )
      return null
    return { version: LAST_RECEIPT_VERSION, userId, payment: read, planName }
  } catch {
    // Not JSON, or no payment in it.
    return null
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The app's instance, over the window's localStorage. */
export const lastReceiptStorage: LastReceiptStorage = createLastReceiptStorage()
