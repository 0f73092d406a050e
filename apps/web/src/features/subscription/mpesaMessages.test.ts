// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  describePaymentOutcome,
  PAYMENT_ACCOUNT_INACTIVE_TITLE,
  PAYMENT_AWAITING_TITLE,
  PAYMENT_CANCELLED_TITLE,
  PAYMENT_DUPLICATE_TITLE,
  PAYMENT_FAILED_TITLE,
  PAYMENT_INSUFFICIENT_BALANCE_TITLE,
  PAYMENT_INVALID_NUMBER_TITLE,
  PAYMENT_PAID_TITLE,
  PAYMENT_PIN_TIMEOUT_TITLE,
  PAYMENT_UNAVAILABLE_TITLE,
  PAYMENT_UNKNOWN_ERROR_TITLE,
  type PaymentOutcomeAction,
  type PaymentOutcomeKind,
} from './mpesaMessages'
import type { PaymentStatus } from './paymentApi'

type Row = [
  code: string,
  status: PaymentStatus,
  title: string,
  kind: PaymentOutcomeKind,
  actions: PaymentOutcomeAction[],
]

// docs/mpesa.md#result-codes, what the person is told, one row per code.
const table: Row[] = [
  ['INS-0', 'paid', PAYMENT_PAID_TITLE, 'paid', []],
  ['INS-5', 'cancelled', PAYMENT_CANCELLED_TITLE, 'definiteFailure', ['retry']],
  ['INS-9', 'expired', PAYMENT_PIN_TIMEOUT_TITLE, 'uncertain', ['checkStatus', 'retry']],
  ['INS-10', 'failed', PAYMENT_DUPLICATE_TITLE, 'uncertain', ['checkStatus']],
  ['INS-10', 'pending', PAYMENT_DUPLICATE_TITLE, 'uncertain', ['checkStatus']],
  ['INS-2006', 'failed', PAYMENT_INSUFFICIENT_BALANCE_TITLE, 'definiteFailure', ['topUp', 'retry']],
  ['INS-2051', 'failed', PAYMENT_INVALID_NUMBER_TITLE, 'definiteFailure', ['changeNumber']],
  ['INS-4', 'failed', PAYMENT_ACCOUNT_INACTIVE_TITLE, 'definiteFailure', ['changeNumber']],
  ['INS-995', 'failed', PAYMENT_ACCOUNT_INACTIVE_TITLE, 'definiteFailure', ['changeNumber']],
  ['INS-996', 'failed', PAYMENT_ACCOUNT_INACTIVE_TITLE, 'definiteFailure', ['changeNumber']],
  ['INS-6', 'failed', PAYMENT_FAILED_TITLE, 'definiteFailure', ['retry']],
  ['INS-1', 'failed', PAYMENT_UNAVAILABLE_TITLE, 'uncertain', ['checkStatus', 'retry']],
  ['INS-16', 'failed', PAYMENT_UNAVAILABLE_TITLE, 'uncertain', ['checkStatus', 'retry']],
  ['INS-23', 'failed', PAYMENT_UNAVAILABLE_TITLE, 'uncertain', ['checkStatus', 'retry']],
]

describe('describePaymentOutcome', () => {
  it.each(table)(
    'given %s with status %s, should say %j as %s offering %j',
    (code, status, title, kind, actions) => {
      const outcome = describePaymentOutcome(code, status)
      expect(outcome).toMatchObject({ title, kind, actions, showCode: false, code })
      expect(outcome.message.length).toBeGreaterThan(0)
    },
  )

  it.each(['INS-13', 'INS-2001', 'INS-17', 'ERR-X'])(
    'given the unknown code %s, should say it could not process and show the code for support',
    (code) => {
      expect(describePaymentOutcome(code, 'failed')).toMatchObject({
        title: PAYMENT_UNKNOWN_ERROR_TITLE,
        kind: 'definiteFailure',
        showCode: true,
        code,
        actions: ['retry'],
      })
    },
  )

  it('given paid, should confirm whatever code came with it', () => {
    expect(describePaymentOutcome(null, 'paid')).toMatchObject({ kind: 'paid', tone: 'success' })
  })

  it('given INS-0 on a pending payment, should not call it paid: on a query it only means answered', () => {
    expect(describePaymentOutcome('INS-0', 'pending')).toMatchObject({
      title: PAYMENT_AWAITING_TITLE,
      kind: 'uncertain',
    })
  })

  it.each<[PaymentStatus, string, PaymentOutcomeKind]>([
    ['pending', PAYMENT_AWAITING_TITLE, 'uncertain'],
    ['cancelled', PAYMENT_CANCELLED_TITLE, 'definiteFailure'],
    ['expired', PAYMENT_PIN_TIMEOUT_TITLE, 'uncertain'],
    ['failed', PAYMENT_FAILED_TITLE, 'definiteFailure'],
  ])('given no code and status %s, should go by the status', (status, title, kind) => {
    expect(describePaymentOutcome(null, status)).toMatchObject({ title, kind, code: null })
  })

  it('given a code in another case or with spaces, should read it as the same code', () => {
    expect(describePaymentOutcome(' ins-2006 ', 'failed').title).toBe(
      PAYMENT_INSUFFICIENT_BALANCE_TITLE,
    )
  })

  it('given INS-1, should claim no more than temporarily unavailable', () => {
    const { message } = describePaymentOutcome('INS-1', 'failed')
    expect(message).toMatch(/temporariamente indisponível/)
    expect(message).not.toMatch(/saldo/i)
  })

  it('given INS-5, INS-9 and INS-4, should tell the person in the words of docs/mpesa.md#result-codes', () => {
    expect(describePaymentOutcome('INS-5', 'cancelled').message).toMatch(
      /Cancelou o pagamento no telemóvel/,
    )
    expect(describePaymentOutcome('INS-9', 'expired').message).toMatch(
      /O tempo para introduzir o PIN esgotou/,
    )
    expect(describePaymentOutcome('INS-4', 'failed').title).toBe(
      'Conta M-Pesa inactiva ou com problemas',
    )
  })
})
