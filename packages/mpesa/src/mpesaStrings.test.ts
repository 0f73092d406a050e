// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  describePaymentOutcome,
  type MpesaStrings,
  mpesaEn,
  mpesaPt,
  withMpesaStrings,
} from './mpesaStrings.js'
import type { PaymentStatus } from './paymentApi.js'
import type { PaymentOutcomeAction, PaymentOutcomeKind } from './paymentOutcome.js'

type Row = [
  code: string,
  status: PaymentStatus,
  title: string,
  kind: PaymentOutcomeKind,
  actions: PaymentOutcomeAction[],
]

// docs/mpesa.md#result-codes, what the person is told, one row per code.
const table: Row[] = [
  ['INS-0', 'paid', mpesaPt.outcomes.paid.title, 'paid', []],
  ['INS-5', 'cancelled', mpesaPt.outcomes.cancelled.title, 'definiteFailure', ['retry']],
  ['INS-9', 'expired', mpesaPt.outcomes.pinTimeout.title, 'uncertain', ['checkStatus', 'retry']],
  ['INS-10', 'failed', mpesaPt.outcomes.duplicate.title, 'uncertain', ['checkStatus']],
  ['INS-10', 'pending', mpesaPt.outcomes.duplicate.title, 'uncertain', ['checkStatus']],
  [
    'INS-2006',
    'failed',
    mpesaPt.outcomes.insufficientBalance.title,
    'definiteFailure',
    ['topUp', 'retry'],
  ],
  ['INS-2051', 'failed', mpesaPt.outcomes.invalidNumber.title, 'definiteFailure', ['changeNumber']],
  ['INS-4', 'failed', mpesaPt.outcomes.accountInactive.title, 'definiteFailure', ['changeNumber']],
  [
    'INS-995',
    'failed',
    mpesaPt.outcomes.accountInactive.title,
    'definiteFailure',
    ['changeNumber'],
  ],
  [
    'INS-996',
    'failed',
    mpesaPt.outcomes.accountInactive.title,
    'definiteFailure',
    ['changeNumber'],
  ],
  ['INS-6', 'failed', mpesaPt.outcomes.failed.title, 'definiteFailure', ['retry']],
  ['INS-1', 'failed', mpesaPt.outcomes.unavailable.title, 'uncertain', ['checkStatus', 'retry']],
  ['INS-16', 'failed', mpesaPt.outcomes.unavailable.title, 'uncertain', ['checkStatus', 'retry']],
  ['INS-23', 'failed', mpesaPt.outcomes.unavailable.title, 'uncertain', ['checkStatus', 'retry']],
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
        title: mpesaPt.outcomes.unknownError.title,
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
      title: mpesaPt.outcomes.awaiting.title,
      kind: 'uncertain',
    })
  })

  it.each<[PaymentStatus, string, PaymentOutcomeKind]>([
    ['pending', mpesaPt.outcomes.awaiting.title, 'uncertain'],
    ['cancelled', mpesaPt.outcomes.cancelled.title, 'definiteFailure'],
    ['expired', mpesaPt.outcomes.pinTimeout.title, 'uncertain'],
    ['failed', mpesaPt.outcomes.failed.title, 'definiteFailure'],
  ])('given no code and status %s, should go by the status', (status, title, kind) => {
    expect(describePaymentOutcome(null, status)).toMatchObject({ title, kind, code: null })
  })

  it('given a code in another case or with spaces, should read it as the same code', () => {
    expect(describePaymentOutcome(' ins-2006 ', 'failed').title).toBe(
      mpesaPt.outcomes.insufficientBalance.title,
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

/** Every text of a catalogue, by its path (`outcomes.paid.title`). */
/** Every text of a catalogue by its path; a template is said with sample values. */
function leaves(value: object, path = ''): Array<[string, string]> {
  return Object.entries(value).flatMap(([key, inner]): Array<[string, string]> => {
    if (typeof inner === 'string') return [[`${path}${key}`, inner]]
    if (typeof inner === 'function') return [[`${path}${key}`, String(inner('Mensal', 2, 'x'))]]
    return leaves(inner, `${path}${key}.`)
  })
}

describe('the strings', () => {
  it('given the English catalogue, should have a text of its own for every Portuguese one', () => {
    const pt = leaves(mpesaPt)
    const en = new Map(leaves(mpesaEn))
    expect([...en.keys()]).toEqual(pt.map(([path]) => path))
    for (const [path, text] of pt) {
      // Marks and punctuation, not words: the same in every language.
      if (path === 'receipt.missing' || path === 'meticais' || path === 'history.failedBecause')
        continue
      expect(en.get(path), path).not.toBe(text)
      expect(en.get(path)?.trim(), path).not.toBe('')
    }
  })

  it('given another language, should say the same judgement in its words: what is safe does not depend on them', () => {
    for (const [code, status] of table) {
      const pt = describePaymentOutcome(code, status)
      const en = describePaymentOutcome(code, status, mpesaEn)
      const { title: _pt, message: _ptMessage, ...ptJudgement } = pt
      const { title, message, ...enJudgement } = en
      expect(enJudgement).toEqual(ptJudgement)
      expect({ title, message }).toEqual(mpesaEn.outcomes[en.id])
    }
  })

  it('given an override of one text, should change that text only and leave the catalogue it came from as it was', () => {
    const before = JSON.stringify(mpesaEn)
    const strings = withMpesaStrings(mpesaEn, {
      outcomes: { paid: { title: 'Thank you!' } },
      actions: { retry: 'Pay again' },
    })
    expect(strings.outcomes.paid).toEqual({
      title: 'Thank you!',
      message: mpesaEn.outcomes.paid.message,
    })
    expect(strings.actions).toEqual({ ...mpesaEn.actions, retry: 'Pay again' })
    expect(
      leaves(strings).filter(([path, text]) => new Map(leaves(mpesaEn)).get(path) !== text),
    ).toEqual([
      ['outcomes.paid.title', 'Thank you!'],
      ['actions.retry', 'Pay again'],
    ])
    expect(JSON.stringify(mpesaEn)).toBe(before)
  })

  it('given a key the catalogue does not have, or a locale missing one, should fail the type check', () => {
    // @ts-expect-error: no such outcome
    withMpesaStrings(mpesaPt, { outcomes: { refunded: { title: 'Reembolsado' } } })
    // @ts-expect-error: a locale without `phoneNumber` is not a catalogue
    const incomplete: MpesaStrings = { ...mpesaEn, phoneNumber: undefined }
    expect(incomplete.phoneNumber).toBeUndefined()
    // @ts-expect-error: a text with a value in it is a function of that value, not a fixed text
    withMpesaStrings(mpesaEn, { checkout: { pay: 'Pay now' } })
    // @ts-expect-error: …of the same values
    withMpesaStrings(mpesaEn, { checkout: { pay: (amount: number) => `Pay ${amount}` } })
  })

  it('given an override of a text with a value in it, should say the value in the new words', () => {
    const strings = withMpesaStrings(mpesaPt, {
      checkout: { pay: (amount) => `Pague ${amount} já` },
    })
    expect(strings.checkout.pay('299 MT')).toBe('Pague 299 MT já')
    expect(strings.checkout.choosePlan).toBe(mpesaPt.checkout.choosePlan)
  })
})
