import type { Plan } from './paymentApi.js'
import {
  clearPaymentAttempt,
  PAYMENT_ATTEMPT_STORAGE_KEY,
  windowSessionStorage,
} from './paymentAttemptKey.js'

export { PAYMENT_ATTEMPT_STORAGE_KEY }

/**
 * The live payment attempt, kept so a reload during the PIN wait resumes it
 * instead of starting a second payment (M-Pesa client flow, step 3).
 * sessionStorage, not localStorage: the attempt belongs to this tab, and another
 * tab resuming it would poll the same payment twice.
 *
 * An attempt belongs to the person who made it: it carries their user id and
 * is handed back to that user only, so on a shared phone the next person's
 * login never sees, let alone re-sends, someone else's payment.
 * The key lives in paymentAttemptKey.ts.
 */
/** Attempts older than this are dropped on read: no PIN prompt lives that long. */
export const PAYMENT_ATTEMPT_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** Bumped when the shape changes; an attempt of another version is discarded, never resumed. */
export const PAYMENT_ATTEMPT_VERSION = 2

export interface StoredAttempt {
  version: typeof PAYMENT_ATTEMPT_VERSION
  /** The signed-in user who made the attempt, as a string (`CurrentUser.id` may be a number). */
  userId: string
  /** The attempt id, sent as `Idempotency-Key`. */
  id: string
  plan: Plan
  /** Normalised, `2588XXXXXXXX`. */
  phoneNumber: string
  /** Epoch ms of the click on "Pagar". */
  startedAt: number
  /** Epoch ms at which the PIN wait ends; absent until the server accepted the attempt. */
  deadline?: number
  /** Absent until the server answered the creation. */
  paymentId?: string
}

export interface PaymentAttemptStorage {
  /**
   * The stored attempt of `userId`, or `null` when none, unreadable, invalid,
   * too old or another person's (that one is discarded).
   */
  read(userId: string | number): StoredAttempt | null
  save(attempt: StoredAttempt): void
  clear(): void
}

export interface PaymentAttemptStorageOptions {
  /** @defaultValue the window's sessionStorage, when it can be reached */
  getStorage?: () => Storage | null | undefined
  /** @defaultValue `Date.now` */
  now?: () => number
  /** @defaultValue {@link PAYMENT_ATTEMPT_MAX_AGE_MS} */
  maxAgeMs?: number
}

/**
 * Never throws: storage can be missing (node, some webviews), blocked (Safari
 * private mode, disabled cookies throw on access) or full; the payment then
 * simply does not survive a reload.
 */
export function createPaymentAttemptStorage(
  options: PaymentAttemptStorageOptions = {},
): PaymentAttemptStorage {
  const {
    getStorage = windowSessionStorage,
    now = Date.now,
    maxAgeMs = PAYMENT_ATTEMPT_MAX_AGE_MS,
  } = options

  function storage(): Storage | null {
    try {
      return getStorage() ?? null
    } catch {
      return null
    }
  }

  function clear(): void {
    clearPaymentAttempt(getStorage)
  }

  return {
    read(userId) {
      let raw: string | null
      try {
        raw = storage()?.getItem(PAYMENT_ATTEMPT_STORAGE_KEY) ?? null
      } catch {
        return null
      }
      if (raw === null) return null
      const attempt = parseStoredAttempt(raw)
      if (
        attempt === null ||
        attempt.userId !== String(userId) ||
        now() - attempt.startedAt > maxAgeMs
      ) {
        clear()
        return null
      }
      return attempt
    },
    save(attempt) {
      try {
        storage()?.setItem(PAYMENT_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt))
      } catch {
        // A full or blocked storage only costs the resume after a reload.
      }
    },
    clear,
  }
}

/** Validates what another version of the app, or a person, may have left there. */
export function parseStoredAttempt(raw: string): StoredAttempt | null {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  // An older version has no owner: resuming it could charge the wrong person.
  if (!isRecord(value) || value.version !== PAYMENT_ATTEMPT_VERSION) return null
  const { userId, id, plan, phoneNumber, startedAt, deadline, paymentId } = value
  if (
    !isNonEmptyString(userId) ||
    !isNonEmptyString(id) ||
    !isNonEmptyString(phoneNumber) ||
    !/^2588[45]\d{7}$/.test(phoneNumber)
  )
    return null
  if (!isFiniteNumber(startedAt)) return null
  if (deadline !== undefined && !isFiniteNumber(deadline)) return null
  if (paymentId !== undefined && !isNonEmptyString(paymentId)) return null
  const parsedPlan = parsePlan(plan)
  if (parsedPlan === null) return null
  return {
    version: PAYMENT_ATTEMPT_VERSION,
    userId,
    id,
    plan: parsedPlan,
    phoneNumber,
    startedAt,
    ...(deadline === undefined ? {} : { deadline }),
    ...(paymentId === undefined ? {} : { paymentId }),
  }
}

function parsePlan(value: unknown): Plan | null {
  if (!isRecord(value)) return null
  const { id, name, price, currency, duration_days } = value
  if (!isNonEmptyString(id) || typeof name !== 'string' || currency !== 'MZN') return null
  if (!isFiniteNumber(price) || !isFiniteNumber(duration_days)) return null
  return { id, name, price, currency, duration_days }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== ''
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** The app's instance, over the window's sessionStorage. */
export const paymentAttemptStorage: PaymentAttemptStorage = createPaymentAttemptStorage()
