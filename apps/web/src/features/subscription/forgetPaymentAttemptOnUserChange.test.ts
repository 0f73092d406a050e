// @vitest-environment node
import type { CurrentUser } from '@conecta/session-machine'
import { describe, expect, it } from 'vitest'
import { createFakeSession, makeCurrentUser } from '../../../test/createFakeSession'
import { createMemoryStorage } from '../../../test/createMemoryStorage'
import { testPlan } from '../../../test/paymentFixtures'
import { forgetPaymentAttemptOnUserChange } from './forgetPaymentAttemptOnUserChange'
import { createPaymentAttemptStorage, type StoredAttempt } from './paymentAttemptStorage'

const ana = makeCurrentUser(7, 'Ana')
const joao = makeCurrentUser(8, 'João')

const anasAttempt: StoredAttempt = {
  version: 2,
  userId: '7',
  id: 'key-ana',
  plan: testPlan,
  phoneNumber: '258841234560',
  startedAt: Date.now(),
}

function setUp(user: CurrentUser | null) {
  const session = createFakeSession(user)
  const storage = createPaymentAttemptStorage({ getStorage: () => backing })
  const backing = createMemoryStorage()
  storage.save(anasAttempt)
  const stop = forgetPaymentAttemptOnUserChange(session.source, storage)
  return { ...session, storage, stop }
}

describe('forgetPaymentAttemptOnUserChange', () => {
  it('given Ana signed in with an attempt, after she signs out, should discard it', () => {
    const { setUser, storage } = setUp(ana)
    setUser(null)
    setUser(ana)
    expect(storage.read(ana.user.id)).toBeNull()
  })

  it('given Ana signed in with an attempt, after João replaces her, should discard it', () => {
    const { setUser, storage } = setUp(ana)
    setUser(joao)
    setUser(ana)
    expect(storage.read(ana.user.id)).toBeNull()
  })

  it('given a start-up with no user yet, after Ana is fetched, should keep her attempt for the resume', () => {
    const { setUser, storage } = setUp(null)
    setUser(ana)
    expect(storage.read(ana.user.id)).toEqual(anasAttempt)
  })

  it('given Ana refreshed (the same id, a new object), should keep her attempt', () => {
    const { setUser, storage } = setUp(ana)
    setUser(makeCurrentUser(7, 'Ana M.'))
    expect(storage.read(ana.user.id)).toEqual(anasAttempt)
  })

  it('after stopping, should no longer discard anything', () => {
    const { setUser, storage, stop } = setUp(ana)
    stop()
    setUser(null)
    setUser(ana)
    expect(storage.read(ana.user.id)).toEqual(anasAttempt)
  })
})
