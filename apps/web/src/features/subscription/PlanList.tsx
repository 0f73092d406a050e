import type { Plan } from '@conecta/mpesa'
import { Button } from '@conecta/ui'
import { formatDuration, formatMeticais } from '../../format/formatMeticais'
import * as styles from './SubscriptionTab.css'

export interface PlanListProps {
  plans: readonly Plan[]
  /** The plan of the current subscription, marked as such. */
  currentPlanId?: string | null
  onChoose: (plan: Plan) => void
}

/** The plans with their prices in MT; choosing one opens its payment. */
export function PlanList({ plans, currentPlanId, onChoose }: PlanListProps) {
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.id} className={styles.plan}>
          <p className={styles.planName}>
            {plan.name}
            {plan.id === currentPlanId ? (
              <span className={styles.muted}> (plano actual)</span>
            ) : null}
          </p>
          <p className={styles.planPrice}>{formatMeticais(plan.price)}</p>
          <p className={styles.muted}>{formatDuration(plan.duration_days)}</p>
          <Button onClick={() => onChoose(plan)} aria-label={`Escolher o plano ${plan.name}`}>
            Escolher
          </Button>
        </li>
      ))}
    </ul>
  )
}
