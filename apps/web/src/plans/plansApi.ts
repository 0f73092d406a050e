import type { Plan } from '@conecta/contract'
import { apiClient } from '../api/apiClient'

/** One plan of `GET /api/subscription/plans`, as the contract's OpenAPI document declares it. */
export type { Plan }

function isPlan(value: unknown): value is Plan {
  if (typeof value !== 'object' || value === null) return false
  const plan = value as Record<string, unknown>
  return (
    (typeof plan.id === 'string' || typeof plan.id === 'number') &&
    typeof plan.name === 'string' &&
    typeof plan.price === 'number' &&
    typeof plan.duration_days === 'number'
  )
}

/** The plans and their prices; rejects with ApiError, or TypeError on a body of another shape. */
export async function fetchPlans(signal?: AbortSignal): Promise<Plan[]> {
  const body = await apiClient.get<{ data?: unknown }>('/api/subscription/plans', { signal })
  const data = body?.data
  if (!Array.isArray(data) || !data.every(isPlan)) {
    throw new TypeError('Unexpected plans response')
  }
  return data.map((plan) => ({ ...plan, id: String(plan.id), currency: 'MZN' }))
}
