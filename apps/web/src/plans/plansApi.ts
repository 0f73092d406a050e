import type { Plan } from '@conecta/contract'
import { apiClient } from '../api/apiClient'

/** One plan of `GET /api/subscription/plans`, as the contract's OpenAPI document declares it. */
export type { Plan }

/** Whether `value` has a plan's shape (an answer, or a copy kept on the phone). */
export function isPlan(value: unknown): value is Plan {
  if (typeof value !== 'object' || value === null) return false
  const plan = value as Record<string, unknown>
  return (
    (typeof plan.id === 'string' || typeof plan.id === 'number') &&
    typeof plan.name === 'string' &&
    typeof plan.price === 'number' &&
    typeof plan.duration_days === 'number'
  )
}

/** What `GET /api/subscription/plans` offers: the plans, and the free trial's length. */
export interface PlanCatalogue {
  plans: Plan[]
  /** `null` when the backend does not say (the trial is then offered without a length). */
  freeTrialDays: number | null
}

/** A trial length as the contract allows it (a whole number of days, at least 1); `null` otherwise. */
export function trialDaysOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null
}

/** The plans and their prices; rejects with ApiError, or TypeError on a body of another shape. */
export async function fetchPlans(signal?: AbortSignal): Promise<PlanCatalogue> {
  const body = await apiClient.get<{ data?: unknown; free_trial_days?: unknown }>(
    '/api/subscription/plans',
    { signal },
  )
  const data = body?.data
  if (!Array.isArray(data) || !data.every(isPlan)) {
    throw new TypeError('Unexpected plans response')
  }
  return {
    plans: data.map((plan) => ({ ...plan, id: String(plan.id), currency: 'MZN' })),
    freeTrialDays: trialDaysOf(body.free_trial_days),
  }
}
