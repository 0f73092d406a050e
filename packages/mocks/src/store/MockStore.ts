import type {
  ApiUser,
  PaymentStatus,
  Plan,
  SubscriptionData,
  SubscriptionInfo,
  WirePayment,
} from '@conecta/contract'

// The wire shapes come from the contract's OpenAPI document, so the mocks cannot drift from it.
export type { ApiUser, PaymentStatus, Plan, SubscriptionData, SubscriptionInfo }

/** A user as the store keeps it: the API fields plus what only the server knows. */
export interface MockUser extends ApiUser {
  password: string
  /** `null` leaves `subscription_info` out of `/api/user` (docs/product.md#current-user-and-subscription: subscription becomes null). */
  subscription_info: SubscriptionInfo | null
  /** When two-factor authentication was confirmed; it is on while this is not `null`. */
  two_factor_confirmed_at: string | null
  /** The TOTP secret in base32 (Fortify keeps it encrypted), `null` before it is enabled. */
  two_factor_secret: string | null
  /** The 8 recovery codes (`xxxxxxxxxx-xxxxxxxxxx`), `null` before it is enabled. */
  two_factor_recovery_codes: string[] | null
  /** The new address waiting for its link to be opened (the `pendingEmail` feature), or `null`. */
  pending_email: string | null
}

/** A payment as the subscription endpoints return it. */
export type Payment = WirePayment

/** A payment with what the server needs to settle it on a later read. */
export interface PaymentRecord {
  payment: Payment
  userId: number
  idempotencyKey: string
  /** Epoch ms at which the outcome is known; `null` never settles (the client must time out). */
  settlesAt: number | null
  /** Whether the outcome has been applied (a paid one extends the subscription exactly once). */
  settled: boolean
}

export interface MockSession {
  id: string
  userId: number | null
  csrfToken: string
  createdAt: number
  /** Epoch ms of the last request that used it; the idle lifetime counts from here. */
  lastActivityAt: number
  /** Epoch seconds of the last password confirmation (Laravel's `auth.password_confirmed_at`). */
  passwordConfirmedAt: number | null
  /** The client address of the last request (Laravel's `sessions.ip_address`). */
  ipAddress: string | null
  /** The `User-Agent` of the last request (Laravel's `sessions.user_agent`). */
  userAgent: string | null
  /** Fortify's `login.id` / `login.remember`: a login waiting for its two-factor challenge. */
  pendingLogin: { userId: number; remember: boolean } | null
  /** Whether the sign-in asked to be remembered (the demo keeps no remember cookie). */
  remember: boolean
}

export interface PasswordResetToken {
  email: string
  token: string
  createdAt: number
}

/**
 * What a mail is for: `verify-email` (the address's verification link), `reset-password`, and the
 * e-mail change's three: `verify-new-email` (the link, to the new address), `email-change-requested`
 * (the notice to the current address) and `email-changed` (to the old address, once changed).
 */
export type MailKind =
  | 'verify-email'
  | 'reset-password'
  | 'verify-new-email'
  | 'email-change-requested'
  | 'email-changed'

export interface MailMessage {
  id: string
  kind: MailKind
  to: string
  subject: string
  text: string
  link: string
  sent_at: string
}

export interface RateLimitState {
  hits: number
  resetsAt: number
}

/** Anything from a full user down to just an e-mail address. */
export type UserSeed = Partial<MockUser>

export interface PaymentSeed extends Partial<Payment> {
  /** Owner; defaults to the first user. */
  userId?: number
  idempotencyKey?: string
  /** When a `pending` seed settles by its number's last digit; `null` (default) never. */
  settlesAt?: number | null
}

export interface MockStoreOptions {
  /** Epoch milliseconds; inject a manual clock for deterministic tests. */
  now?: () => number
  /** Uniform in [0, 1); inject a seeded generator for deterministic ids and tokens. */
  random?: () => number
  users?: UserSeed[]
  plans?: Plan[]
  payments?: PaymentSeed[]
  /**
   * Requests that carry no session this store knows act as this user. For Storybook and unit
   * tests, where the HttpOnly session cookie does not travel; the demo server never sets it.
   */
  signedInAs?: UserSeed
  /**
   * Keep one implicit session for cookie-less requests even without `signedInAs`, so a story
   * that starts signed out can still sign in. Defaults to `signedInAs !== undefined`.
   */
  ambient?: boolean
  /** Key for signed verification links (Laravel's APP_KEY). */
  appKey?: string
  /**
   * Minutes a session lives without a request (Laravel's `SESSION_LIFETIME`); past it the session
   * is gone and its cookie counts as none. @defaultValue SESSION_LIFETIME_MINUTES (120)
   */
  sessionLifetimeMinutes?: number
  /**
   * The most sessions kept; creating one more drops the one idle longest first.
   * @defaultValue MAX_SESSIONS (10,000)
   */
  maxSessions?: number
}

export interface MockStore {
  now(): number
  random(): number
  readonly appKey: string
  /** Idle minutes before a session ends (Laravel's `SESSION_LIFETIME`). */
  readonly sessionLifetimeMinutes: number
  readonly users: Map<number, MockUser>
  /** Live sessions, the one idle longest first. Read one through `resumeSession`. */
  readonly sessions: Map<string, MockSession>
  /** Keyed by lower-cased e-mail, one live token per address like Laravel's table. */
  readonly passwordResets: Map<string, PasswordResetToken>
  readonly plans: Plan[]
  readonly payments: Map<string, PaymentRecord>
  /** `${userId}:${Idempotency-Key}` → payment id. */
  readonly idempotencyKeys: Map<string, string>
  /** Oldest first; the dev endpoint reverses it. */
  readonly outbox: MailMessage[]
  readonly rateLimits: Map<string, RateLimitState>
  /** The implicit session of cookie-less requests, or `null` when the store has none. */
  ambientSessionId: string | null
  /**
   * User id → the last TOTP time step accepted. Fortify caches the codes it accepted so none
   * works twice; a code of that step or an older one is refused.
   */
  readonly twoFactorSteps: Map<number, number>

  addUser(seed?: UserSeed): MockUser
  findUserByEmail(email: string): MockUser | undefined
  removeUser(userId: number): void
  /** A new session; drops expired ones, then the one idle longest while the store is full. */
  createSession(userId: number | null): MockSession
  /**
   * The session with this id, its idle time restarted, or `undefined` when there is none or it
   * has expired (then it is dropped). The ambient session never expires.
   */
  resumeSession(id: string): MockSession | undefined
  /** Every live session of the user, the most recently active first. */
  sessionsOf(userId: number): MockSession[]
  /**
   * Ends a session: its cookie counts as none from now on. The ambient session is signed out
   * instead, so cookie-less requests keep one session.
   */
  endSession(id: string): void
  /** A random token of letters and digits, from the store's random source. */
  token(length: number): string
  nowIso(): string
  addPayment(seed: PaymentSeed): PaymentRecord
  /** Settles the payment if its time has come and returns its current state. */
  readPayment(id: string): PaymentRecord | undefined
  /** Settles every due payment of the user (a read of `/api/user` shows a paid period at once). */
  settlePaymentsOf(userId: number): void
  sendMail(mail: Omit<MailMessage, 'id' | 'sent_at'>): MailMessage
  /** Listeners for new mail (the demo server prints them). Returns an unsubscribe function. */
  onMail(listener: (mail: MailMessage) => void): () => void
  /**
   * One hit on a fixed-window limiter like Laravel's RateLimiter.
   * Returns `null` when allowed, otherwise the seconds until the window resets.
   */
  hit(key: string, maxAttempts: number, decaySeconds: number): number | null
  /** Seconds until `key` may be tried again, without counting a hit; `null` when it may now. */
  tooManyAttempts(key: string, maxAttempts: number): number | null
  clearRateLimit(key: string): void
}
