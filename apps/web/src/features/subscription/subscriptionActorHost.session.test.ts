// The host against the real session machine, over this browser's own storages (jsdom): who is
// on this browser changes in ways no single page sees (docs/product.md#receipt). Only the
// network is replaced, by answers the test gives.

import { PAYMENT_ATTEMPT_STORAGE_KEY, paymentAttemptStorage } from '@conecta/mpesa'
import {
  ApiError,
  type CsrfPrimeResult,
  type CurrentUser,
  createTabSync,
  createUserStorage,
  type SanctumClient,
  sessionMachine,
} from '@conecta/session-machine'
import { afterEach, describe, expect, it } from 'vitest'
import { type Actor, createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { makeCurrentUser } from '../../../test/createFakeSession'
import { testPlan } from '../../../test/paymentFixtures'
import { LAST_RECEIPT_STORAGE_KEY } from './lastReceiptKey'
import { lastReceiptStorage } from './lastReceiptStorage'
import { createSubscriptionActorHost, type SubscriptionActorHost } from './subscriptionActorHost'

const ana = makeCurrentUser(7, 'Ana')
const joao = makeCurrentUser(8, 'João')

const anasPayment = {
  id: 'pay-ana',
  status: 'paid',
  plan: 'mensal',
  amount: 299,
  currency: 'MZN',
  phone_number: '258841234560',
  reference: 'CNTANA0001',
  transaction_id: 'ANATRANS01',
  code: 'INS-0',
  message: 'Request processed successfully',
  created_at: '2026-01-15T09:00:00.000Z',
} as const

/** Ana's receipt kept and her payment attempt in this tab, as her last visit left them. */
function leaveAnasData(): void {
  lastReceiptStorage.save(ana.user.id, anasPayment, 'Mensal')
  paymentAttemptStorage.save({
    version: 2,
    userId: '7',
    id: 'key-ana',
    plan: testPlan,
    phoneNumber: '258841234569',
    startedAt: Date.now(),
  })
}

const heldOf = () => ({
  receipt: localStorage.getItem(LAST_RECEIPT_STORAGE_KEY),
  attempt: sessionStorage.getItem(PAYMENT_ATTEMPT_STORAGE_KEY),
})

type Answer = CurrentUser | ApiError

const notSignedIn = () =>
  new ApiError({ kind: 'http', status: 401, serverMessage: 'Unauthenticated.' })
const noNetwork = () => new ApiError({ kind: 'network' })

/**
 * A page of the app starting: the real session machine over `user-storage` in this browser's
 * localStorage, each `GET /api/user` answered in turn from `answers`.
 */
function startPage(answers: Answer[]) {
  const machine = sessionMachine.provide({
    actors: {
      primeCsrf: fromPromise<CsrfPrimeResult, { client: SanctumClient }>(async () => ({
        ok: true,
        status: 204,
      })),
      fetchUser: fromPromise<CurrentUser, { client: SanctumClient }>(async () => {
        const answer = answers.shift()
        if (answer === undefined) throw new Error('the test gave no answer for this user fetch')
        if (answer instanceof ApiError) throw answer
        return answer
      }),
      // A 401 of another call is sent as session.signedOut { reason: 'expired' } by the test.
      watchExpiry: fromCallback(() => () => {}),
    },
    actions: { logError: () => {} },
  })
  const session = createActor(machine, {
    input: {
      client: {} as SanctumClient,
      storage: createUserStorage(),
      tabs: createTabSync({}),
      connectivity: { subscribe: () => () => {} },
    },
  })
  opened.push(session)
  return session.start()
}

const opened: Actor<typeof sessionMachine>[] = []
const hosts: SubscriptionActorHost[] = []
function hostOf(session: Actor<typeof sessionMachine>): SubscriptionActorHost {
  const host = createSubscriptionActorHost(session)
  hosts.push(host)
  return host
}

const settled = (session: Actor<typeof sessionMachine>) =>
  waitFor(
    session,
    (snapshot) => !snapshot.matches('primingCsrf') && !snapshot.matches('fetchingUser'),
  )

/** A stand-in payment actor that tells whether it was stopped. */
function fakeActor() {
  const actor = { stopped: false, stop: () => {} }
  actor.stop = () => {
    actor.stopped = true
  }
  return actor
}

afterEach(() => {
  for (const host of hosts.splice(0)) host.dispose()
  for (const session of opened.splice(0)) session.stop()
})

describe('the payment host and the session: what this browser keeps of a person', () => {
  it("given Ana remembered with her receipt and attempt, after a start-up answered 401 (her session ended elsewhere) and João's sign-in, should keep nothing of Ana", async () => {
    createUserStorage().write(ana)
    leaveAnasData()
    const session = startPage([notSignedIn(), joao])
    hostOf(session)
    await settled(session)
    expect(session.getSnapshot().value).toBe('anonymous')

    session.send({ type: 'session.signedIn' })
    await waitFor(session, (snapshot) => snapshot.matches('authenticated'))

    expect(session.getSnapshot().context.user?.user.name).toBe('João')
    expect(heldOf()).toEqual({ receipt: null, attempt: null })
  })

  it('given that 401 answered before the host existed (hydration slower than the network), should still keep nothing of Ana', async () => {
    createUserStorage().write(ana)
    leaveAnasData()
    const session = startPage([notSignedIn()])
    await settled(session)

    hostOf(session)

    expect(heldOf()).toEqual({ receipt: null, attempt: null })
  })

  it('given Ana reloading her own page, should keep her receipt and her attempt to resume', async () => {
    createUserStorage().write(ana)
    leaveAnasData()
    const session = startPage([ana])
    hostOf(session)
    await settled(session)

    expect(heldOf().receipt).toContain('"userId":"7"')
    expect(heldOf().attempt).toContain('"userId":"7"')
  })

  it('given her attempt but no stored user, while the start-up still asks, should wait for the answer: hers, kept', async () => {
    leaveAnasData()
    const session = startPage([ana])
    hostOf(session)
    await settled(session)

    expect(heldOf().attempt).toContain('"userId":"7"')
  })

  it('given Ana remembered and no network at start-up, should keep her receipt for the offline page', async () => {
    createUserStorage().write(ana)
    leaveAnasData()
    const session = startPage([noNetwork()])
    hostOf(session)
    await waitFor(session, (snapshot) => snapshot.matches('unreachable'))

    expect(heldOf().receipt).toContain('"userId":"7"')
  })

  it.each([
    ['she signs out here', { type: 'session.signedOut' } as const],
    ['a call is answered 401', { type: 'session.signedOut', reason: 'expired' } as const],
    ['another tab signs out', { type: 'session.signedOut', reason: 'elsewhere' } as const],
  ])(
    'given Ana signed in with her receipt and attempt, after %s, should keep nothing of hers and stop her payment',
    async (_, signOut) => {
      const session = startPage([ana])
      await settled(session)
      leaveAnasData()
      const host = hostOf(session)
      const anas = host.actorFor('7', fakeActor)

      session.send(signOut)

      expect(heldOf()).toEqual({ receipt: null, attempt: null })
      expect(anas.stopped).toBe(true)
    },
  )

  it('given Ana signed in, after another tab stores João, should keep nothing of hers before the server answers', async () => {
    const session = startPage([ana, joao])
    await settled(session)
    leaveAnasData()
    hostOf(session)

    session.send({ type: 'session.tab.userStored', user: joao })

    expect(heldOf()).toEqual({ receipt: null, attempt: null })
  })

  it("given leftovers of Ana and a phone that remembers nobody (an older version's), after João signs in, should keep nothing of Ana", async () => {
    leaveAnasData()
    const session = startPage([notSignedIn(), joao])
    hostOf(session)
    await settled(session)
    session.send({ type: 'session.signedIn' })
    await waitFor(session, (snapshot) => snapshot.matches('authenticated'))

    expect(heldOf()).toEqual({ receipt: null, attempt: null })
  })

  describe('a page restored by the back button (session.restored)', () => {
    it('given Ana still signed in, should keep her receipt, her attempt and her payment while the server is asked', async () => {
      const session = startPage([ana, ana])
      await settled(session)
      leaveAnasData()
      const host = hostOf(session)
      const anas = host.actorFor('7', fakeActor)

      session.send({ type: 'session.restored' })
      expect(session.getSnapshot().context.user).toBeNull()
      await settled(session)

      expect(session.getSnapshot().context.user?.user.name).toBe('Ana')
      expect(heldOf().receipt).toContain('"userId":"7"')
      expect(heldOf().attempt).toContain('"userId":"7"')
      expect(anas.stopped).toBe(false)
    })

    it('given her session ended meanwhile, should keep nothing of hers', async () => {
      const session = startPage([ana, notSignedIn()])
      await settled(session)
      leaveAnasData()
      hostOf(session)

      session.send({ type: 'session.restored' })
      await settled(session)

      expect(session.getSnapshot().value).toBe('anonymous')
      expect(heldOf()).toEqual({ receipt: null, attempt: null })
    })
  })
})
