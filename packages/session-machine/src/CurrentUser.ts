/** The user as `GET /api/user` sends it (docs/api-contract.md#session). */
export interface User {
  /** Laravel's auto-increment id; a string when the backend uses UUIDs. */
  id: number | string
  name: string
  email: string
  /** ISO 8601, or `null` while the e-mail address is not verified. */
  email_verified_at: string | null
  created_at: string
}

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
