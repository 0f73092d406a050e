import type { Payment, Plan } from '@conecta/mpesa'

// What the M-Pesa blocks' stories show: the demo API's plans and a person's payments.

export const plans: Plan[] = [
  { id: 'mensal', name: 'Mensal', price: 299, currency: 'MZN', duration_days: 30 },
  { id: 'trimestral', name: 'Trimestral', price: 799, currency: 'MZN', duration_days: 90 },
  { id: 'anual', name: 'Anual', price: 2999, currency: 'MZN', duration_days: 365 },
]

function payment(id: string, changes: Partial<Payment>): Payment {
  return {
    id,
    status: 'paid',
    plan: 'mensal',
    amount: 299,
    currency: 'MZN',
    phone_number: '258841234567',
    reference: `CNT-2026-${id}`,
    transaction_id: null,
    code: null,
    message: null,
    created_at: '2026-03-10T08:00:00Z',
    ...changes,
  }
}

/** What a person paid, newest first: one paid, one refused by M-Pesa, one cancelled. */
export const payments: Payment[] = [
  payment('0310', { status: 'paid', code: 'INS-0', transaction_id: 'MPX7Q2K9' }),
  payment('0302', { status: 'failed', code: 'INS-2006', created_at: '2026-03-02T17:45:00Z' }),
  payment('0201', { status: 'cancelled', code: 'INS-5', plan: 'anual', amount: 2999 }),
]
