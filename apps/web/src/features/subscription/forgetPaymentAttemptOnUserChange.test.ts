// @vitest-environment node
import type { CurrentUser, SessionSnapshot } from '@conecta/session-machine'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../../test/createMemoryStorage'
import { testPlan } from '../../../test/paymentFixtures'
import {
  forgetPaymentAttemptOnUserChange,
  type SessionSnapshotSource,
} from './forgetPaymentAttemptOnUserChange'
import { createPaymentAttemptStorage, type StoredAttempt } from './paymentAttemptStorage'

function person(id: number, name: string): CurrentUser {
  return {
    user: { id, name, email: `${id}@example.co.mz`, email_verified_at: null, created_at: '' },
    subscription: null,
  }
}
const ana = person(7, 'Ana')
const joao = person(8, 'João')

const anasAttempt: StoredAttempt = {
  version: 2,
  userId: '7',
  id: 'key-ana',
  plan: testPlan,
  phoneNumber: '258841234560',
  startedAt: Date.now(),
}

/** A session whose user the test sets; only `context.user` is read (selectSessionUser). */
function fakeSession(user: CurrentUser | null) {
  const listeners = new Set<(snapshot: SessionSnapshot) => void>()
  // A stand-in snapshot: the full machine snapshot is not needed to read the user.
  const snapshotOf = (value: CurrentUser | null) =>
    ({ context: { user: value } }) as SessionSnapshot
  let current = snapshotOf(user)
  const source: SessionSnapshotSource = {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return { unsubscribe: () => listeners.delete(listener) }
    },
  }
  const setUser = (value: CurrentUser | null) => {
    current = snapshotOf(value)
    for (const listener of listeners) listener(current)
  }
  return { source, setUser }
}

function setUp(user: CurrentUser | null) {
  const session = fakeSession(user)
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
    setUser(person(7, 'Ana M.'))
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
