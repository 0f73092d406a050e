export type { components, operations, paths } from './openapi.js'
export { sessionCookieName } from './sessionCookieName.js'
export type {
  ApiUser,
  CurrentUserResponse,
  ErrorBody,
  FieldErrors,
  PaymentStatus,
  PendingPaymentConflict,
  Plan,
  SubscriptionData,
  SubscriptionInfo,
  ValidationErrorBody,
  WirePayment,
} from './wireTypes.js'
