import { toApiError } from '@conecta/session-machine'
import type { Payment, PaymentStatus, Plan } from './paymentApi.js'
import { judgePayment } from './paymentOutcome.js'

/** The pure rules the payment machine (paymentMachine.ts) judges answers and attempts by. */

/** How long the PIN prompt and its processing may take (M-Pesa: plan for 90–120 s). */
export const PIN_WINDOW_MS = 120_000

export interface PaymentAttempt {
  /** Sent as `Idempotency-Key`. */
  id: string
  /** Normalised, `2588XXXXXXXX`. */
  phoneNumber: string
  /** Epoch ms of the tap. */
  startedAt: number
  /** Epoch ms at which the PIN wait ends; set once the server accepted the attempt. */
  deadline?: number
  paymentId?: string
}

const FINAL_UNPAID: readonly PaymentStatus[] = ['failed', 'cancelled', 'expired']

export function isFinalUnpaid(payment: Payment | null): boolean {
  return payment !== null && FINAL_UNPAID.includes(payment.status)
}

function kindOf(payment: Payment) {
  return judgePayment(payment.code, payment.status).kind
}

/**
 * Whether an answer calls for verifying rather than waiting or concluding: a
 * final status with an uncertain code (INS-9, INS-10, INS-1/16/23), or a pending
 * one that already carries such a code (a server that could not tell).
 */
export function needsVerifying(payment: Payment | null): boolean {
  if (payment === null || payment.status === 'paid') return false
  if (isFinalUnpaid(payment)) return kindOf(payment) === 'uncertain'
  return payment.code !== null && payment.code !== 'INS-0' && kindOf(payment) === 'uncertain'
}

export function isDefiniteFailure(payment: Payment | null): boolean {
  return payment !== null && isFinalUnpaid(payment) && kindOf(payment) === 'definiteFailure'
}

/** A 422 naming the phone number. */
export function isPhoneNumberRejection(error: unknown): boolean {
  const apiError = toApiError(error)
  return apiError.isValidation && apiError.errorsFor('phone_number').length > 0
}

export function isUnauthenticated(error: unknown): boolean {
  return toApiError(error).isUnauthenticated
}

/** The attempt that follows a payment made elsewhere; its key is never sent (only its status is asked). */
export function followedAttempt(payment: Payment): PaymentAttempt {
  const created = Date.parse(payment.created_at)
  const startedAt = Number.isNaN(created) ? Date.now() : created
  return {
    id: `followed:${payment.id}`,
    phoneNumber: payment.phone_number,
    startedAt,
    deadline: startedAt + PIN_WINDOW_MS,
    paymentId: payment.id,
  }
}

/** The plan a payment is for, from the known plans; the chosen one when unknown. */
export function planOf(payment: Payment, plans: readonly Plan[], fallback: Plan): Plan {
  return plans.find((plan) => plan.id === payment.plan) ?? fallback
}

/**
 * A v4 UUID for `Idempotency-Key`. `crypto.randomUUID` exists only in secure
 * contexts, so a phone testing the app over plain http on a LAN falls back to
 * `getRandomValues`, which every browser has everywhere.
 */
export function createAttemptId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
