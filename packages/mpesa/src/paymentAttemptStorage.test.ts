// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createMemoryStorage, createThrowingStorage } from '../test/createMemoryStorage.js'
import {
  createPaymentAttemptStorage,
  PAYMENT_ATTEMPT_MAX_AGE_MS,
  PAYMENT_ATTEMPT_STORAGE_KEY,
  parseStoredAttempt,
  type StoredAttempt,
} from './paymentAttemptStorage.js'

const plan = {
  id: 'monthly',
  name: 'Mensal',
  price: 150,
  currency: 'MZN',
  duration_days: 30,
} as const

const attempt: StoredAttempt = {
  version: 2,
  userId: '7',
  id: 'key-1',
  plan,
  phoneNumber: '258841234567',
  startedAt: 1_000,
  deadline: 121_000,
  paymentId: 'pay-1',
}

const throwingStorage = () =>
  createThrowingStorage(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))

describe('createPaymentAttemptStorage', () => {
  it('after saving, should read the same attempt back under the documented key', () => {
    const storage = createMemoryStorage()
    const attempts = createPaymentAttemptStorage({ getStorage: () => storage, now: () => 2_000 })
    attempts.save(attempt)
    expect(JSON.parse(storage.getItem(PAYMENT_ATTEMPT_STORAGE_KEY) ?? 'null')).toEqual(attempt)
    expect(attempts.read(7)).toEqual(attempt)
  })

  it("given another person's attempt, should read nothing for them and discard it", () => {
    const storage = createMemoryStorage()
    const attempts = createPaymentAttemptStorage({ getStorage: () => storage, now: () => 2_000 })
    attempts.save(attempt)
    expect(attempts.read(8)).toBeNull()
    // Discarded: not even its owner gets it back after someone else signed in on this tab.
    expect(attempts.read(7)).toBeNull()
    expect(storage.getItem(PAYMENT_ATTEMPT_STORAGE_KEY)).toBeNull()
  })

  it('given an attempt of the previous version, which has no owner, should discard it', () => {
    const storage = createMemoryStorage()
    const { userId: _owner, ...ownerless } = attempt
    storage.setItem(PAYMENT_ATTEMPT_STORAGE_KEY, JSON.stringify({ ...ownerless, version: 1 }))
    const attempts = createPaymentAttemptStorage({ getStorage: () => storage, now: () => 2_000 })
    expect(attempts.read(7)).toBeNull()
    expect(storage.getItem(PAYMENT_ATTEMPT_STORAGE_KEY)).toBeNull()
  })

  it('after clearing, should read nothing', () => {
    const storage = createMemoryStorage()
    const attempts = createPaymentAttemptStorage({ getStorage: () => storage })
    attempts.save(attempt)
    attempts.clear()
    expect(attempts.read('7')).toBeNull()
    expect(storage.length).toBe(0)
  })

  it('given an attempt older than the maximum age, should drop it', () => {
    const storage = createMemoryStorage()
    const attempts = createPaymentAttemptStorage({
      getStorage: () => storage,
      now: () => attempt.startedAt + PAYMENT_ATTEMPT_MAX_AGE_MS + 1,
    })
    attempts.save(attempt)
    expect(attempts.read('7')).toBeNull()
    expect(storage.getItem(PAYMENT_ATTEMPT_STORAGE_KEY)).toBeNull()
  })

  it('given garbage under the key, should read nothing and remove it', () => {
    const storage = createMemoryStorage()
    storage.setItem(PAYMENT_ATTEMPT_STORAGE_KEY, '{not json')
    const attempts = createPaymentAttemptStorage({ getStorage: () => storage })
    expect(attempts.read('7')).toBeNull()
    expect(storage.getItem(PAYMENT_ATTEMPT_STORAGE_KEY)).toBeNull()
  })

  it.each([
    ['no storage', () => null],
    ['a storage that throws on every call', throwingStorage],
    [
      'a getter that throws (blocked storage)',
      () => {
        throw new DOMException('denied', 'SecurityError')
      },
    ],
  ])('given %s, should never throw and read nothing', (_, getStorage) => {
    const attempts = createPaymentAttemptStorage({ getStorage })
    expect(() => attempts.save(attempt)).not.toThrow()
    expect(attempts.read('7')).toBeNull()
    expect(() => attempts.clear()).not.toThrow()
  })
})

describe('parseStoredAttempt', () => {
  it('given an attempt not yet accepted by the server, should keep it without payment id or deadline', () => {
    const { deadline: _d, paymentId: _p, ...early } = attempt
    expect(parseStoredAttempt(JSON.stringify(early))).toEqual(early)
  })

  it.each<[string, unknown]>([
    ['another version', { ...attempt, version: 1 }],
    ['no owner', { ...attempt, userId: undefined }],
    ['a numeric owner', { ...attempt, userId: 7 }],
    ['no id', { ...attempt, id: '' }],
    ['a number not normalised', { ...attempt, phoneNumber: '841234567' }],
    ['another operator', { ...attempt, phoneNumber: '258821234567' }],
    ['a text start', { ...attempt, startedAt: '1000' }],
    ['a text deadline', { ...attempt, deadline: 'soon' }],
    ['a numeric payment id', { ...attempt, paymentId: 7 }],
    ['no plan', { ...attempt, plan: undefined }],
    ['a plan in another currency', { ...attempt, plan: { ...plan, currency: 'USD' } }],
    ['an array', [attempt]],
    ['null', null],
  ])('given %s, should refuse it', (_, value) => {
    expect(parseStoredAttempt(JSON.stringify(value))).toBeNull()
  })
})
