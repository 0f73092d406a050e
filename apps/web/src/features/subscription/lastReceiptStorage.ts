import { clearLastReceipt, LAST_RECEIPT_STORAGE_KEY, windowLocalStorage } from './lastReceiptKey'
import { isPaymentStatus, type Payment } from './paymentApi'

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
 * attempt (paymentAttemptStorage.ts), and is discarded when another person
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

/** Validates what another version of the app, or a person, may have left there. */
export function parseStoredReceipt(raw: string): StoredReceipt | null {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isRecord(value) || value.version !== LAST_RECEIPT_VERSION) return null
  const { userId, payment, planName } = value
  if (!isNonEmptyString(userId) || typeof planName !== 'string' || !isRecord(payment)) return null
  const { id, status, plan, amount, phone_number, reference, transaction_id, code, message } =
    payment
  if (!isNonEmptyString(id) || !isPaymentStatus(status) || status !== 'paid') return null
  if (typeof plan !== 'string' || typeof amount !== 'number' || !Number.isFinite(amount))
    return null
  if (typeof phone_number !== 'string' || typeof reference !== 'string') return null
  if (!isStringOrNull(transaction_id) || !isStringOrNull(code) || !isStringOrNull(message))
    return null
  if (typeof payment.created_at !== 'string') return null
  return {
    version: LAST_RECEIPT_VERSION,
    userId,
    planName,
    payment: {
      id,
      status,
      plan,
      amount,
      currency: 'MZN',
      phone_number,
      reference,
      transaction_id,
      code,
      message,
      created_at: payment.created_at,
    },
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== ''
}

function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string'
}

/** The app's instance, over the window's localStorage. */
export const lastReceiptStorage: LastReceiptStorage = createLastReceiptStorage()
