// @vitest-environment node

import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../../test/createMemoryStorage'
import { makeTestPayment, testPlan } from '../../../test/paymentFixtures'
import { SAVED_SUBSCRIPTION_STORAGE_KEY } from './savedSubscriptionKey'
import { createSavedSubscriptionStorage } from './savedSubscriptionStorage'

const paid = makeTestPayment({ status: 'paid', code: 'INS-0', transaction_id: 'MP1' })

describe('savedSubscriptionStorage', () => {
  it('given plans and payments saved for a person, should hand both back to that person only', () => {
    const storage = createMemoryStorage()
    const saved = createSavedSubscriptionStorage(() => storage)

    saved.savePlans('7', { plans: [testPlan], freeTrialDays: 7 })
    saved.saveHistory('7', [paid])

    expect(saved.read('7')).toEqual({
      plans: { plans: [testPlan], freeTrialDays: 7 },
      payments: [paid],
    })
    // Someone else on this phone: nothing, and the copy is gone.
    expect(saved.read('8')).toEqual({ plans: null, payments: null })
    expect(storage.getItem(SAVED_SUBSCRIPTION_STORAGE_KEY)).toBeNull()
  })

  it.each([
    ['not JSON', 'nada'],
    ['another version', JSON.stringify({ version: 2, userId: '7', plans: null, payments: [] })],
    ['no owner', JSON.stringify({ version: 1, plans: null, payments: [] })],
  ])('given %s, should show nothing', (_, raw) => {
    const storage = createMemoryStorage()
    storage.setItem(SAVED_SUBSCRIPTION_STORAGE_KEY, raw)

    expect(createSavedSubscriptionStorage(() => storage).read('7')).toEqual({
      plans: null,
      payments: null,
    })
  })

  it('given a part of another shape, should drop that part and keep the other', () => {
    const storage = createMemoryStorage()
    storage.setItem(
      SAVED_SUBSCRIPTION_STORAGE_KEY,
      JSON.stringify({ version: 1, userId: '7', plans: { plans: [{ id: 1 }] }, payments: [paid] }),
    )

    expect(createSavedSubscriptionStorage(() => storage).read('7')).toEqual({
      plans: null,
      payments: [paid],
    })
  })

  it('given a storage that throws, should neither throw nor show anything', () => {
    const saved = createSavedSubscriptionStorage(() => {
      throw new Error('SecurityError')
    })

    expect(() => saved.savePlans('7', { plans: [testPlan], freeTrialDays: null })).not.toThrow()
    expect(saved.read('7')).toEqual({ plans: null, payments: null })
  })
})
