'use client'

import { Button } from '@conecta/ui'
import { formatMeticais } from '../mpesaFormat.js'
import type { Plan } from '../paymentApi.js'
import * as styles from './checkout.css.js'
import { useMpesaStrings } from './MpesaProvider.js'

export interface MpesaPlansProps {
  plans: readonly Plan[]
  /** The plan of the person's current subscription, marked as such. */
  currentPlanId?: string | null
  /** A plan was chosen: start its payment (a payment actor for `MpesaCheckout`). */
  onChoose: (plan: Plan) => void
}

/** The plans as cards, each with its price and days; choosing one opens its payment. */
export function MpesaPlans({ plans, currentPlanId, onChoose }: MpesaPlansProps) {
  const strings = useMpesaStrings()
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.id} className={styles.plan}>
          <p className={styles.planName}>
            {plan.name}
            {plan.id === currentPlanId ? (
              <span className={styles.muted}>{strings.plans.current}</span>
            ) : null}
          </p>
          <p className={styles.planPrice}>{formatMeticais(plan.price, strings)}</p>
          <p className={styles.muted}>{strings.plans.duration(plan.duration_days)}</p>
          <Button onClick={() => onChoose(plan)} aria-label={strings.plans.chooseLabel(plan.name)}>
            {strings.plans.choose}
          </Button>
        </li>
      ))}
    </ul>
  )
}
