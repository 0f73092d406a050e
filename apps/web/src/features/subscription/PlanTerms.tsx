import type { Plan } from '@conecta/mpesa'
import * as layout from '../../styles/layout.css'
import { describePlanTerms, type SubscriptionSummary } from './describeSubscription'

export interface PlanTermsProps {
  /** The plan about to be paid. */
  plan: Plan
  /** The current subscription, from `describeSubscription`. */
  summary: SubscriptionSummary
}

/**
 * What paying does, in one or two short sentences, before "Pagar": when the
 * paid days start and whether days in arrears are charged
 * (docs/product.md#what-a-payment-buys).
 */
export function PlanTerms({ plan, summary }: PlanTermsProps) {
  return <p className={layout.plainText}>{describePlanTerms(plan, summary)}</p>
}
