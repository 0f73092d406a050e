import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { currentUserArbitrary } from '../test/arbitraries.js'
import { createMemoryStorage } from '../test/createMemoryStorage.js'
import type { CurrentUser } from './CurrentUser.js'
import { createUserStorage, type StorageLike, USER_STORAGE_KEY } from './createUserStorage.js'

const current: CurrentUser = {
  user: {
    id: 1,
    name: 'Ana',
    email: 'ana@exemplo.co.mz',
    email_verified_at: null,
    created_at: '2025-01-01T00:00:00.000000Z',
  },
  subscription: {
    payment_date: '2025-01-01',
    type: 'mensal',
    via: 'mpesa',
    phoneNumber: '258841234567',
    canFreeTrial: false,
    end_date: '2025-01-31',
    dept: { days: 0 },
  },
}

const failing = (failOn: keyof StorageLike, name = 'SecurityError'): StorageLike => {
  const { storage } = createMemoryStorage()
  return {
    ...storage,
    [failOn]: () => {
      throw new DOMException('The operation is insecure.', name)
    },
  }
}

describe('createUserStorage', () => {
  it('given nothing stored, should read null', () => {
    expect(createUserStorage(createMemoryStorage().storage).read()).toBeNull()
  })

  it('after a write, should read the same user, stored under user-storage (docs/product.md#constants)', () => {
    const { storage, values } = createMemoryStorage()
    const users = createUserStorage(storage)

    users.write(current)

    expect(users.read()).toEqual(current)
    expect([...values.keys()]).toEqual(['user-storage'])
  })

  it('after a write of a user with pending_email (an address or null), should read it back; absent stays absent', () => {
    const storage = createUserStorage(createMemoryStorage().storage)
    for (const pending of ['nova@exemplo.co.mz', null]) {
      const withPending = { ...current, user: { ...current.user, pending_email: pending } }
      storage.write(withPending)
      expect(storage.read()).toEqual(withPending)
    }
    storage.write(current)
    expect(storage.read()?.user).not.toHaveProperty('pending_email')
  })

  it('after clear, should read null', () => {
    const { storage, values } = createMemoryStorage()
    const users = createUserStorage(storage)
    users.write(current)

    users.clear()

    expect(users.read()).toBeNull()
    expect(values.has(USER_STORAGE_KEY)).toBe(false)
  })

  it('given a corrupt value, should ignore and remove it, then accept a new write', () => {
    const { storage, values } = createMemoryStorage({ [USER_STORAGE_KEY]: '{"version":1,"user":' })
    const users = createUserStorage(storage)

    expect(users.read()).toBeNull()
    expect(values.has(USER_STORAGE_KEY)).toBe(false)
    users.write(current)
    expect(users.read()).toEqual(current)
  })

  it('given a foreign value of another shape, should ignore it', () => {
    const foreign = JSON.stringify({ state: { user: current.user }, version: 0 })
    const { storage } = createMemoryStorage({ [USER_STORAGE_KEY]: foreign })

    expect(createUserStorage(storage).read()).toBeNull()
  })

  it('given a stored subscription with a wrong type, should ignore the whole value', () => {
    const tampered = JSON.stringify({
      version: 1,
      user: current.user,
      subscription: { ...current.subscription, via: 'visa' },
    })
    const { storage } = createMemoryStorage({ [USER_STORAGE_KEY]: tampered })

    expect(createUserStorage(storage).read()).toBeNull()
  })

  it('given storage that throws on every access, should survive all calls', () => {
    const hostile: StorageLike = {
      getItem: failing('getItem').getItem,
      setItem: failing('setItem').setItem,
      removeItem: failing('removeItem').removeItem,
    }
    const users = createUserStorage(hostile)

    expect(users.read()).toBeNull()
    expect(() => users.write(current)).not.toThrow()
    expect(() => users.clear()).not.toThrow()
  })

  it('given a full quota, should not throw and should drop the older user', () => {
    const { storage, values } = createMemoryStorage()
    const users = createUserStorage(storage)
    users.write(current)
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    }

    expect(() => users.write({ ...current, subscription: null })).not.toThrow()
    expect(values.has(USER_STORAGE_KEY)).toBe(false)
  })

  it('given null, should persist nothing', () => {
    const users = createUserStorage(null)
    users.write(current)

    expect(users.read()).toBeNull()
  })

  it('given no storage argument in node, should fall back to none without throwing', () => {
    const users = createUserStorage()

    expect(() => users.write(current)).not.toThrow()
    expect(() => users.read()).not.toThrow()
    users.clear()
  })

  it('given any string stored, should never throw and read null or a valid user (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
          currentUserArbitrary.map((value) => JSON.stringify({ version: 1, ...value })),
        ),
        (raw) => {
          const { storage } = createMemoryStorage({ [USER_STORAGE_KEY]: raw })
          const users = createUserStorage(storage)
          const read = users.read()
          if (read !== null) {
            users.write(read)
            expect(users.read()).toEqual(read)
          }
        },
      ),
      { numRuns: 500 },
    )
  })

  it('after any write, should read back exactly what was written (property)', () => {
    fc.assert(
      fc.property(currentUserArbitrary, (written) => {
        const users = createUserStorage(createMemoryStorage().storage)
        users.write(written)
        expect(users.read()).toEqual(written)
      }),
    )
  })
})
