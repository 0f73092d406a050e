import type { Subscription } from '@conecta/session-machine'
import type { Plan } from './paymentApi'

export const FREE_TRIAL_LABEL = 'Teste gratuito'

export type SubscriptionSummary =
  | {
      kind: 'none'
      canFreeTrial: boolean
    }
  | {
      kind: 'trial' | 'active' | 'expired'
      /** 'Teste gratuito', the plan's name, or its id while the plans are unknown. */
      planLabel: string
      isTrial: boolean
      /** ISO 8601, `null` when the server sent none. */
      endDate: string | null
      /** Days in arrears (docs/product.md#current-user-and-subscription, `dept.days`), 0 when up to date. */
      overdueDays: number
      canFreeTrial: boolean
    }

/**
 * What the subscription tab says about the current subscription. Expired is
 * judged by the end date; without one, days in arrears say it ended.
 */
export function describeSubscription(
  subscription: Subscription | null,
  plans: readonly Plan[],
  now: number = Date.now(),
): SubscriptionSummary {
  if (subscription === null || subscription.type === null) {
    return { kind: 'none', canFreeTrial: subscription?.canFreeTrial ?? true }
  }
  const isTrial = subscription.type === 'freeTrial'
  const planLabel = isTrial
    ? FREE_TRIAL_LABEL
    : (plans.find((plan) => plan.id === subscription.type)?.name ?? subscription.type)
  const end = subscription.end_date === null ? Number.NaN : Date.parse(subscription.end_date)
  const overdueDays = Math.max(0, subscription.dept.days)
  const ended = Number.isNaN(end) ? overdueDays > 0 : end <= now
  return {
    kind: ended ? 'expired' : isTrial ? 'trial' : 'active',
    planLabel,
    isTrial,
    endDate: subscription.end_date,
    overdueDays,
    canFreeTrial: subscription.canFreeTrial,
  }
}

/** '1 dia em atraso', '3 dias em atraso'. */
export function formatOverdueDays(days: number): string {
  return days === 1 ? '1 dia em atraso' : `${days} dias em atraso`
}
