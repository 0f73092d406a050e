// @vitest-environment node

import type { Plan } from '@conecta/mpesa'
import type { Subscription } from '@conecta/session-machine'
import { describe, expect, it } from 'vitest'
import { formatMaputoDate } from '../../format/formatMaputoDate'
import {
  describePlanTerms,
  describeSubscription,
  formatOverdueDays,
  PLAN_TERMS,
} from './describeSubscription'

const now = Date.parse('2026-11-01T10:00:00Z')
const plans: Plan[] = [
  { id: 'mensal', name: 'Mensal', price: 299, currency: 'MZN', duration_days: 30 },
]

function subscription(overrides: Partial<Subscription>): Subscription {
  return {
    payment_date: '2026-10-01T10:00:00Z',
    type: 'mensal',
    via: 'mpesa',
    phoneNumber: '',
    canFreeTrial: false,
    end_date: '2026-11-21T10:00:00Z',
    dept: { days: 0 },
    ...overrides,
  }
}

describe('describeSubscription', () => {
  it('given no subscription object, should be never subscribed with the trial on offer', () => {
    expect(describeSubscription(null, plans, now)).toEqual({ kind: 'none', canFreeTrial: true })
  })

  it('given no plan, should be never subscribed and keep canFreeTrial', () => {
    const summary = describeSubscription(subscription({ type: null, end_date: null }), plans, now)
    expect(summary).toEqual({ kind: 'none', canFreeTrial: false })
  })

  it('given freeTrial, should say Teste gratuito', () => {
    const summary = describeSubscription(subscription({ type: 'freeTrial' }), plans, now)
    expect(summary).toMatchObject({ kind: 'trial', planLabel: 'Teste gratuito', isTrial: true })
  })

  it('given a plan id, should use the plan name, or the id read as a name while the plans are unknown (offline)', () => {
    expect(describeSubscription(subscription({}), plans, now)).toMatchObject({
      kind: 'active',
      planLabel: 'Mensal',
    })
    expect(describeSubscription(subscription({}), [], now)).toMatchObject({ planLabel: 'Mensal' })
    expect(describeSubscription(subscription({ type: 'pacote_anual' }), [], now)).toMatchObject({
      planLabel: 'Pacote anual',
    })
  })

  it('given an end date in the past and days in arrears, should be expired with the days', () => {
    const summary = describeSubscription(
      subscription({ end_date: '2026-10-29T10:00:00Z', dept: { days: 3 } }),
      plans,
      now,
    )
    expect(summary).toMatchObject({ kind: 'expired', overdueDays: 3 })
  })

  it('given no end date but days in arrears, should be expired', () => {
    const summary = describeSubscription(
      subscription({ end_date: null, dept: { days: 2 } }),
      plans,
      now,
    )
    expect(summary.kind).toBe('expired')
  })
})

describe('formatting', () => {
  it('should write days in arrears in the singular and plural', () => {
    expect(formatOverdueDays(1)).toBe('1 dia em atraso')
    expect(formatOverdueDays(4)).toBe('4 dias em atraso')
  })

  it('should write dates the Mozambican way, in Maputo time', () => {
    expect(formatMaputoDate('2026-11-21T10:00:00Z')).toBe('21 de novembro de 2026')
    // 23:30 UTC is already the next day in Maputo (UTC+2).
    expect(formatMaputoDate('2026-11-21T23:30:00Z')).toBe('22 de novembro de 2026')
    expect(formatMaputoDate('not a date')).toBeNull()
  })
})

describe('describePlanTerms', () => {
  const mensal = plans[0] as Plan
  const terms = (overrides: Partial<Subscription> | null, plan: Plan = mensal) =>
    describePlanTerms(
      plan,
      describeSubscription(overrides === null ? null : subscription(overrides), plans, now),
    )

  it('given a trial, should say the paid days start when the trial ends, with its date', () => {
    const text = terms({ type: 'freeTrial', end_date: '2026-11-05T10:00:00Z' })
    expect(text).toBe(PLAN_TERMS.afterTrial(mensal, '5 de novembro de 2026'))
    expect(text).toBe(
      'Os 30 dias do plano Mensal começam quando o teste gratuito terminar, a 5 de novembro de 2026.',
    )
  })

  it('given an active plan, should say the new days are added after its end date', () => {
    const text = terms({ end_date: '2026-11-21T10:00:00Z' })
    expect(text).toBe(
      'Os 30 dias do plano Mensal começam a 21 de novembro de 2026, quando termina o período actual: não perde nenhum dia.',
    )
  })

  it('given days in arrears, should say they are not charged and the days start at the payment', () => {
    const text = terms({ end_date: '2026-10-29T10:00:00Z', dept: { days: 3 } })
    expect(text).toBe(
      'Os 3 dias em atraso não são cobrados. Os 30 dias do plano Mensal começam no dia em que o pagamento for confirmado.',
    )
    expect(terms({ end_date: '2026-10-31T10:00:00Z', dept: { days: 1 } })).toMatch(
      /^O dia em atraso não é cobrado\. /,
    )
  })

  it('given an ended subscription without arrears, or none, should say the days start at the payment', () => {
    const fromPayment = PLAN_TERMS.fromPayment(mensal)
    expect(fromPayment).toBe(
      'Os 30 dias do plano Mensal começam no dia em que o pagamento for confirmado.',
    )
    expect(terms({ end_date: '2026-10-29T10:00:00Z', dept: { days: 0 } })).toBe(fromPayment)
    expect(terms(null)).toBe(fromPayment)
    expect(terms({ type: null, end_date: null })).toBe(fromPayment)
  })

  it('given a trial whose end the server did not send, should not invent a date', () => {
    expect(terms({ type: 'freeTrial', end_date: null })).toBe(PLAN_TERMS.fromPayment(mensal))
  })

  it('given a plan whose length is unknown or one day, should still read as Portuguese', () => {
    const stand = { ...mensal, name: 'anual', duration_days: 0 }
    expect(terms(null, stand)).toBe(
      'O plano anual começa no dia em que o pagamento for confirmado.',
    )
    const daily = { ...mensal, name: 'Diário', duration_days: 1 }
    expect(terms(null, daily)).toBe(
      'O dia do plano Diário começa no dia em que o pagamento for confirmado.',
    )
  })
})
