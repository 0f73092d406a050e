import { defaultPlans } from '../factories/makePlan'
import { makeUser } from '../factories/makeUser'
import { outcomeForPhoneNumber } from '../payments/paymentOutcomes'
import type {
  MailMessage,
  MockSession,
  MockStore,
  MockStoreOptions,
  MockUser,
  Payment,
  PaymentRecord,
  PaymentSeed,
  RateLimitState,
  UserSeed,
} from './MockStore'

const DAY_MS = 86_400_000

/** Laravel's default `SESSION_LIFETIME` (config/session.php): idle minutes before a session ends. */
export const SESSION_LIFETIME_MINUTES = 120
/**
 * Sessions kept at most. Every cookie-less request makes one (about 1.3 kB of heap each, measured),
 * so without a bound a client that never sends cookies grows the store without end; 10,000 is far
 * more than one person trying the app, or the e2e suite, ever holds, and caps them near 13 MB.
 */
export const MAX_SESSIONS = 10_000

/**
 * How long a payment may stay `pending`: M-Pesa's PIN prompt and its processing (90–120 s).
 * Past it, a payment that is still pending becomes `expired` with INS-9.
 */
export const PAYMENT_PIN_WINDOW_MS = 120_000
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

function cryptoRandom(): number {
  const buffer = new Uint32Array(1)
  globalThis.crypto.getRandomValues(buffer)
  return (buffer[0] ?? 0) / 4_294_967_296
}

/**
 * The demo API's whole state in memory. Every handler reads and writes it, so a story or test
 * seeds it, acts through HTTP, then inspects it (outbox, payments, users).
 */
export function createMockStore(options: MockStoreOptions = {}): MockStore {
  const now = options.now ?? (() => Date.now())
  const random = options.random ?? cryptoRandom
  const mailListeners = new Set<(mail: MailMessage) => void>()
  const sessionLifetimeMinutes = options.sessionLifetimeMinutes ?? SESSION_LIFETIME_MINUTES
  const maxSessions = options.maxSessions ?? MAX_SESSIONS
  let nextUserId = 1
  let nextMailId = 1

  const pick = (alphabet: string, length: number): string => {
    let out = ''
    for (let index = 0; index < length; index += 1) {
      out += alphabet[Math.floor(random() * alphabet.length)] ?? alphabet[0]
    }
    return out
  }

  const store: MockStore = {
    now,
    random,
    appKey: options.appKey ?? pick(ALPHANUMERIC, 32),
    sessionLifetimeMinutes,
    users: new Map(),
    sessions: new Map(),
    passwordResets: new Map(),
    plans: [...(options.plans ?? defaultPlans)],
    payments: new Map(),
    idempotencyKeys: new Map(),
    outbox: [],
    rateLimits: new Map(),
    ambientSessionId: null,
    twoFactorSteps: new Map(),

    token: (length) => pick(ALPHANUMERIC, length),
    nowIso: () => new Date(now()).toISOString(),

    addUser(seed: UserSeed = {}) {
      const id = seed.id ?? nextUserId
      nextUserId = Math.max(nextUserId, id + 1)
      const user = makeUser({
        created_at: store.nowIso(),
        email_verified_at: store.nowIso(),
        ...seed,
        id,
        email: (seed.email ?? `utilizador${id}@example.co.mz`).toLowerCase(),
      })
      store.users.set(user.id, user)
      return user
    },

    findUserByEmail(email) {
      const wanted = email.toLowerCase()
      for (const user of store.users.values()) {
        if (user.email === wanted) return user
      }
      return undefined
    },

    removeUser(userId) {
      const user = store.users.get(userId)
      store.users.delete(userId)
      store.twoFactorSteps.delete(userId)
      if (user !== undefined) store.passwordResets.delete(user.email)
      for (const session of store.sessions.values()) {
        if (session.userId === userId) session.userId = null
      }
    },

    createSession(userId) {
      // Laravel's session ids are 40 random characters; random (not sequential) ids keep a stale
      // cookie from an earlier store (MSW keeps cookies across tests and stories) from matching.
      const session: MockSession = {
        id: pick(ALPHANUMERIC, 40),
        userId,
        csrfToken: pick(ALPHANUMERIC, 40),
        createdAt: now(),
        lastActivityAt: now(),
        passwordConfirmedAt: null,
        ipAddress: null,
        userAgent: null,
        pendingLogin: null,
        remember: false,
      }
      dropSessionsFor(1)
      store.sessions.set(session.id, session)
      return session
    },

    resumeSession(id) {
      const session = store.sessions.get(id)
      if (session === undefined || id === store.ambientSessionId) return session
      if (expired(session)) {
        store.sessions.delete(id)
        return undefined
      }
      session.lastActivityAt = now()
      // Re-inserted last, so the map stays ordered from the one idle longest.
      store.sessions.delete(id)
      store.sessions.set(id, session)
      return session
    },

    sessionsOf(userId) {
      return [...store.sessions.values()]
        .filter(
          (session) =>
            session.userId === userId &&
            (session.id === store.ambientSessionId || !expired(session)),
        )
        .sort((a, b) => b.lastActivityAt - a.lastActivityAt)
    },

    endSession(id) {
      const session = store.sessions.get(id)
      if (session === undefined) return
      if (id !== store.ambientSessionId) {
        store.sessions.delete(id)
        return
      }
      session.userId = null
      session.passwordConfirmedAt = null
      session.pendingLogin = null
      session.remember = false
    },

    addPayment(seed: PaymentSeed) {
      const userId = seed.userId ?? store.users.keys().next().value
      if (userId === undefined) throw new Error('addPayment needs a user: seed one first')
      const plan = store.plans.find((candidate) => candidate.id === (seed.plan ?? 'mensal'))
      const {
        userId: _owner,
        idempotencyKey = pick(ALPHANUMERIC, 26),
        settlesAt = null,
        ...rest
      } = seed
      // An explicit `undefined` must not wipe a default.
      const fields = Object.fromEntries(
        Object.entries(rest).filter(([, value]) => value !== undefined),
      ) as Partial<Payment>
      const record: PaymentRecord = {
        payment: {
          id: crockfordId(),
          status: 'pending',
          plan: plan?.id ?? 'mensal',
          amount: plan?.price ?? 0,
          currency: 'MZN',
          phone_number: '258841234560',
          reference: `CNT${pick(UPPER_ALPHANUMERIC, 7)}`,
          transaction_id: null,
          code: null,
          message: null,
          created_at: store.nowIso(),
          ...fields,
        },
        userId,
        idempotencyKey,
        settlesAt,
        settled: (fields.status ?? 'pending') !== 'pending',
      }
      store.payments.set(record.payment.id, record)
      store.idempotencyKeys.set(`${userId}:${idempotencyKey}`, record.payment.id)
      return record
    },

    readPayment(id) {
      const record = store.payments.get(id)
      if (record !== undefined) settle(record)
      return record
    },

    settlePaymentsOf(userId) {
      for (const record of store.payments.values()) {
        if (record.userId === userId) settle(record)
      }
    },

    sendMail(mail) {
      const message: MailMessage = { ...mail, id: String(nextMailId), sent_at: store.nowIso() }
      nextMailId += 1
      store.outbox.push(message)
      for (const listener of mailListeners) listener(message)
      return message
    },

    onMail(listener) {
      mailListeners.add(listener)
      return () => {
        mailListeners.delete(listener)
      }
    },

    hit(key, maxAttempts, decaySeconds) {
      const current = now()
      let state: RateLimitState | undefined = store.rateLimits.get(key)
      if (state === undefined || current >= state.resetsAt) {
        state = { hits: 0, resetsAt: current + decaySeconds * 1000 }
        store.rateLimits.set(key, state)
      }
      if (state.hits >= maxAttempts) return secondsUntil(state.resetsAt)
      state.hits += 1
      return null
    },

    tooManyAttempts(key, maxAttempts) {
      const state = store.rateLimits.get(key)
      if (state === undefined || now() >= state.resetsAt || state.hits < maxAttempts) return null
      return secondsUntil(state.resetsAt)
    },

    clearRateLimit(key) {
      store.rateLimits.delete(key)
    },
  }

  function expired(session: MockSession): boolean {
    return now() - session.lastActivityAt >= sessionLifetimeMinutes * 60_000
  }

  // Sessions are kept idle-longest first, so the expired ones lead and the walk stops at the first
  // live one; while the store would still overflow, the one idle longest goes. Never the ambient one.
  function dropSessionsFor(room: number): void {
    let over = store.sessions.size + room - maxSessions
    for (const [id, session] of store.sessions) {
      if (id === store.ambientSessionId) continue
      if (over <= 0 && !expired(session)) break
      store.sessions.delete(id)
      over -= 1
    }
  }

  function secondsUntil(time: number): number {
    return Math.max(1, Math.ceil((time - now()) / 1000))
  }

  // Time-ordered and sortable like the ULIDs a Laravel model with HasUlids would use.
  function crockfordId(): string {
    const alphabet = '0123456789abcdefghjkmnpqrstvwxyz'
    let time = now()
    let head = ''
    for (let index = 0; index < 10; index += 1) {
      head = (alphabet[time % 32] ?? '0') + head
      time = Math.floor(time / 32)
    }
    return head + pick(alphabet, 16)
  }

  // Settling on read (no timers) keeps a test process free to exit and behaves the same in MSW
  // and in the demo server.
  function settle(record: PaymentRecord): void {
    applyOutcome(record)
    if (record.payment.status === 'pending' && now() >= pinWindowEnd(record)) expire(record)
  }

  function applyOutcome(record: PaymentRecord): void {
    if (record.settled || record.settlesAt === null || now() < record.settlesAt) return
    const outcome = outcomeForPhoneNumber(record.payment.phone_number)
    if (!outcome.settles) return
    record.settled = true
    record.payment.status = outcome.status
    record.payment.code = outcome.code
    record.payment.message = outcome.message
    if (outcome.status !== 'paid') return
    record.payment.transaction_id = pick(UPPER_ALPHANUMERIC, 10)
    const user = store.users.get(record.userId)
    const plan = store.plans.find((candidate) => candidate.id === record.payment.plan)
    if (user === undefined || plan === undefined) return
    extendSubscription(
      user,
      plan.id,
      plan.duration_days,
      record.payment.phone_number,
      record.settlesAt,
    )
  }

  function pinWindowEnd(record: PaymentRecord): number {
    const created = Date.parse(record.payment.created_at)
    return (Number.isNaN(created) ? now() : created) + PAYMENT_PIN_WINDOW_MS
  }

  // A real backend gives up on a PIN prompt nobody answered (INS-9); without this, one payment
  // that never answers would hold the user's only live payment, and so every new one, forever.
  function expire(record: PaymentRecord): void {
    record.settled = true
    record.payment.status = 'expired'
    record.payment.code = 'INS-9'
    record.payment.message = 'Request timeout'
  }

  function extendSubscription(
    user: MockUser,
    planId: string,
    durationDays: number,
    phoneNumber: string,
    paidAt: number,
  ): void {
    const info = user.subscription_info ?? { data: null, can_free_trial: true, dept_days: 0 }
    const currentEnd = info.data === null ? 0 : new Date(info.data.end_date).getTime()
    const from = Math.max(paidAt, currentEnd)
    user.subscription_info = {
      data: {
        start_date: new Date(paidAt).toISOString(),
        end_date: new Date(from + durationDays * DAY_MS).toISOString(),
        plan: planId,
        phoneNumber,
      },
      // Once someone has paid, a trial is no longer on offer.
      can_free_trial: false,
      dept_days: 0,
    }
  }

  for (const seed of options.users ?? []) store.addUser(seed)

  const ambient = options.ambient ?? options.signedInAs !== undefined
  if (ambient) {
    let userId: number | null = null
    if (options.signedInAs !== undefined) {
      const seed = options.signedInAs
      const existing =
        (seed.id !== undefined ? store.users.get(seed.id) : undefined) ??
        (seed.email !== undefined ? store.findUserByEmail(seed.email) : undefined)
      userId = (existing ?? store.addUser(seed)).id
    }
    store.ambientSessionId = store.createSession(userId).id
  }

  for (const seed of options.payments ?? []) store.addPayment(seed)

  return store
}
