import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  looseSubscriptionInfoArbitrary,
  looseUserBodyArbitrary,
  subscriptionInfoArbitrary,
  userArbitrary,
} from '../test/arbitraries.js'
import { expectWellTyped } from '../test/expectWellTyped.js'
import { toCurrentUser, toSubscription } from './toCurrentUser.js'

const user = {
  id: 7,
  name: 'Ana Macuácua',
  email: 'ana@exemplo.co.mz',
  email_verified_at: '2025-01-02T10:00:00.000000Z',
  created_at: '2025-01-01T09:00:00.000000Z',
}

describe('toSubscription', () => {
  it('given a paid plan, should map every field as docs/product.md#current-user-and-subscription says', () => {
    expect(
      toSubscription({
        data: {
          start_date: '2025-03-01',
          end_date: '2025-03-31',
          plan: 'mensal',
          phoneNumber: '258841234567',
        },
        can_free_trial: false,
        dept_days: 2,
      }),
    ).toEqual({
      payment_date: '2025-03-01',
      type: 'mensal',
      via: 'mpesa',
      phoneNumber: '258841234567',
      canFreeTrial: false,
      end_date: '2025-03-31',
      dept: { days: 2 },
    })
  })

  it('given the free_trial plan, should name it freeTrial', () => {
    const subscription = toSubscription({
      data: { start_date: 'a', end_date: 'b', plan: 'free_trial', phoneNumber: '' },
      can_free_trial: false,
      dept_days: 0,
    })

    expect(subscription?.type).toBe('freeTrial')
  })

  it('given data null from someone who never subscribed, should keep canFreeTrial', () => {
    expect(toSubscription({ data: null, can_free_trial: true, dept_days: 0 })).toEqual({
      payment_date: null,
      type: null,
      via: 'mpesa',
      phoneNumber: '',
      canFreeTrial: true,
      end_date: null,
      dept: { days: 0 },
    })
  })

  it('given data without a phone number, should default it to empty', () => {
    const subscription = toSubscription({
      data: { start_date: 'a', end_date: 'b', plan: 'mensal', phoneNumber: 258841234567 },
      can_free_trial: false,
      dept_days: '3',
    })

    expect(subscription).toMatchObject({ phoneNumber: '', dept: { days: 3 } })
  })

  it('given no subscription_info, should be null', () => {
    expect(toSubscription(undefined)).toBeNull()
    expect(toSubscription(null)).toBeNull()
    expect(toSubscription('yes')).toBeNull()
  })

  it('given well-formed info, should follow docs/product.md#current-user-and-subscription field by field (property)', () => {
    fc.assert(
      fc.property(subscriptionInfoArbitrary, (info) => {
        const subscription = toSubscription(info)
        expect(subscription).not.toBeNull()
        expect(subscription?.payment_date).toBe(info.data?.start_date ?? null)
        expect(subscription?.end_date).toBe(info.data?.end_date ?? null)
        const plan = info.data?.plan ?? null
        expect(subscription?.type).toBe(plan === 'free_trial' ? 'freeTrial' : plan)
        expect(subscription?.via).toBe('mpesa')
        expect(subscription?.phoneNumber).toBe(info.data?.phoneNumber ?? '')
        expect(subscription?.canFreeTrial).toBe(info.can_free_trial)
        expect(subscription?.dept).toEqual({ days: info.dept_days })
      }),
    )
  })

  it('given any shape at all, should never throw and stay well typed (property)', () => {
    fc.assert(
      fc.property(fc.oneof(looseSubscriptionInfoArbitrary, fc.anything()), (info) => {
        const subscription = toSubscription(info)
        if (subscription !== null) expectWellTyped({ user, subscription })
      }),
      { numRuns: 500 },
    )
  })
})

describe('toCurrentUser', () => {
  it('given the contract body, should return the user and the subscription', () => {
    expect(
      toCurrentUser({
        user,
        subscription_info: { data: null, can_free_trial: true, dept_days: 0 },
      }),
    ).toEqual({
      user,
      subscription: {
        payment_date: null,
        type: null,
        via: 'mpesa',
        phoneNumber: '',
        canFreeTrial: true,
        end_date: null,
        dept: { days: 0 },
      },
    })
  })

  it('given no subscription_info, should give a null subscription', () => {
    expect(toCurrentUser({ user })).toEqual({ user, subscription: null })
  })

  it('given the bare user a stock Laravel route sends, should accept it', () => {
    expect(toCurrentUser({ ...user, remember_token: null })).toEqual({ user, subscription: null })
  })

  it('given extra user fields, should keep only the known ones', () => {
    expect(toCurrentUser({ user: { ...user, two_factor_secret: 'x' } })?.user).toEqual(user)
  })

  it('given two_factor_confirmed_at, should keep it, null while two-factor is off, and leave it absent from a backend without two-factor', () => {
    const on = '2026-11-25T10:00:00.000000Z'
    expect(toCurrentUser({ user: { ...user, two_factor_confirmed_at: on } })?.user).toEqual({
      ...user,
      two_factor_confirmed_at: on,
    })
    expect(toCurrentUser({ user: { ...user, two_factor_confirmed_at: null } })?.user).toEqual({
      ...user,
      two_factor_confirmed_at: null,
    })
    expect(toCurrentUser({ user: { ...user, two_factor_confirmed_at: 5 } })?.user).toEqual({
      ...user,
      two_factor_confirmed_at: null,
    })
    expect(toCurrentUser({ user })?.user).not.toHaveProperty('two_factor_confirmed_at')
  })

  it('given pending_email, should keep the address or null, and leave it absent from a backend without the pending change', () => {
    expect(toCurrentUser({ user: { ...user, pending_email: 'nova@example.co.mz' } })?.user).toEqual(
      { ...user, pending_email: 'nova@example.co.mz' },
    )
    expect(toCurrentUser({ user: { ...user, pending_email: null } })?.user).toEqual({
      ...user,
      pending_email: null,
    })
    expect(toCurrentUser({ user: { ...user, pending_email: 7 } })?.user).toEqual({
      ...user,
      pending_email: null,
    })
    expect(toCurrentUser({ user })?.user).not.toHaveProperty('pending_email')
  })

  it('given no usable user, should be null', () => {
    expect(toCurrentUser(null)).toBeNull()
    expect(toCurrentUser([user])).toBeNull()
    expect(toCurrentUser({ user: 'ana' })).toBeNull()
    expect(toCurrentUser({ user: { ...user, id: null } })).toBeNull()
    expect(toCurrentUser({ user: { ...user, email: undefined } })).toBeNull()
  })

  it('given any user with wrongly typed optional fields, should fill in defaults', () => {
    expect(
      toCurrentUser({ user: { id: 1, email: 'a@b.mz', name: 3, email_verified_at: 0 } })?.user,
    ).toEqual({ id: 1, name: '', email: 'a@b.mz', email_verified_at: null, created_at: '' })
  })

  it('given a valid user, should return it unchanged (property)', () => {
    fc.assert(
      fc.property(userArbitrary, fc.option(subscriptionInfoArbitrary), (valid, info) => {
        const body = info === null ? { user: valid } : { user: valid, subscription_info: info }
        const current = toCurrentUser(body)
        expect(current?.user).toEqual(valid)
        expect(current?.subscription === null).toBe(info === null)
      }),
    )
  })

  it('given arbitrary JSON, should never throw and stay well typed (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), looseUserBodyArbitrary), (body) => {
        const current = toCurrentUser(body)
        if (current !== null) expectWellTyped(current)
      }),
      { numRuns: 1000 },
    )
  })
})
