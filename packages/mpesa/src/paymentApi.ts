import type { PaymentStatus, Plan, WirePayment } from '@conecta/contract'
import { toApiError } from '@conecta/session-machine'

/** The subscription payment calls of docs/api-contract.md#subscription-and-m-pesa. */

// The wire shapes are the contract's (packages/contract, generated from its
// OpenAPI document); readPayment below still checks each answer at run time.
export type { PaymentStatus, Plan }

/** A payment as the API sends it. */
export type Payment = WirePayment

export interface CreatePaymentInput {
  plan: string
  /** Normalised, `2588XXXXXXXX`. */
  phoneNumber: string
  /** One per attempt: the same key always returns the same payment. */
  idempotencyKey: string
}

export interface PaymentApi {
  createPayment(input: CreatePaymentInput, signal?: AbortSignal): Promise<Payment>
  getPayment(id: string, signal?: AbortSignal): Promise<Payment>
}

/**
 * The part of the Sanctum client these calls use. It mirrors that client's
 * `post(path, { body, headers, signal })` so the client fits as it is, while
 * tests can hand in a two-method fake.
 */
export interface PaymentHttpClient {
  post<T>(
    path: string,
    options?: {
      body?: object
      headers?: Record<string, string>
      signal?: AbortSignal
      signInAgain?: boolean
    },
  ): Promise<T>
  get<T>(path: string, options?: { signal?: AbortSignal }): Promise<T>
}

export const PAYMENTS_PATH = '/api/subscription/payments'

export function paymentPath(id: string): string {
  return `${PAYMENTS_PATH}/${encodeURIComponent(id)}`
}

export function createPaymentApi(client: PaymentHttpClient): PaymentApi {
  return {
    async createPayment({ plan, phoneNumber, idempotencyKey }, signal) {
      const answer = await client.post<unknown>(PAYMENTS_PATH, {
        body: { plan, phone_number: phoneNumber },
        headers: { 'Idempotency-Key': idempotencyKey },
        // A payment is never held behind a sign-in and sent minutes later: its 401 takes the
        // session's usual path to /login (docs/product.md#session-ended-mid-form).
        signInAgain: false,
        ...(signal === undefined ? {} : { signal }),
      })
      return readPayment(answer)
    },
    async getPayment(id, signal) {
      const answer = await client.get<unknown>(
        paymentPath(id),
        signal === undefined ? undefined : { signal },
      )
      return readPayment(answer)
    },
  }
}

/**
 * The live payment a `409` names: the server refuses a second payment while
 * the user has one pending and sends that one (`{ message, payment }`) to be
 * followed instead. `null` for any other error.
 */
export function conflictingPaymentOf(error: unknown): Payment | null {
  const apiError = toApiError(error)
  if (apiError.status !== 409 || !isRecord(apiError.data)) return null
  try {
    return readPayment({ data: apiError.data.payment })
  } catch {
    return null
  }
}

const STATUSES: readonly PaymentStatus[] = ['pending', 'paid', 'failed', 'cancelled', 'expired']

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value)
}

/**
 * Unwraps `{ data: payment }`. The machine decides from `status` and `code`, so
 * an answer without a usable status is refused here rather than read as pending
 * forever.
 */
export function readPayment(answer: unknown): Payment {
  const data = isRecord(answer) ? answer.data : undefined
  if (!isRecord(data) || data.id === undefined || !isPaymentStatus(data.status)) {
    throw new Error('The payment answer is not { data: payment }')
  }
  return {
    id: String(data.id),
    status: data.status,
    plan: stringOr(data.plan, ''),
    amount: typeof data.amount === 'number' ? data.amount : Number(data.amount ?? 0),
    currency: 'MZN',
    phone_number: stringOr(data.phone_number, ''),
    reference: stringOr(data.reference, ''),
    transaction_id: stringOrNull(data.transaction_id),
    code: stringOrNull(data.code),
    message: stringOrNull(data.message),
    created_at: stringOr(data.created_at, ''),
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null
}
