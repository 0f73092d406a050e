import type { Payment } from '../store/MockStore'

/** A settled, paid monthly payment; override any field (e.g. `status`, `code`). */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: '01jh6k2x8m4c3v9b7n5q1w0e2r',
    status: 'paid',
    plan: 'mensal',
    amount: 299,
    currency: 'MZN',
    phone_number: '258841234560',
    reference: 'CNT7Q2M9KX',
    transaction_id: 'D7K3M9QX2B',
    code: 'INS-0',
    message: 'Request processed successfully',
    created_at: '2025-01-15T09:00:00.000Z',
    ...overrides,
  }
}
