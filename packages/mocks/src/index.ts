export { sessionCookieName } from '@conecta/contract'
export {
  addBrowserSession,
  type BrowserSessionSeed,
  confirmPasswordNow,
} from './factories/addBrowserSession'
export { makePayment } from './factories/makePayment'
export { defaultPlans, makePlan } from './factories/makePlan'
export {
  FREE_TRIAL_DAYS,
  makeSubscriptionInfo,
  type SubscriptionInfoOptions,
  type SubscriptionState,
} from './factories/makeSubscriptionInfo'
export { DEFAULT_PASSWORD, makeUser } from './factories/makeUser'
export { LOGIN_MAX_ATTEMPTS, loginLimiterKey, ROUTE_MAX_ATTEMPTS } from './handlers/authHandlers'
export { browserSessionId } from './handlers/browserSessionHandlers'
export { allHandlers, createHandlers, type HandlerGroups } from './handlers/createHandlers'
export {
  CLIENT_ADDRESS_HEADER,
  type Features,
  type HandlerOptions,
  isPasswordConfirmed,
  LARAVEL_HEADERS,
  PASSWORD_TIMEOUT_SECONDS,
  USER_AGENT_MAX_LENGTH,
  xsrfCookieValue,
} from './handlers/createRouter'
export { NOTHING_PENDING } from './handlers/pendingEmailHandlers'
export { PASSWORD_MAX_ATTEMPTS } from './handlers/profileHandlers'
export { MPESA_PHONE_PATTERN } from './handlers/subscriptionHandlers'
export {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  twoFactorCodeAt,
} from './handlers/twoFactor'
export { TWO_FACTOR_MAX_ATTEMPTS } from './handlers/twoFactorHandlers'
export {
  outcomeForPhoneNumber,
  type PaymentOutcome,
  paymentOutcomes,
} from './payments/paymentOutcomes'
export { createManualClock, type ManualClock } from './store/createManualClock'
export { createMockStore, PAYMENT_PIN_WINDOW_MS } from './store/createMockStore'
export type {
  ApiUser,
  MailKind,
  MailMessage,
  MockSession,
  MockStore,
  MockStoreOptions,
  MockUser,
  Payment,
  PaymentRecord,
  PaymentSeed,
  PaymentStatus,
  Plan,
  SubscriptionData,
  SubscriptionInfo,
  UserSeed,
} from './store/MockStore'
export { seededRandom } from './store/seededRandom'
