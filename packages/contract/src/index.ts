export type { components, operations, paths } from './openapi.js'
export { sessionCookieName } from './sessionCookieName.js'
export type {
  ApiUser,
  BrowserSession,
  CurrentUserResponse,
  ErrorBody,
  FieldErrors,
  PasswordConfirmationStatus,
  PaymentStatus,
  PendingPaymentConflict,
  Plan,
  RecoveryCodes,
  SubscriptionData,
  SubscriptionInfo,
  TwoFactorChallengeRequest,
  TwoFactorChallengeRequired,
  TwoFactorQrCode,
  TwoFactorSecretKey,
  ValidationErrorBody,
  WirePayment,
} from './wireTypes.js'
