// @vitest-environment node

import {
  type Payment,
  type PaymentTabChannel,
  type PaymentTabLock,
  type Plan,
  type StoredAttempt,
  selectPaymentStage,
} from '@conecta/mpesa'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { createMemoryStorage } from '../../../test/createMemoryStorage'
import { makeTestPayment, testPlan } from '../../../test/paymentFixtures'
import { createSavedSubscriptionStorage } from './savedSubscriptionStorage'
import { createSubscriptionLogic } from './subscriptionLogic'
import { type SubscriptionActorRef, selectDeciding, selectLivePayment } from './subscriptionMachine'

const USER = '7'
const yearly: Plan = { ...testPlan, id: 'yearly', name: 'Anual', price: 1500 }
const paid = makeTestPayment({ status: 'paid', code: 'INS-0', transaction_id: 'MP1' })

interface Setup {
  history?: Payment[]
  /** The answer to creating a payment. @defaultValue paid at once */
  created?: Payment
  stored?: StoredAttempt | null
  plansFail?: number
  /** This phone's storage, shared by the actors of one test (a reload starts another). */
  storage?: Storage
  /** Whether the network answers; `online()` below turns it on. */
  network?: { up: boolean }
  userId?: string
}

/** The subscription actor over fake services: its calls, the lock and the channel are recorded. */
function start({
  history = [],
  created = paid,
  stored = null,
  plansFail = 0,
  storage = createMemoryStorage(),
  network = { up: true },
  userId = USER,
}: Setup = {}) {
  const calls = { create: 0, plans: 0, history: 0 }
  const onlineListeners = new Set<() => void>()
  const offline = () => new TypeError('Failed to fetch')
  const released: string[] = []
  const forgotten: string[] = []
  const listeners = new Set<(payment: Payment) => void>()
  const lock: PaymentTabLock = {
    claim: async () => true,
    whenFree: () => new Promise(() => {}),
    release: (userId) => released.push(userId),
  }
  const channel: PaymentTabChannel = {
    announce: () => {},
    forget: (userId) => forgotten.push(userId),
    listen: (_userId, listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const refreshSession = vi.fn()
  const logic = createSubscriptionLogic(
    {
      api: {
        createPayment: async () => {
          calls.create += 1
          return created
        },
        getPayment: async () => created,
      },
      fetchPlans: async () => {
        calls.plans += 1
        if (calls.plans <= plansFail || !network.up) throw offline()
        return { plans: [testPlan, yearly], freeTrialDays: 7 }
      },
      fetchPayments: async () => {
        calls.history += 1
        if (!network.up) throw offline()
        return history
      },
      saved: createSavedSubscriptionStorage(() => storage),
      lock,
      channel,
      onOnline: (listener) => {
        onlineListeners.add(listener)
        return () => onlineListeners.delete(listener)
      },
    },
    refreshSession,
  ).provide({
    actors: {
      readStoredAttempt: fromPromise<StoredAttempt | null, { userId: string }>(async () => stored),
    },
  })
  const actor = createActor(logic, { input: { userId } })
  actor.start()
  return {
    actor,
    /** The connection returns. */
    online: () => {
      network.up = true
      for (const listener of onlineListeners) listener()
    },
    calls,
    released,
    forgotten,
    refreshSession,
    /** Another tab of this person announces its payment. */
    announce: (payment: Payment) => {
      for (const listener of listeners) listener(payment)
    },
  }
}

async function livePayment(actor: SubscriptionActorRef) {
  const snapshot = await waitFor(actor, (current) => selectLivePayment(current) !== undefined)
  const payment = selectLivePayment(snapshot)
  if (payment === undefined) throw new Error('no live payment')
  return payment
}

async function choosing(actor: SubscriptionActorRef) {
  return waitFor(actor, (snapshot) => snapshot.matches({ payment: 'choosing' }))
}

async function settled(actor: SubscriptionActorRef) {
  return waitFor(
    actor,
    ({ context }) => context.plans.status !== 'loading' && context.history.status !== 'loading',
  )
}

describe('subscriptionMachine offline', () => {
  const pending = makeTestPayment({ id: 'pay-pending', status: 'pending', code: null })

  it('given the plans and history shown once, offline on the next visit, should show the copies kept on this phone and follow no payment from them', async () => {
    const storage = createMemoryStorage()
    const first = start({ storage, history: [pending, paid] })
    await settled(first.actor)
    first.actor.stop()

    const network = { up: false }
    const { actor, calls } = start({ storage, network, history: [paid] })
    const { context } = await settled(actor)

    expect(context.plans).toEqual({
      status: 'ready',
      plans: [testPlan, yearly],
      freeTrialDays: 7,
      saved: true,
    })
    expect(context.history).toEqual({ status: 'ready', payments: [pending, paid], saved: true })
    // The copy's pending payment is old news: nothing is followed, the plans are shown.
    await choosing(actor)
    expect(selectLivePayment(actor.getSnapshot())).toBeUndefined()
    expect(calls.create).toBe(0)
  })

  it('given saved copies on screen, once the connection returns, should ask the server again and show its answer', async () => {
    const storage = createMemoryStorage()
    const first = start({ storage, history: [pending] })
    await settled(first.actor)
    first.actor.stop()

    const { actor, online, calls } = start({ storage, network: { up: false }, history: [paid] })
    await settled(actor)
    online()

    await waitFor(
      actor,
      ({ context }) =>
        context.history.status === 'ready' &&
        !context.history.saved &&
        context.plans.status === 'ready' &&
        !context.plans.saved,
    )
    expect(actor.getSnapshot().context.history).toEqual({
      status: 'ready',
      payments: [paid],
      saved: false,
    })
    expect(calls.plans).toBe(2)
  })

  it("given another person's copy on this phone, offline, should show none of it", async () => {
    const storage = createMemoryStorage()
    const first = start({ storage, userId: '8', history: [paid] })
    await settled(first.actor)
    first.actor.stop()

    const { actor } = start({ storage, network: { up: false } })
    const { context } = await settled(actor)

    expect(context.plans).toEqual({ status: 'failed', offline: true })
    expect(context.history).toEqual({ status: 'failed', offline: true })
  })

  it('given nothing kept and no connection, once the connection returns, should load what failed without a tap', async () => {
    const { actor, online } = start({ network: { up: false }, history: [paid] })
    await settled(actor)
    expect(actor.getSnapshot().context.plans).toEqual({ status: 'failed', offline: true })

    online()

    await waitFor(actor, ({ context }) => context.plans.status === 'ready')
    await waitFor(actor, ({ context }) => context.history.status === 'ready')
  })
})

describe('subscriptionMachine', () => {
  it("given this tab's stored attempt and a pending payment on the server, should resume the stored one", async () => {
    const stored: StoredAttempt = {
      version: 2,
      userId: USER,
      id: 'key-1',
      plan: yearly,
      phoneNumber: '258841234560',
      startedAt: Date.now(),
    }
    const { actor, calls } = start({ stored, history: [makeTestPayment({ id: 'pay-other' })] })

    const payment = await livePayment(actor)

    expect(selectPaymentStage(payment.getSnapshot())).toBe('resumable')
    expect(payment.getSnapshot().context.plan).toEqual(yearly)
    expect(calls.create).toBe(0)
  })

  it("given a pending payment on the server, should follow it, never pay it again, and name the payment's plan", async () => {
    const pending = makeTestPayment({ id: 'pay-9', plan: 'yearly' })
    const { actor, calls } = start({ history: [pending], created: pending })

    const payment = await livePayment(actor)

    expect(payment.getSnapshot().context.payment).toEqual(pending)
    expect(payment.getSnapshot().context.plan).toEqual(yearly)
    expect(calls.create).toBe(0)
  })

  it('given no live payment, should show the plans only once history and plans are known, and pay the chosen plan', async () => {
    const { actor, calls } = start()
    expect(selectDeciding(actor.getSnapshot())).toBe(true)

    await choosing(actor)
    actor.send({ type: 'subscription.choosePlan', plan: yearly })
    const payment = await livePayment(actor)

    expect(payment.getSnapshot().context.plan).toEqual(yearly)
    expect(calls.create).toBe(0)
  })

  it('given a payment left by the person, should show the plans again and forget it', async () => {
    const { actor } = start()
    await choosing(actor)
    actor.send({ type: 'subscription.choosePlan', plan: testPlan })
    const payment = await livePayment(actor)

    payment.send({ type: 'payment.close' })

    const snapshot = await choosing(actor)
    expect(selectLivePayment(snapshot)).toBeUndefined()
    expect(snapshot.context.live).toBeNull()
  })

  it("while showing the plans, should follow another tab's pending payment and ignore its settled ones", async () => {
    const { actor, announce } = start()
    await choosing(actor)

    announce(makeTestPayment({ id: 'pay-old', status: 'paid' }))
    expect(selectLivePayment(actor.getSnapshot())).toBeUndefined()

    announce(makeTestPayment({ id: 'pay-2' }))
    const payment = await livePayment(actor)
    expect(payment.getSnapshot().context.attempt?.paymentId).toBe('pay-2')
  })

  it('given a payment paid, should ask for the history again and the session to refresh, once each', async () => {
    const { actor, calls, refreshSession } = start()
    await choosing(actor)
    actor.send({ type: 'subscription.choosePlan', plan: testPlan })
    const payment = await livePayment(actor)
    payment.send({ type: 'payment.submit', phone: '84 123 4567' })

    await waitFor(payment, (snapshot) => snapshot.matches('paid'))
    await waitFor(actor, (snapshot) => snapshot.matches({ history: 'loaded' }))

    expect(calls.create).toBe(1)
    expect(calls.history).toBe(2)
    expect(refreshSession).toHaveBeenCalledTimes(1)
  })

  it('given its person gone while paying, after the actor stops, should let another tab pay', async () => {
    const { actor, released, forgotten } = start({ created: makeTestPayment() })
    await choosing(actor)
    actor.send({ type: 'subscription.choosePlan', plan: testPlan })
    const payment = await livePayment(actor)
    payment.send({ type: 'payment.submit', phone: '84 123 4567' })
    await waitFor(payment, (snapshot) => snapshot.matches('waitingForPin'))
    // Held while the PIN is awaited: the last release was on the way in.
    const releasedBefore = released.length
    const forgottenBefore = forgotten.length

    actor.stop()

    expect(released.slice(releasedBefore)).toEqual([USER])
    expect(forgotten.slice(forgottenBefore)).toEqual([USER])
    expect(payment.getSnapshot().status).toBe('stopped')
  })

  it('given the plans failed to load, after plans.retry, should show them', async () => {
    const { actor, calls } = start({ plansFail: 1 })
    await waitFor(actor, (snapshot) => snapshot.context.plans.status === 'failed')

    actor.send({ type: 'plans.retry' })

    await choosing(actor)
    expect(actor.getSnapshot().context.plans).toEqual({
      status: 'ready',
      plans: [testPlan, yearly],
      freeTrialDays: 7,
      saved: false,
    })
    expect(calls.plans).toBe(2)
  })

  it('given Renovar before the plans are known, should open the payment of that plan once they are', async () => {
    const { actor } = start()
    actor.send({ type: 'subscription.renew', planId: 'yearly' })
    expect(selectLivePayment(actor.getSnapshot())).toBeUndefined()

    const payment = await livePayment(actor)

    expect(payment.getSnapshot().context.plan).toEqual(yearly)
    payment.send({ type: 'payment.close' })
    const snapshot = await choosing(actor)
    expect(selectLivePayment(snapshot)).toBeUndefined()
  })
})
