import { type Payment, readPayment } from '@conecta/mpesa'
import { isPlan, type PlanCatalogue, trialDaysOf } from '../../plans/plansApi'
import { windowLocalStorage } from './lastReceiptKey'
import { clearSavedSubscription, SAVED_SUBSCRIPTION_STORAGE_KEY } from './savedSubscriptionKey'

/**
 * The plans and the payment history the subscription tab last showed, kept so
 * that offline it shows them (docs/product.md#offline) instead of an error per
 * section. Like the last receipt (lastReceiptStorage.ts) it carries its
 * owner's user id, is handed back to that user only, and is discarded when
 * another person signs in or its owner signs out (`forgetPersonData`).
 */
export const SAVED_SUBSCRIPTION_VERSION = 1

export interface SavedSubscription {
  plans: PlanCatalogue | null
  payments: Payment[] | null
}

interface StoredSubscription extends SavedSubscription {
  version: typeof SAVED_SUBSCRIPTION_VERSION
  userId: string
}

export interface SavedSubscriptionStorage {
  /** What is kept for `userId`; another person's copy, or an unreadable one, is discarded. */
  read(userId: string): SavedSubscription
  savePlans(userId: string, plans: PlanCatalogue): void
  saveHistory(userId: string, payments: Payment[]): void
}

/** Never throws: storage can be missing, blocked or full; offline there is then nothing to show. */
export function createSavedSubscriptionStorage(
  getStorage: () => Storage | null | undefined = windowLocalStorage,
): SavedSubscriptionStorage {
  const nothing: SavedSubscription = { plans: null, payments: null }

  function read(userId: string): SavedSubscription {
    let raw: string | null
    try {
      raw = getStorage()?.getItem(SAVED_SUBSCRIPTION_STORAGE_KEY) ?? null
    } catch {
      return nothing
    }
    if (raw === null) return nothing
    const stored = parseStoredSubscription(raw)
    if (stored === null || stored.userId !== userId) {
      clearSavedSubscription(getStorage)
      return nothing
    }
    return { plans: stored.plans, payments: stored.payments }
  }

  function write(userId: string, change: Partial<SavedSubscription>) {
    const stored: StoredSubscription = {
      version: SAVED_SUBSCRIPTION_VERSION,
      userId,
      ...read(userId),
      ...change,
    }
    try {
      getStorage()?.setItem(SAVED_SUBSCRIPTION_STORAGE_KEY, JSON.stringify(stored))
    } catch {
      // A full or blocked storage only costs the offline copy.
    }
  }

  return {
    read,
    savePlans: (userId, plans) => write(userId, { plans }),
    saveHistory: (userId, payments) => write(userId, { payments }),
  }
}

/** Validates what another version of the app, or a person, may have left there. */
export function parseStoredSubscription(raw: string): StoredSubscription | null {
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { version, userId, plans, payments } = value as Record<string, unknown>
    if (version !== SAVED_SUBSCRIPTION_VERSION || typeof userId !== 'string' || userId === '')
      return null
    return { version, userId, plans: readPlans(plans), payments: readPayments(payments) }
  } catch {
    return null
  }
}

function readPlans(value: unknown): PlanCatalogue | null {
  if (typeof value !== 'object' || value === null) return null
  const { plans, freeTrialDays } = value as Record<string, unknown>
  if (!Array.isArray(plans) || !plans.every(isPlan)) return null
  return { plans, freeTrialDays: trialDaysOf(freeTrialDays) }
}

function readPayments(value: unknown): Payment[] | null {
  if (!Array.isArray(value)) return null
  try {
    return value.map((payment) => readPayment({ data: payment }))
  } catch {
    return null
  }
}
