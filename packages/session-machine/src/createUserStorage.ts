import type { CurrentUser, Subscription, User } from './CurrentUser.js'
import { isRecord } from './isRecord.js'

/** docs/product.md#current-user-and-subscription and #constants: the localStorage key of the current user. */
export const USER_STORAGE_KEY = 'user-storage'

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface UserStorage {
  /** The stored user, or `null` when none, unreadable or not ours. Never throws. */
  read(): CurrentUser | null
  /** Never throws; when the write fails the old value is removed so it cannot resurface. */
  write(user: CurrentUser): void
  /** Never throws. */
  clear(): void
}

// Bumped when the stored shape changes, so an older value reads as foreign.
const FORMAT_VERSION = 1

/**
 * The persisted current user. `storage` defaults to `localStorage` when the
 * environment has one (looked up lazily: merely touching it throws in some
 * privacy modes); `null` persists nothing, for node and pre-rendering.
 */
export function createUserStorage(storage?: StorageLike | null): UserStorage {
  function backend(): StorageLike | null {
    if (storage !== undefined) return storage
    try {
      return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage
    } catch {
      return null
    }
  }

  function clear(): void {
    try {
      backend()?.removeItem(USER_STORAGE_KEY)
    } catch {
      // Unavailable storage holds nothing of ours to remove.
    }
  }

  return {
    read() {
      let raw: string | null
      try {
        raw = backend()?.getItem(USER_STORAGE_KEY) ?? null
      } catch {
        return null
      }
      if (raw === null) return null
      const stored = parseStoredUser(raw)
      if (stored === null) clear()
      return stored
    },
    write(user) {
      try {
        backend()?.setItem(USER_STORAGE_KEY, serializeStoredUser(user))
      } catch {
        // Quota exceeded or storage disabled: a stale user must not survive a
        // newer one, so the old value goes.
        clear()
      }
    },
    clear,
  }
}

/** The `user-storage` value of a user: what is stored, and what other tabs are sent. */
export function serializeStoredUser(user: CurrentUser): string {
  return JSON.stringify({
    version: FORMAT_VERSION,
    user: user.user,
    subscription: user.subscription,
  })
}

/** The user in a `user-storage` value, or `null` when it is not one we wrote. */
export function parseStoredUser(raw: string): CurrentUser | null {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isRecord(value) || value.version !== FORMAT_VERSION) return null
  const user = readUser(value.user)
  if (user === null) return null
  if (value.subscription === null) return { user, subscription: null }
  const subscription = readSubscription(value.subscription)
  return subscription === null ? null : { user, subscription }
}

// Stricter than the server mapping: what we wrote has exact types, so anything
// else was written by someone else.
function readUser(value: unknown): User | null {
  if (!isRecord(value)) return null
  const { id, name, email, email_verified_at, created_at } = value
  if (typeof id !== 'number' && typeof id !== 'string') return null
  if (typeof name !== 'string' || typeof email !== 'string' || typeof created_at !== 'string') {
    return null
  }
  if (email_verified_at !== null && typeof email_verified_at !== 'string') return null
  const user: User = { id, name, email, email_verified_at, created_at }
  // Kept as the server sent it, present or absent: another tab's user tells this one whether a
  // change of address is pending, and whether the backend has that change at all.
  if ('pending_email' in value) {
    if (!isNullableString(value.pending_email)) return null
    user.pending_email = value.pending_email
  }
  return user
}

function readSubscription(value: unknown): Subscription | null {
  if (!isRecord(value)) return null
  const { payment_date, type, via, phoneNumber, canFreeTrial, end_date, dept } = value
  if (via !== 'mpesa' || typeof phoneNumber !== 'string' || typeof canFreeTrial !== 'boolean') {
    return null
  }
  if (!isNullableString(payment_date) || !isNullableString(type) || !isNullableString(end_date)) {
    return null
  }
  if (!isRecord(dept) || typeof dept.days !== 'number') return null
  return {
    payment_date,
    type,
    via,
    phoneNumber,
    canFreeTrial,
    end_date,
    dept: { days: dept.days },
  }
}

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string'
}
