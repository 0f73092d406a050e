'use client'

import { Button } from '@conecta/ui'
import { formatMeticais } from '../mpesaFormat.js'
import type { Plan } from '../paymentApi.js'
import { plansPt } from '../strings/plansPt.js'
import * as styles from './checkout.css.js'
import { useMpesaSection, usePaymentStrings } from './MpesaProvider.js'

export interface MpesaPlansProps {
  plans: readonly Plan[]
  /** The plan of the person's current subscription, marked as such. */
  currentPlanId?: string | null
  /** A plan was chosen: start its payment (a payment actor for `MpesaCheckout`). */
  onChoose: (plan: Plan) => void
}

/** The plans as cards, each with its price and days; choosing one opens its payment. */
export function MpesaPlans({ plans, currentPlanId, onChoose }: MpesaPlansProps) {
  const strings = usePaymentStrings()
  const words = useMpesaSection('plans', plansPt)
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.id} className={styles.plan}>
          <p className={styles.planName}>
            {plan.name}
            {plan.id === currentPlanId ? (
              <span className={styles.muted}>{words.current}</span>
            ) : null}
          </p>
          <p className={styles.planPrice}>{formatMeticais(plan.price, strings)}</p>
          <p className={styles.muted}>{words.duration(plan.duration_days)}</p>
          <Button onClick={() => onChoose(plan)} aria-label={words.chooseLabel(plan.name)}>
            {words.choose}
          </Button>
        </li>
      ))}
    </ul>
  )
}
