import type { PaymentStatus } from './paymentApi.js'

/**
 * How a payment's M-Pesa code and status are judged (docs/mpesa.md#result-codes).
 * Rules only: what decides money is here, never beside the words. What a person
 * is told about each outcome is the strings' `outcomes[id]` (mpesaStrings.ts).
 */

/** One per thing a person can be told about a payment. */
export type PaymentOutcomeId =
  | 'paid'
  | 'cancelled'
  | 'pinTimeout'
  | 'duplicate'
  | 'insufficientBalance'
  | 'invalidNumber'
  | 'accountInactive'
  | 'failed'
  | 'unavailable'
  | 'unknownError'
  | 'awaiting'

export type PaymentOutcomeAction = 'retry' | 'changeNumber' | 'checkStatus' | 'topUp'

/**
 * - `paid`: the money arrived.
 * - `definiteFailure`: this attempt is over and charged nothing; a new attempt is safe.
 * - `uncertain`: the truth is not known yet; ask the server before anything else,
 *   and never pay again automatically (docs/mpesa.md#client-flow).
 */
export type PaymentOutcomeKind = 'paid' | 'definiteFailure' | 'uncertain'

export type PaymentOutcomeTone = 'success' | 'info' | 'warning' | 'danger'

/** A payment's outcome, judged: which one, whether paying again is safe, what to offer. */
export interface PaymentJudgement {
  id: PaymentOutcomeId
  kind: PaymentOutcomeKind
  tone: PaymentOutcomeTone
  /**
   * What to offer, most useful first. A screen shows those the payment
   * machine accepts right now (`snapshot.can(...)`): an uncertain outcome lists
   * `retry` after `checkStatus`, and the machine only allows it once the server
   * has said the attempt did not go through.
   */
  actions: readonly PaymentOutcomeAction[]
  /** Show the raw code, small, so support can help (unknown codes only). */
  showCode: boolean
  /** The code judged, trimmed and upper-cased (`null` when none came). */
  code: string | null
}

type Rule = Omit<PaymentJudgement, 'id' | 'code'>

const RULES: Readonly<Record<PaymentOutcomeId, Rule>> = {
  paid: { kind: 'paid', tone: 'success', actions: [], showCode: false },
  cancelled: { kind: 'definiteFailure', tone: 'warning', actions: ['retry'], showCode: false },
  pinTimeout: {
    kind: 'uncertain',
    tone: 'warning',
    actions: ['checkStatus', 'retry'],
    showCode: false,
  },
  duplicate: { kind: 'uncertain', tone: 'info', actions: ['checkStatus'], showCode: false },
  insufficientBalance: {
    kind: 'definiteFailure',
    tone: 'danger',
    actions: ['topUp', 'retry'],
    showCode: false,
  },
  invalidNumber: {
    kind: 'definiteFailure',
    tone: 'danger',
    actions: ['changeNumber'],
    showCode: false,
  },
  accountInactive: {
    kind: 'definiteFailure',
    tone: 'danger',
    actions: ['changeNumber'],
    showCode: false,
  },
  failed: { kind: 'definiteFailure', tone: 'danger', actions: ['retry'], showCode: false },
  // INS-1 has been seen for insufficient funds too (docs/mpesa.md#result-codes): whether
  // it was paid is asked before anything else.
  unavailable: {
    kind: 'uncertain',
    tone: 'warning',
    actions: ['checkStatus', 'retry'],
    showCode: false,
  },
  unknownError: { kind: 'definiteFailure', tone: 'danger', actions: ['retry'], showCode: true },
  awaiting: { kind: 'uncertain', tone: 'info', actions: ['checkStatus'], showCode: false },
}

const BY_CODE: Readonly<Record<string, PaymentOutcomeId>> = {
  'INS-5': 'cancelled',
  'INS-9': 'pinTimeout',
  'INS-10': 'duplicate',
  'INS-2006': 'insufficientBalance',
  'INS-2051': 'invalidNumber',
  'INS-4': 'accountInactive',
  'INS-995': 'accountInactive',
  'INS-996': 'accountInactive',
  'INS-6': 'failed',
  'INS-1': 'unavailable',
  'INS-16': 'unavailable',
  'INS-23': 'unavailable',
}

/**
 * A payment's outcome from its M-Pesa code and status.
 *
 * `paid` wins over any code. INS-0 without `paid` is ignored: on a status query
 * it only means "the question was answered" (docs/mpesa.md#result-codes). Without a code the
 * status decides (`expired` is INS-9 per docs/api-contract.md#subscription-and-m-pesa); a pending payment
 * without a code is "awaiting", never a failure.
 */
export function judgePayment(code: string | null, status: PaymentStatus): PaymentJudgement {
  const normalisedCode = normaliseCode(code)
  const id = outcomeOf(normalisedCode, status)
  return { id, ...RULES[id], code: normalisedCode }
}

function outcomeOf(code: string | null, status: PaymentStatus): PaymentOutcomeId {
  if (status === 'paid') return 'paid'
  if (code !== null && code !== 'INS-0') {
    return Object.hasOwn(BY_CODE, code) ? (BY_CODE[code] ?? 'unknownError') : 'unknownError'
  }
  switch (status) {
    case 'pending':
      return 'awaiting'
    case 'cancelled':
      return 'cancelled'
    case 'expired':
      return 'pinTimeout'
    case 'failed':
      return code === 'INS-0' ? 'unknownError' : 'failed'
  }
}

function normaliseCode(code: string | null): string | null {
  if (code === null) return null
  const trimmed = code.trim().toUpperCase()
  return trimmed === '' ? null : trimmed
}
