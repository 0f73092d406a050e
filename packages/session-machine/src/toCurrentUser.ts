import type { CurrentUser, Subscription, User } from './CurrentUser.js'
import { isRecord } from './isRecord.js'

/**
 * Reads the `GET /api/user` body. Returns `null` when it holds no usable user
 * (the caller treats that as a failed fetch); every other field falls back to
 * a safe default instead of throwing.
 *
 * A stock Laravel `/api/user` route answers with the bare user rather than
 * `{user, subscription_info}`; that shape is accepted too.
 */
export function toCurrentUser(body: unknown): CurrentUser | null {
  if (!isRecord(body)) return null
  const user = toUser(isRecord(body.user) ? body.user : body)
  if (user === null) return null
  return { user, subscription: toSubscription(body.subscription_info) }
}

/**
 * A user needs an id (number or non-empty string) and an e-mail address to be
 * one; the other fields fall back to empty values.
 */
export function toUser(value: unknown): User | null {
  if (!isRecord(value)) return null
  const { id, email } = value
  const validId =
    (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '')
  if (!validId || typeof email !== 'string') return null
  const user: User = {
    id,
    name: typeof value.name === 'string' ? value.name : '',
    email,
    email_verified_at: typeof value.email_verified_at === 'string' ? value.email_verified_at : null,
    created_at: typeof value.created_at === 'string' ? value.created_at : '',
  }
  // Absent on a backend without two-factor (Breeze only): then it stays absent, and nothing offers it.
  if ('two_factor_confirmed_at' in value) {
    const confirmedAt = value.two_factor_confirmed_at
    user.two_factor_confirmed_at = typeof confirmedAt === 'string' ? confirmedAt : null
  }
  // Absent on a backend without the pending e-mail change (plain Fortify): the app then knows a
  // new address replaces the old at once (docs/api-contract.md#changing-the-e-mail).
  if ('pending_email' in value) {
    const pending = value.pending_email
    user.pending_email = typeof pending === 'string' && pending !== '' ? pending : null
  }
  return user
}

/**
 * docs/product.md#current-user-and-subscription. `subscription_info` absent (or not an object) → `null`. Present with
 * `data: null` — someone who never subscribed — still gives a subscription, so
 * `canFreeTrial` reaches the screens; its data-derived fields are then `null`.
 *
 * Fallbacks: `can_free_trial` that is not a boolean → `false` (never offer a
 * trial the server did not confirm); `dept_days` not a finite number or
 * numeric string → 0; dates and plan not strings → `null`; `phoneNumber` not a
 * string → ''.
 */
export function toSubscription(subscriptionInfo: unknown): Subscription | null {
  if (!isRecord(subscriptionInfo)) return null
  const data = isRecord(subscriptionInfo.data) ? subscriptionInfo.data : {}
  const plan = typeof data.plan === 'string' ? data.plan : null
  return {
    payment_date: typeof data.start_date === 'string' ? data.start_date : null,
    type: plan === 'free_trial' ? 'freeTrial' : plan,
    via: 'mpesa',
    phoneNumber: typeof data.phoneNumber === 'string' ? data.phoneNumber : '',
    canFreeTrial: subscriptionInfo.can_free_trial === true,
    end_date: typeof data.end_date === 'string' ? data.end_date : null,
    dept: { days: toDays(subscriptionInfo.dept_days) },
  }
}

function toDays(value: unknown): number {
  // Laravel sends decimal and some computed columns as strings.
  const days = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof days === 'number' && Number.isFinite(days) ? days : 0
}
