import type { Plan } from '../store/MockStore'

/** A realistic price list in meticais; ids are what `subscription_info.data.plan` carries. */
export const defaultPlans: readonly Plan[] = [
  { id: 'mensal', name: 'Mensal', price: 299, currency: 'MZN', duration_days: 30 },
  { id: 'trimestral', name: 'Trimestral', price: 799, currency: 'MZN', duration_days: 90 },
  { id: 'anual', name: 'Anual', price: 2999, currency: 'MZN', duration_days: 365 },
]

/** The monthly plan unless told otherwise. */
export function makePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 'mensal',
    name: 'Mensal',
    price: 299,
    currency: 'MZN',
    duration_days: 30,
    ...overrides,
  }
}
