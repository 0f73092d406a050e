import { describe, expect, it } from 'vitest'
import { makeSubscriptionInfo } from './makeSubscriptionInfo'

const now = '2025-03-10T12:00:00.000Z'

describe('makeSubscriptionInfo', () => {
  it('given no state, should offer the free trial with no period', () => {
    expect(makeSubscriptionInfo({ now })).toEqual({
      data: null,
      can_free_trial: true,
      dept_days: 0,
    })
  })

  it('given a trial, should end in the given days with plan free_trial', () => {
    expect(makeSubscriptionInfo({ state: 'trial', now, days: 2 })).toEqual({
      data: {
        start_date: '2025-03-05T12:00:00.000Z',
        end_date: '2025-03-12T12:00:00.000Z',
        plan: 'free_trial',
        phoneNumber: '',
      },
      can_free_trial: false,
      dept_days: 0,
    })
  })

  it('given an expired plan, should have ended that many days ago and owe them', () => {
    const info = makeSubscriptionInfo({ state: 'expired', now, days: 4, plan: 'trimestral' })

    expect(info.data).toMatchObject({ end_date: '2025-03-06T12:00:00.000Z', plan: 'trimestral' })
    expect(info.dept_days).toBe(4)
  })

  it('given overrides, should apply them last', () => {
    expect(
      makeSubscriptionInfo({ state: 'active', now, overrides: { dept_days: 9 } }).dept_days,
    ).toBe(9)
  })
})
