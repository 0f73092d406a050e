import type { Payment, Plan } from '../src/paymentApi.js'

/** The plan every payment machine test pays for. */
export const testPlan: Plan = {
  id: 'monthly',
  name: 'Mensal',
  price: 150,
  currency: 'MZN',
  duration_days: 30,
}

/** A pending payment of {@link testPlan}, with the given fields changed. */
export function makeTestPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'pay-1',
    status: 'pending',
    plan: testPlan.id,
    amount: testPlan.price,
    currency: 'MZN',
    phone_number: '258841234567',
    reference: 'CNT-1',
    transaction_id: null,
    code: null,
    message: null,
    created_at: '2025-01-01T10:00:00Z',
    ...overrides,
  }
}
