import type { PaymentStatus } from './paymentApi'

/**
 * What a person is told about a payment, per docs/mpesa.md#result-codes ("what the
 * person is told". Texts are Portuguese as written in Mozambique (pre-reform
 * spelling: actual, efectuar, transacção).
 */

export type PaymentOutcomeAction = 'retry' | 'changeNumber' | 'checkStatus' | 'topUp'

/**
 * - `paid`: the money arrived.
 * - `definiteFailure`: this attempt is over and charged nothing; a new attempt is safe.
 * - `uncertain`: the truth is not known yet; ask the server before anything else,
 *   and never pay again automatically (docs/mpesa.md#client-flow).
 */
export type PaymentOutcomeKind = 'paid' | 'definiteFailure' | 'uncertain'

export type PaymentOutcomeTone = 'success' | 'info' | 'warning' | 'danger'

export interface PaymentOutcome {
  title: string
  message: string
  tone: PaymentOutcomeTone
  /**
   * What to offer, most useful first. The screen shows those the payment
   * machine accepts right now (`snapshot.can(...)`): an uncertain outcome lists
   * `retry` after `checkStatus`, and the machine only allows it once the server
   * has said the attempt did not go through.
   */
  actions: PaymentOutcomeAction[]
  /** Show the raw code, small, so support can help (unknown codes only). */
  showCode: boolean
  kind: PaymentOutcomeKind
  /** The code this outcome describes, as received (`null` when none came). */
  code: string | null
}

export const PAYMENT_PAID_TITLE = 'Pagamento confirmado'
export const PAYMENT_PAID_MESSAGE =
  'Recebemos o seu pagamento e a sua subscrição foi actualizada. Guarde o comprovativo.'

export const PAYMENT_CANCELLED_TITLE = 'Pagamento cancelado'
export const PAYMENT_CANCELLED_MESSAGE =
  'Cancelou o pagamento no telemóvel. Nada foi cobrado; pode tentar novamente.'

export const PAYMENT_PIN_TIMEOUT_TITLE = 'Tempo esgotado'
export const PAYMENT_PIN_TIMEOUT_MESSAGE =
  'O tempo para introduzir o PIN esgotou. Vamos confirmar o estado do pagamento antes de tentar novamente.'

/**
 * An uncertain answer (INS-9, INS-10, INS-1) once the server has said the
 * attempt ended unpaid: the check is over, and only now is trying again offered.
 */
export const PAYMENT_CONFIRMED_UNPAID_MESSAGE =
  'Confirmámos com o M-Pesa: este pagamento não foi efectuado e nada foi cobrado. Pode tentar novamente.'

export const PAYMENT_DUPLICATE_TITLE = 'A verificar um pagamento anterior…'
export const PAYMENT_DUPLICATE_MESSAGE =
  'Este pedido repete um pagamento anterior, que pode já ter sido pago. Estamos a verificar; não será cobrado outra vez.'

export const PAYMENT_INSUFFICIENT_BALANCE_TITLE = 'Saldo M-Pesa insuficiente'
export const PAYMENT_INSUFFICIENT_BALANCE_MESSAGE =
  'A sua conta M-Pesa não tem saldo suficiente para este montante. Carregue a conta e tente novamente.'

export const PAYMENT_INVALID_NUMBER_TITLE = 'Número M-Pesa inválido'
export const PAYMENT_INVALID_NUMBER_MESSAGE =
  'Este número não tem conta M-Pesa. Verifique o número ou use outro número M-Pesa.'

export const PAYMENT_ACCOUNT_INACTIVE_TITLE = 'Conta M-Pesa inactiva ou com problemas'
export const PAYMENT_ACCOUNT_INACTIVE_MESSAGE =
  'A conta M-Pesa deste número está inactiva ou com problemas; contacte a Vodacom. Pode também pagar com outro número.'

export const PAYMENT_FAILED_TITLE = 'O pagamento falhou'
export const PAYMENT_FAILED_MESSAGE = 'O pagamento não foi efectuado. Tente novamente.'

// INS-1 has been seen for insufficient funds too (docs/mpesa.md#result-codes), so this text
// claims no more than "temporarily unavailable".
export const PAYMENT_UNAVAILABLE_TITLE = 'M-Pesa temporariamente indisponível'
export const PAYMENT_UNAVAILABLE_MESSAGE =
  'O M-Pesa está temporariamente indisponível. Vamos confirmar o estado do pagamento; se não foi efectuado, tente mais tarde.'

export const PAYMENT_UNKNOWN_ERROR_TITLE = 'Não foi possível processar o pagamento'
export const PAYMENT_UNKNOWN_ERROR_MESSAGE =
  'Não foi possível processar o pagamento. Tente mais tarde; se o problema continuar, contacte o apoio e indique o código abaixo.'

export const PAYMENT_AWAITING_TITLE = 'Aguarde a confirmação'
export const PAYMENT_AWAITING_MESSAGE =
  'Ainda não recebemos a confirmação do M-Pesa. Vamos verificar de novo; não será cobrado outra vez.'

/** The waiting screen (docs/mpesa.md#client-flow). */
export const PAYMENT_PIN_INSTRUCTION = 'Verifique o seu telemóvel e introduza o PIN M-Pesa'
export const PAYMENT_DO_NOT_CLOSE = 'Não feche esta página.'
export const PAYMENT_VERIFYING_TITLE = 'A verificar o pagamento…'

/** The request never reached a known end; a retry re-sends the same attempt. */
export const PAYMENT_CONNECTION_ERROR_MESSAGE =
  'Não foi possível enviar o pedido de pagamento. Verifique a sua ligação à internet e tente novamente; não será cobrado duas vezes.'
export const PAYMENT_CHECK_ERROR_MESSAGE =
  'Não foi possível confirmar o estado do pagamento. Verifique a sua ligação à internet e verifique novamente.'

/** The server refused a number we accepted; its own words are English (ApiError). */
export const PHONE_REJECTED_MESSAGE =
  'Este número não foi aceite para pagamentos M-Pesa. Verifique o número, começado por 84 ou 85, e tente novamente.'

export const PAYMENT_ACTION_LABELS: Readonly<Record<PaymentOutcomeAction, string>> = {
  retry: 'Tentar novamente',
  changeNumber: 'Alterar número',
  checkStatus: 'Verificar novamente',
  topUp: 'Carregar a conta M-Pesa',
}

type OutcomeText = Omit<PaymentOutcome, 'code'>

const PAID: OutcomeText = {
  title: PAYMENT_PAID_TITLE,
  message: PAYMENT_PAID_MESSAGE,
  tone: 'success',
  actions: [],
  showCode: false,
  kind: 'paid',
}

const CANCELLED: OutcomeText = {
  title: PAYMENT_CANCELLED_TITLE,
  message: PAYMENT_CANCELLED_MESSAGE,
  tone: 'warning',
  actions: ['retry'],
  showCode: false,
  kind: 'definiteFailure',
}

const PIN_TIMEOUT: OutcomeText = {
  title: PAYMENT_PIN_TIMEOUT_TITLE,
  message: PAYMENT_PIN_TIMEOUT_MESSAGE,
  tone: 'warning',
  actions: ['checkStatus', 'retry'],
  showCode: false,
  kind: 'uncertain',
}

const DUPLICATE: OutcomeText = {
  title: PAYMENT_DUPLICATE_TITLE,
  message: PAYMENT_DUPLICATE_MESSAGE,
  tone: 'info',
  actions: ['checkStatus'],
  showCode: false,
  kind: 'uncertain',
}

const INSUFFICIENT_BALANCE: OutcomeText = {
  title: PAYMENT_INSUFFICIENT_BALANCE_TITLE,
  message: PAYMENT_INSUFFICIENT_BALANCE_MESSAGE,
  tone: 'danger',
  actions: ['topUp', 'retry'],
  showCode: false,
  kind: 'definiteFailure',
}

const INVALID_NUMBER: OutcomeText = {
  title: PAYMENT_INVALID_NUMBER_TITLE,
  message: PAYMENT_INVALID_NUMBER_MESSAGE,
  tone: 'danger',
  actions: ['changeNumber'],
  showCode: false,
  kind: 'definiteFailure',
}

const ACCOUNT_INACTIVE: OutcomeText = {
  title: PAYMENT_ACCOUNT_INACTIVE_TITLE,
  message: PAYMENT_ACCOUNT_INACTIVE_MESSAGE,
  tone: 'danger',
  actions: ['changeNumber'],
  showCode: false,
  kind: 'definiteFailure',
}

const FAILED: OutcomeText = {
  title: PAYMENT_FAILED_TITLE,
  message: PAYMENT_FAILED_MESSAGE,
  tone: 'danger',
  actions: ['retry'],
  showCode: false,
  kind: 'definiteFailure',
}

const UNAVAILABLE: OutcomeText = {
  title: PAYMENT_UNAVAILABLE_TITLE,
  message: PAYMENT_UNAVAILABLE_MESSAGE,
  tone: 'warning',
  actions: ['checkStatus', 'retry'],
  showCode: false,
  kind: 'uncertain',
}

const UNKNOWN_ERROR: OutcomeText = {
  title: PAYMENT_UNKNOWN_ERROR_TITLE,
  message: PAYMENT_UNKNOWN_ERROR_MESSAGE,
  tone: 'danger',
  actions: ['retry'],
  showCode: true,
  kind: 'definiteFailure',
}

const AWAITING: OutcomeText = {
  title: PAYMENT_AWAITING_TITLE,
  message: PAYMENT_AWAITING_MESSAGE,
  tone: 'info',
  actions: ['checkStatus'],
  showCode: false,
  kind: 'uncertain',
}

const BY_CODE: Readonly<Record<string, OutcomeText>> = {
  'INS-5': CANCELLED,
  'INS-9': PIN_TIMEOUT,
  'INS-10': DUPLICATE,
  'INS-2006': INSUFFICIENT_BALANCE,
  'INS-2051': INVALID_NUMBER,
  'INS-4': ACCOUNT_INACTIVE,
  'INS-995': ACCOUNT_INACTIVE,
  'INS-996': ACCOUNT_INACTIVE,
  'INS-6': FAILED,
  'INS-1': UNAVAILABLE,
  'INS-16': UNAVAILABLE,
  'INS-23': UNAVAILABLE,
}

/**
 * The Portuguese outcome of a payment from its M-Pesa code and status.
 *
 * `paid` wins over any code. INS-0 without `paid` is ignored: on a status query
 * it only means "the question was answered" (docs/mpesa.md#result-codes). Without a code the
 * status decides (`expired` is INS-9 per docs/api-contract.md#subscription-and-m-pesa); a pending payment
 * without a code is "awaiting", never a failure.
 */
export function describePaymentOutcome(code: string | null, status: PaymentStatus): PaymentOutcome {
  const normalisedCode = normaliseCode(code)
  return { ...pick(normalisedCode, status), code: normalisedCode }
}

function pick(code: string | null, status: PaymentStatus): OutcomeText {
  if (status === 'paid') return PAID
  if (code !== null && code !== 'INS-0') {
    return Object.hasOwn(BY_CODE, code) ? (BY_CODE[code] ?? UNKNOWN_ERROR) : UNKNOWN_ERROR
  }
  switch (status) {
    case 'pending':
      return AWAITING
    case 'cancelled':
      return CANCELLED
    case 'expired':
      return PIN_TIMEOUT
    case 'failed':
      return code === 'INS-0' ? UNKNOWN_ERROR : FAILED
  }
}

function normaliseCode(code: string | null): string | null {
  if (code === null) return null
  const trimmed = code.trim().toUpperCase()
  return trimmed === '' ? null : trimmed
}
