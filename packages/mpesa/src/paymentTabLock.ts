/**
 * One tab at a time may be paying for a user: submitting, waiting for the PIN
 * or verifying. Two tabs tapping "Pagar" together must not make two M-Pesa
 * charges, and a tab opened during the wait must follow that payment rather
 * than start another.
 *
 * The Web Locks API where the browser has it (a lock dies with its tab, so a
 * closed or crashed tab never blocks the others); otherwise a lease in
 * localStorage that its holder renews. Where neither works every claim
 * succeeds: the server's 409 for a second live payment is the last defence.
 */
export interface PaymentTabLock {
  /** Takes the user's payment lock if no other tab holds it; `true` when this tab holds it. */
  claim(userId: string): Promise<boolean>
  /** Resolves when no other tab holds the lock (without taking it), or never once `signal` aborts. */
  whenFree(userId: string, signal: AbortSignal): Promise<void>
  release(userId: string): void
}

const LOCK_PREFIX = 'conecta.payment.'
/** How long a localStorage lease lives without renewal: a crashed tab blocks no longer. */
export const PAYMENT_LEASE_MS = 10_000
/** Time for a competing tab's lease write to land before a claim reads its own back. */
const LEASE_SETTLE_MS = 60

interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => unknown,
  ): Promise<unknown>
}

export interface PaymentTabLockOptions {
  /** @defaultValue `navigator.locks` when the browser has it */
  locks?: LockManagerLike | null
  /** @defaultValue the window's localStorage, for browsers without Web Locks */
  getStorage?: () => Storage | null | undefined
  now?: () => number
}

export function createPaymentTabLock(options: PaymentTabLockOptions = {}): PaymentTabLock {
  const locks = options.locks === undefined ? defaultLocks() : options.locks
  if (locks !== null) return createWebLock(locks)
  return createLeaseLock(options.getStorage ?? defaultLocalStorage, options.now ?? Date.now)
}

function createWebLock(locks: LockManagerLike): PaymentTabLock {
  const held = new Map<string, () => void>()
  return {
    async claim(userId) {
      if (held.has(userId)) return true
      try {
        return await new Promise<boolean>((resolve, reject) => {
          locks
            .request(LOCK_PREFIX + userId, { ifAvailable: true }, (lock) => {
              if (lock === null) {
                resolve(false)
                return undefined
              }
              resolve(true)
              // Held until release(): the lock lives as long as this promise is pending.
              return new Promise<void>((release) => held.set(userId, release))
            })
            .catch(reject)
        })
      } catch {
        // A browser that refuses locks (an opaque origin) leaves the server to refuse a second payment.
        return true
      }
    },
    async whenFree(userId, signal) {
      await locks
        .request(LOCK_PREFIX + userId, { signal }, () => undefined)
        .catch(() => new Promise<never>(() => {}))
    },
    release(userId) {
      held.get(userId)?.()
      held.delete(userId)
    },
  }
}

interface Lease {
  tab: string
  until: number
}

function createLeaseLock(
  getStorage: () => Storage | null | undefined,
  now: () => number,
): PaymentTabLock {
  const tab = Math.random().toString(36).slice(2)
  const renewals = new Map<string, ReturnType<typeof setInterval>>()

  function storage(): Storage | null {
    try {
      return getStorage() ?? null
    } catch {
      return null
    }
  }

  function readLease(key: string): Lease | null {
    try {
      const value: unknown = JSON.parse(storage()?.getItem(key) ?? 'null')
      if (typeof value !== 'object' || value === null) return null
      const { tab: owner, until } = value as Record<string, unknown>
      return typeof owner === 'string' && typeof until === 'number' ? { tab: owner, until } : null
    } catch {
      return null
    }
  }

  function writeLease(key: string): boolean {
    try {
      const target = storage()
      if (target === null) return false
      target.setItem(key, JSON.stringify({ tab, until: now() + PAYMENT_LEASE_MS }))
      return true
    } catch {
      return false
    }
  }

  const heldByOther = (key: string) => {
    const lease = readLease(key)
    return lease !== null && lease.tab !== tab && lease.until > now()
  }

  return {
    async claim(userId) {
      const key = LOCK_PREFIX + userId
      if (renewals.has(userId)) return true
      if (heldByOther(key)) return false
      if (!writeLease(key)) return true
      await new Promise((resolve) => setTimeout(resolve, LEASE_SETTLE_MS))
      if (readLease(key)?.tab !== tab) return false
      renewals.set(
        userId,
        setInterval(() => writeLease(key), PAYMENT_LEASE_MS / 3),
      )
      return true
    },
    whenFree(userId, signal) {
      const key = LOCK_PREFIX + userId
      return new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          if (!heldByOther(key)) {
            clearInterval(timer)
            resolve()
          }
        }, 1_000)
        signal.addEventListener('abort', () => clearInterval(timer))
      })
    },
    release(userId) {
      const key = LOCK_PREFIX + userId
      clearInterval(renewals.get(userId))
      renewals.delete(userId)
      if (readLease(key)?.tab === tab) {
        try {
          storage()?.removeItem(key)
        } catch {
          // The lease then simply runs out.
        }
      }
    },
  }
}

function defaultLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined') return null
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks
  return locks ?? null
}

function defaultLocalStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage
}

/** This tab's lock. */
export const paymentTabLock: PaymentTabLock = createPaymentTabLock()
