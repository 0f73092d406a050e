import type { components } from './openapi.js'

type Schemas = components['schemas']

/** The user as `GET /api/user` sends it. */
export type ApiUser = Schemas['User']
/** `subscription_info.data`: the current plan's dates, or `null` when there is none. */
export type SubscriptionData = Schemas['SubscriptionData']
export type SubscriptionInfo = Schemas['SubscriptionInfo']
/** `GET /api/user`'s body; `subscription_info` may be absent. */
export type CurrentUserResponse = Schemas['CurrentUserResponse']
export type Plan = Schemas['Plan']
export type PaymentStatus = Schemas['PaymentStatus']
/** A payment as the API sends it (`{data: payment}`). */
export type WirePayment = Schemas['Payment']
/** `POST /api/subscription/payments` 409 while a payment is pending: resume `payment`. */
export type PendingPaymentConflict = Schemas['PendingPaymentConflict']
/** Laravel's `{message}` error body. */
export type ErrorBody = Schemas['MessageBody']
export type FieldErrors = Schemas['FieldErrors']
/** Laravel's 422 body. */
export type ValidationErrorBody = Schemas['ValidationErrorBody']
/** `POST /login`'s 200 for a person with two-factor on: not signed in until the challenge. */
export type TwoFactorChallengeRequired = Schemas['TwoFactorChallengeRequired']
export type TwoFactorChallengeRequest = Schemas['TwoFactorChallengeRequest']
/** `GET /user/confirmed-password-status`. */
export type PasswordConfirmationStatus = Schemas['PasswordConfirmationStatus']
/** `GET /user/two-factor-qr-code` while the person has a secret (otherwise Fortify sends `[]`). */
export type TwoFactorQrCode = Schemas['TwoFactorQrCode']
export type TwoFactorSecretKey = Schemas['TwoFactorSecretKey']
/** `GET /user/two-factor-recovery-codes`: `xxxxxxxxxx-xxxxxxxxxx` each. */
export type RecoveryCodes = Schemas['RecoveryCodes']
/** One entry of `GET /api/user/sessions`; `id` is opaque (a hash, never the session id). */
export type BrowserSession = Schemas['BrowserSession']
