import { useEffect, useState } from 'react'
import { fetchPlans, type Plan } from './plansApi'

export type PlansState =
  | { status: 'loading' }
  | { status: 'ready'; plans: Plan[]; freeTrialDays: number | null }
  | { status: 'failed' }

/**
 * The plans, asked for after hydration (the pre-rendered page shows the
 * loading text, so the first client render matches it).
 */
export function usePlans(): PlansState {
  const [state, setState] = useState<PlansState>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    fetchPlans(controller.signal).then(
      (catalogue) => setState({ status: 'ready', ...catalogue }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [])
  return state
}
