import type { ApiUser } from '@conecta/contract'

/**
 * The user as `GET /api/user` sends it (docs/api-contract.md#session), as the
 * contract declares it; the id may also be a string, for a backend that uses
 * UUIDs instead of Laravel's auto-increment ids.
 */
export type User = Omit<ApiUser, 'id'> & { id: ApiUser['id'] | string }

/** The subscription object derived from `subscription_info` (docs/product.md#current-user-and-subscription). */
export interface Subscription {
  /** From the data's `start_date`; `null` when there is no subscription data. */
  payment_date: string | null
  /** The plan, with `free_trial` renamed `freeTrial`; `null` without data. */
  type: string | null
  via: 'mpesa'
  phoneNumber: string
  canFreeTrial: boolean
  end_date: string | null
  dept: { days: number }
}

/** What the app knows about the signed-in person: stored under `user-storage`. */
export interface CurrentUser {
  user: User
  /** `null` when the server sent no `subscription_info`. */
  subscription: Subscription | null
}
