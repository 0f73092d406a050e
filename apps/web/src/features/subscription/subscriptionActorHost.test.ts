// @vitest-environment node

import {
  clearPaymentAttempt,
  createPaymentAttemptStorage,
  type StoredAttempt,
} from '@conecta/mpesa'
import type { CurrentUser } from '@conecta/session-machine'
import { describe, expect, it } from 'vitest'
import { createFakeSession, makeCurrentUser } from '../../../test/createFakeSession'
import { createMemoryStorage } from '../../../test/createMemoryStorage'
import { testPlan } from '../../../test/paymentFixtures'
import { createSubscriptionActorHost } from './subscriptionActorHost'

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

function setUp(user: CurrentUser | null, storedUser: CurrentUser | null = user) {
  const session = createFakeSession(user, storedUser)
  const backing = createMemoryStorage()
  const storage = createPaymentAttemptStorage({ getStorage: () => backing })
  storage.save(anasAttempt)
  const host = createSubscriptionActorHost(session.source, (keepOwner) =>
    clearPaymentAttempt(() => backing, keepOwner),
  )
  return { ...session, backing, storage, host, stop: () => host.dispose() }
}

/** A stand-in actor that tells whether it was stopped. */
function fakeActor() {
  const actor = { stopped: false, stop: () => {} }
  actor.stop = () => {
    actor.stopped = true
  }
  return actor
}

describe('createSubscriptionActorHost', () => {
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

  it('given a start-up for Ana, the phone remembering her, after she is fetched, should keep her attempt for the resume', () => {
    const { setUser, storage } = setUp(null, ana)
    setUser(ana)
    expect(storage.read(ana.user.id)).toEqual(anasAttempt)
  })

  it('given a start-up for Ana, after the server says nobody is signed in (her session ended elsewhere), should discard it', () => {
    const { setUser, backing } = setUp(null, ana)
    setUser(null)
    expect(backing.length).toBe(0)
  })

  it('given a start-up for Ana answered 401, after João signs in, should have discarded it', () => {
    const { setUser, backing } = setUp(null, ana)
    setUser(null)
    setUser(joao)
    expect(backing.length).toBe(0)
  })

  it("given Ana's attempt and a phone that remembers nobody (the 401 came before the host), should discard it when the host starts", () => {
    const { backing } = setUp(null, null)
    expect(backing.length).toBe(0)
  })

  it("given Ana's attempt, after João is confirmed with nobody known before, should discard it", () => {
    const session = createFakeSession(null, null)
    const backing = createMemoryStorage()
    // Written after the host started: what another version of the app could have left.
    const host = createSubscriptionActorHost(session.source, (keepOwner) =>
      clearPaymentAttempt(() => backing, keepOwner),
    )
    createPaymentAttemptStorage({ getStorage: () => backing }).save(anasAttempt)
    session.setUser(joao)
    expect(backing.length).toBe(0)
    host.dispose()
  })

  it('given Ana signed in, while the page asks the server again (restored, offline), should keep her attempt and her actor', () => {
    const { setUser, storage, host } = setUp(ana)
    const anas = host.actorFor('7', fakeActor)
    setUser(null, ana)
    expect(storage.read(ana.user.id)).toEqual(anasAttempt)
    expect(anas.stopped).toBe(false)
    expect(host.actorFor('7', fakeActor)).toBe(anas)
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

  it('given Ana paying, after she signs out, should stop her payment actor', () => {
    const { setUser, host } = setUp(ana)
    const anas = host.actorFor('7', fakeActor)
    setUser(null)
    expect(anas.stopped).toBe(true)
  })

  it('given Ana paying, after João replaces her, should stop hers and give him a new one', () => {
    const { setUser, host } = setUp(ana)
    const anas = host.actorFor('7', fakeActor)
    setUser(joao)
    expect(anas.stopped).toBe(true)
    const joaos = host.actorFor('8', fakeActor)
    expect(joaos).not.toBe(anas)
    expect(joaos.stopped).toBe(false)
  })

  it('given Ana refreshed (the same id, a new object), should keep her one actor running', () => {
    const { setUser, host } = setUp(ana)
    const anas = host.actorFor('7', fakeActor)
    setUser(makeCurrentUser(7, 'Ana M.'))
    expect(host.actorFor('7', fakeActor)).toBe(anas)
    expect(anas.stopped).toBe(false)
  })

  it('after disposing, should stop the actor', () => {
    const { host, stop } = setUp(ana)
    const anas = host.actorFor('7', fakeActor)
    stop()
    expect(anas.stopped).toBe(true)
  })
})
