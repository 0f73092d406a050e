import type { Payment } from './paymentApi'

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

/** What the holding tab tells the others about its payment, and how they ask for it. */
export type PaymentTabMessage =
  | {
      type: 'payment.live'
      /** The announcing tab: a tab's own news are not news to it. */
      tab: string
      userId: string
      payment: Payment
    }
  | { type: 'payment.query'; tab: string; userId: string }

/** The other tabs' news: the live payment of one user, as the holding tab sees it. */
export interface PaymentTabChannel {
  announce(userId: string, payment: Payment): void
  /** This tab stopped paying for `userId`: it has nothing more to tell. */
  forget(userId: string): void
  /** Calls `listener` for each announcement about `userId`; returns a function that stops. */
  listen(userId: string, listener: (payment: Payment) => void): () => void
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

/**
 * Announcements over BroadcastChannel; where there is none, other tabs poll
 * the server instead. A tab that starts listening asks the paying tab for its
 * payment at once: it may have missed the announcements made before it
 * looked (a slower tap, a tab opened later).
 */
export function createPaymentTabChannel(
  makeChannel: (name: string) => BroadcastChannel | null = defaultChannel,
): PaymentTabChannel {
  const name = 'conecta.payment'
  const tab = Math.random().toString(36).slice(2)
  /** What this tab last announced per user, while it pays: the answer to a question. */
  const live = new Map<string, Payment>()
  let responder: BroadcastChannel | null = null

  function post(message: PaymentTabMessage): void {
    const channel = makeChannel(name)
    if (channel === null) return
    try {
      channel.postMessage(message)
    } finally {
      channel.close()
    }
  }

  function answerQuestions(): void {
    if (responder !== null) return
    responder = makeChannel(name)
    if (responder === null) return
    responder.onmessage = (event: MessageEvent<unknown>) => {
      const message = readMessage(event.data)
      if (message?.type !== 'payment.query' || message.tab === tab) return
      const payment = live.get(message.userId)
      if (payment !== undefined)
        post({ type: 'payment.live', tab, userId: message.userId, payment })
    }
  }

  return {
    announce(userId, payment) {
      live.set(userId, payment)
      answerQuestions()
      post({ type: 'payment.live', tab, userId, payment })
    },
    forget(userId) {
      live.delete(userId)
    },
    listen(userId, listener) {
      const channel = makeChannel(name)
      if (channel === null) return () => {}
      channel.onmessage = (event: MessageEvent<unknown>) => {
        const message = readMessage(event.data)
        if (message?.type !== 'payment.live' || message.tab === tab) return
        if (message.userId === userId) listener(message.payment)
      }
      post({ type: 'payment.query', tab, userId })
      return () => channel.close()
    },
  }
}

function readMessage(data: unknown): PaymentTabMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const message = data as Partial<Record<keyof PaymentTabMessage, unknown>> & { payment?: unknown }
  if (typeof message.tab !== 'string' || typeof message.userId !== 'string') return null
  if (message.type === 'payment.query') {
    return { type: 'payment.query', tab: message.tab, userId: message.userId }
  }
  if (message.type === 'payment.live' && typeof message.payment === 'object' && message.payment) {
    return {
      type: 'payment.live',
      tab: message.tab,
      userId: message.userId,
      payment: message.payment as Payment,
    }
  }
  return null
}

function defaultLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined') return null
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks
  return locks ?? null
}

function defaultLocalStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage
}

function defaultChannel(name: string): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name)
  } catch {
    return null
  }
}

/** This tab's lock and channel. */
export const paymentTabLock: PaymentTabLock = createPaymentTabLock()
export const paymentTabChannel: PaymentTabChannel = createPaymentTabChannel()
