import type { SubscriptionInfo } from '../store/MockStore'

/** Days of a free trial; the spec leaves it "not shown", so this is the demo's choice. */
export const FREE_TRIAL_DAYS = 7

const DAY_MS = 86_400_000

export type SubscriptionState =
  /** Never subscribed: the free trial is on offer. */
  | 'none'
  | 'trial'
  | 'active'
  /** The period is over and the user is `deptDays` days in arrears. */
  | 'expired'
  /** The trial ended unused by any payment: no trial left, nothing active. */
  | 'trialEnded'

export interface SubscriptionInfoOptions {
  state?: SubscriptionState
  /** The moment the info describes; defaults to the real clock so stories look current. */
  now?: number | string | Date
  plan?: string
  phoneNumber?: string
  /** Days left in the current period (trial/active) or days since it ended (expired). */
  days?: number
  overrides?: Partial<SubscriptionInfo>
}

/** A consistent `subscription_info` for each state a screen must show. */
export function makeSubscriptionInfo(options: SubscriptionInfoOptions = {}): SubscriptionInfo {
  const { state = 'none', plan = 'mensal', phoneNumber = '258841234560' } = options
  const now = options.now === undefined ? Date.now() : new Date(options.now).getTime()
  const iso = (ms: number) => new Date(ms).toISOString()
  const build = (): SubscriptionInfo => {
    switch (state) {
      case 'none':
        return { data: null, can_free_trial: true, dept_days: 0 }
      case 'trial': {
        const left = options.days ?? 5
        const end = now + left * DAY_MS
        return {
          data: {
            start_date: iso(end - FREE_TRIAL_DAYS * DAY_MS),
            end_date: iso(end),
            plan: 'free_trial',
            phoneNumber: '',
          },
          can_free_trial: false,
          dept_days: 0,
        }
      }
      case 'active': {
        const left = options.days ?? 20
        const end = now + left * DAY_MS
        return {
          data: { start_date: iso(end - 30 * DAY_MS), end_date: iso(end), plan, phoneNumber },
          can_free_trial: false,
          dept_days: 0,
        }
      }
      case 'expired': {
        const ago = options.days ?? 3
        const end = now - ago * DAY_MS
        return {
          data: { start_date: iso(end - 30 * DAY_MS), end_date: iso(end), plan, phoneNumber },
          can_free_trial: false,
          dept_days: ago,
        }
      }
      case 'trialEnded': {
        const ago = options.days ?? 2
        const end = now - ago * DAY_MS
        return {
          data: {
            start_date: iso(end - FREE_TRIAL_DAYS * DAY_MS),
            end_date: iso(end),
            plan: 'free_trial',
            phoneNumber: '',
          },
          can_free_trial: false,
          dept_days: ago,
        }
      }
    }
  }
  return { ...build(), ...options.overrides }
}
