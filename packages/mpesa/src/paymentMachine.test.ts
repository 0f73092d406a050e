// @vitest-environment node

import { ApiError } from '@conecta/session-machine'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { createMemoryStorage } from '../test/createMemoryStorage.js'
import { makeTestPayment, testPlan } from '../test/paymentFixtures.js'
import { mpesaPt } from './mpesaStrings.js'
import type { CreatePaymentInput, Payment } from './paymentApi.js'
import { createPaymentAttemptStorage, type StoredAttempt } from './paymentAttemptStorage.js'
import {
  createAttemptActions,
  createAttemptId,
  createAttemptStorageActions,
  type GetPaymentInput,
  MAX_POLL_FAILURES,
  type PaymentMachineInput,
  paymentMachine,
  selectPaymentOutcome,
  selectPaymentStage,
} from './paymentMachine.js'
import { normaliseMpesaNumber } from './phoneNumber.js'

const paid = makeTestPayment({
  status: 'paid',
  code: 'INS-0',
  transaction_id: 'MP250101.1000.A00001',
})

interface Harness {
  create?: (input: CreatePaymentInput, call: number) => Promise<Payment>
  get?: (input: GetPaymentInput, call: number) => Promise<Payment>
  input?: Partial<PaymentMachineInput>
  pinDeadline?: number
  /** Whether this tab gets the user's payment lock. @defaultValue true */
  claim?: boolean
  /** The attempt id source. @defaultValue the machine's own (random UUIDs) */
  newId?: () => string
}

const USER = '7'

/** The machine with fake network, storage and app actions; short delays keep tests quick. */
function start({
  create,
  get,
  input,
  pinDeadline = 10_000,
  claim: claimAtFirst = true,
  newId,
}: Harness = {}) {
  let claim = claimAtFirst
  const createCalls: CreatePaymentInput[] = []
  const getCalls: string[] = []
  const onPaid = vi.fn()
  const refreshSubscription = vi.fn()
  const releaseTab = vi.fn()
  let freeTab: () => void = () => {}
  const backing = createMemoryStorage()
  const storage = createPaymentAttemptStorage({ getStorage: () => backing })
  const machine = paymentMachine.provide({
    actors: {
      createPayment: fromPromise<Payment, CreatePaymentInput>(async ({ input }) => {
        createCalls.push(input)
        return (create ?? (async () => makeTestPayment()))(input, createCalls.length)
      }),
      getPayment: fromPromise<Payment, GetPaymentInput>(async ({ input }) => {
        getCalls.push(input.paymentId)
        return (get ?? (async () => makeTestPayment()))(input, getCalls.length)
      }),
      claimTab: fromPromise<boolean, { userId: string }>(async () => claim),
      waitForTab: fromPromise<void, { userId: string }>(
        () => new Promise<void>((resolve) => (freeTab = resolve)),
      ),
    },
    actions: {
      onPaid,
      refreshSubscription,
      releaseTab,
      ...createAttemptStorageActions(storage),
      ...(newId === undefined ? {} : createAttemptActions(newId)),
    },
    delays: { pollInterval: 2, pinDeadline, recheckInterval: 10_000 },
  })
  const actor = createActor(machine, { input: { userId: USER, plan: testPlan, ...input } })
  actor.start()
  return {
    actor,
    createCalls,
    getCalls,
    onPaid,
    refreshSubscription,
    releaseTab,
    storage,
    /** The other tab ends its payment and lets go of the lock. */
    freeTab: () => {
      claim = true
      freeTab()
    },
  }
}

const never = () => new Promise<Payment>(() => {})
const networkError = () => new TypeError('Failed to fetch')

async function submit(actor: ReturnType<typeof start>['actor'], phone = '84 123 4567') {
  actor.send({ type: 'payment.submit', phone })
}

describe('paymentMachine', () => {
  it('given a last number, should start editing with it offered to the +258 field', () => {
    const { actor } = start({ input: { lastPhoneNumber: '258851234567' } })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.submittedPhone).toBe('85 123 4567')
  })

  it('given a valid number, after the PIN is entered, should end paid and call onPaid once', async () => {
    const { actor, createCalls, onPaid, storage } = start({
      get: async (_, call) => (call < 3 ? makeTestPayment() : paid),
    })
    await submit(actor, '+258 84-123-4567')
    await waitFor(actor, (s) => s.matches('waitingForPin'))
    const { attempt } = actor.getSnapshot().context
    expect(attempt?.deadline).toBeGreaterThan(Date.now())
    expect(storage.read(USER)).toMatchObject({ id: attempt?.id, paymentId: 'pay-1' })

    await waitFor(actor, (s) => s.matches('paid'))
    expect(createCalls).toEqual([
      { plan: 'monthly', phoneNumber: '258841234567', idempotencyKey: attempt?.id },
    ])
    expect(onPaid).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.payment).toEqual(paid)
    expect(storage.read(USER)).toBeNull()

    actor.send({ type: 'payment.close' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(onPaid).toHaveBeenCalledTimes(1)
  })

  it('given a double click on Pagar, should create one payment', async () => {
    const { actor, createCalls } = start({ create: never })
    await submit(actor)
    await submit(actor)
    await submit(actor)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(createCalls).toHaveLength(1)
  })

  it('after a network failure on submit, should retry with the same Idempotency-Key', async () => {
    const { actor, createCalls, storage } = start({
      create: async (_, call) => {
        if (call === 1) throw networkError()
        return makeTestPayment()
      },
    })
    await submit(actor)
    await waitFor(actor, (s) => s.matches('submitFailed'))
    expect(actor.getSnapshot().context.error).toBe('connection')
    expect(storage.read(USER)?.id).toBe(createCalls[0]?.idempotencyKey)

    actor.send({ type: 'payment.retry' })
    await waitFor(actor, (s) => s.matches('waitingForPin'))
    expect(createCalls).toHaveLength(2)
    expect(createCalls[1]?.idempotencyKey).toBe(createCalls[0]?.idempotencyKey)
  })

  it('given insufficient balance (INS-2006), after RETRY, should pay with a new key', async () => {
    const { actor, createCalls, storage } = start({
      create: (_, call) => (call === 1 ? Promise.resolve(makeTestPayment()) : never()),
      get: async () => makeTestPayment({ status: 'failed', code: 'INS-2006' }),
    })
    await submit(actor)
    await waitFor(actor, (s) => s.matches('failed'))
    expect(selectPaymentOutcome(actor.getSnapshot())).toMatchObject({
      title: mpesaPt.outcomes.insufficientBalance.title,
      kind: 'definiteFailure',
      actions: ['topUp', 'retry'],
    })
    expect(storage.read(USER)).toBeNull()

    actor.send({ type: 'payment.retry' })
    await vi.waitFor(() => expect(createCalls).toHaveLength(2))
    expect(createCalls[1]?.idempotencyKey).not.toBe(createCalls[0]?.idempotencyKey)
    expect(storage.read(USER)?.id).toBe(createCalls[1]?.idempotencyKey)
  })

  it('after a definite failure, CHANGE_NUMBER should go back to editing with the number kept', async () => {
    const { actor } = start({
      get: async () => makeTestPayment({ status: 'failed', code: 'INS-2051' }),
    })
    await submit(actor, '84 123 4565')
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'payment.changeNumber' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({
      submittedPhone: '84 123 4565',
      attempt: null,
    })
  })

  it('given INS-9, should verify and never create a payment on its own', async () => {
    const expired = makeTestPayment({ status: 'expired', code: 'INS-9' })
    const { actor, createCalls, getCalls, refreshSubscription } = start({
      get: async () => expired,
    })
    await submit(actor)
    await waitFor(actor, (s) => s.matches({ verifying: 'unpaid' }))
    expect(selectPaymentOutcome(actor.getSnapshot())?.title).toBe(mpesaPt.outcomes.pinTimeout.title)
    expect(refreshSubscription).toHaveBeenCalledTimes(1)
    expect(getCalls.length).toBeGreaterThanOrEqual(2)
    await submit(actor)
    actor.send({ type: 'payment.checkAgain' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(createCalls).toHaveLength(1)

    actor.send({ type: 'payment.retry' })
    await vi.waitFor(() => expect(createCalls).toHaveLength(2))
    expect(createCalls[1]?.idempotencyKey).not.toBe(createCalls[0]?.idempotencyKey)
  })

  it('given a duplicate still pending (INS-10), should keep verifying and refuse RETRY', async () => {
    const { actor, createCalls, getCalls } = start({
      get: async () => makeTestPayment({ code: 'INS-10' }),
    })
    await submit(actor)
    await waitFor(actor, (s) => s.matches({ verifying: 'unresolved' }))
    expect(actor.getSnapshot().can({ type: 'payment.retry' })).toBe(false)
    actor.send({ type: 'payment.retry' })
    const checks = getCalls.length
    actor.send({ type: 'payment.checkAgain' })
    await vi.waitFor(() => expect(getCalls).toHaveLength(checks + 1))
    await waitFor(actor, (s) => s.matches({ verifying: 'unresolved' }))
    expect(createCalls).toHaveLength(1)
  })

  it('given no answer before the deadline, should verify instead of failing', async () => {
    const { actor, createCalls, storage } = start({ pinDeadline: 40 })
    await submit(actor)
    await waitFor(actor, (s) => s.matches('verifying'))
    await waitFor(actor, (s) => s.matches({ verifying: 'unresolved' }))
    expect(selectPaymentOutcome(actor.getSnapshot())?.kind).toBe('uncertain')
    expect(createCalls).toHaveLength(1)
    expect(storage.read(USER)?.paymentId).toBe('pay-1')
  })

  it(`given ${MAX_POLL_FAILURES} failed polls in a row, should verify; fewer should keep waiting`, async () => {
    const polls: Array<(error: Error) => void> = []
    const { actor, getCalls } = start({
      get: () => new Promise<Payment>((_, reject) => polls.push(reject)),
    })
    await submit(actor)
    for (let failure = 1; failure <= MAX_POLL_FAILURES; failure += 1) {
      await vi.waitFor(() => expect(getCalls).toHaveLength(failure))
      expect(actor.getSnapshot().matches({ waitingForPin: 'polling' })).toBe(true)
      polls[failure - 1]?.(networkError())
    }
    await waitFor(actor, (s) => s.matches({ verifying: 'checking' }))
    expect(actor.getSnapshot().context.payment).toEqual(makeTestPayment())
  })

  it('given the connection lost until verifying gave up, after it returns, should check at once, not at the next recheck', async () => {
    let online = false
    const { actor, createCalls } = start({
      get: async () => {
        if (!online) throw networkError()
        return paid
      },
    })
    await submit(actor)
    await waitFor(actor, (s) => s.matches({ verifying: 'unresolved' }))

    online = true
    actor.send({ type: 'payment.online' })

    // The next automatic check is 10 s away in this harness.
    expect(actor.getSnapshot().matches({ verifying: 'checking' })).toBe(true)
    await waitFor(actor, (s) => s.matches('paid'))
    expect(createCalls).toHaveLength(1)
  })

  it('given a stored attempt, after a reload, should resume polling it without creating a payment', async () => {
    const resume: StoredAttempt = {
      version: 2,
      userId: USER,
      id: 'key-stored',
      plan: testPlan,
      phoneNumber: '258841234567',
      startedAt: Date.now() - 30_000,
      deadline: Date.now() + 90_000,
      paymentId: 'pay-9',
    }
    const { actor, createCalls, getCalls, onPaid } = start({
      input: { resume },
      get: async () => ({ ...paid, id: 'pay-9' }),
    })
    await waitFor(actor, (s) => s.matches('waitingForPin'))
    expect(actor.getSnapshot().context.submittedPhone).toBe('84 123 4567')
    await waitFor(actor, (s) => s.matches('paid'))
    expect(getCalls[0]).toBe('pay-9')
    expect(createCalls).toHaveLength(0)
    expect(onPaid).toHaveBeenCalledTimes(1)
  })

  it('given a stored attempt past its deadline, should start verifying it', async () => {
    const { actor, createCalls } = start({
      input: {
        resume: {
          version: 2,
          userId: USER,
          id: 'key-stored',
          plan: testPlan,
          phoneNumber: '258841234567',
          startedAt: Date.now() - 300_000,
          deadline: Date.now() - 180_000,
          paymentId: 'pay-9',
        },
      },
      get: never,
    })
    await waitFor(actor, (s) => s.matches({ verifying: 'checking' }))
    expect(createCalls).toHaveLength(0)
  })

  it('given a stored attempt the server never answered, should wait for "Retomar pagamento" and only then re-send the same key', async () => {
    const { actor, createCalls } = start({
      input: {
        resume: {
          version: 2,
          userId: USER,
          id: 'key-stored',
          plan: testPlan,
          phoneNumber: '258841234567',
          startedAt: Date.now() - 5_000,
        },
      },
      create: async () => paid,
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(selectPaymentStage(actor.getSnapshot())).toBe('resumable')
    expect(createCalls).toHaveLength(0)

    actor.send({ type: 'payment.resume' })
    await waitFor(actor, (s) => s.matches('paid'))
    expect(createCalls).toEqual([
      { plan: 'monthly', phoneNumber: '258841234567', idempotencyKey: 'key-stored' },
    ])
  })

  it('given a 409 naming a pending payment, should follow that payment and never post again', async () => {
    const live = makeTestPayment({ id: 'pay-live', phone_number: '258851234560' })
    const { actor, createCalls, getCalls, storage } = start({
      create: async () => {
        throw new ApiError({
          kind: 'http',
          status: 409,
          data: { message: 'A payment is already in progress.', payment: live },
        })
      },
      get: async () => ({ ...paid, id: 'pay-live' }),
    })
    await submit(actor)
    await waitFor(actor, (s) => s.matches('paid'))
    expect(createCalls).toHaveLength(1)
    expect(getCalls.every((id) => id === 'pay-live')).toBe(true)
    expect(actor.getSnapshot().context.attempt?.phoneNumber).toBe('258851234560')
    expect(storage.read(USER)).toBeNull()
  })

  it('given a 401 on the payment, should forget the attempt and stop', async () => {
    const { actor, storage, releaseTab } = start({
      create: async () => {
        throw new ApiError({ kind: 'http', status: 401 })
      },
    })
    await submit(actor)
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(actor.getSnapshot().context.attempt).toBeNull()
    expect(storage.read(USER)).toBeNull()
    expect(releaseTab).toHaveBeenCalled()
  })

  it('given another tab paying, after Pagar, should follow it without posting, then take over once it ends', async () => {
    const { actor, createCalls, freeTab, getCalls } = start({
      claim: false,
      get: async () => ({ ...paid, id: 'pay-other' }),
    })
    await submit(actor)
    await waitFor(actor, (s) => s.matches('elsewhere'))
    actor.send({
      type: 'payment.observed',
      payment: makeTestPayment({ id: 'pay-other', phone_number: '258841234560' }),
    })
    expect(actor.getSnapshot().context.attempt?.paymentId).toBe('pay-other')
    expect(createCalls).toHaveLength(0)

    freeTab()
    await waitFor(actor, (s) => s.matches('paid'))
    expect(createCalls).toHaveLength(0)
    expect(getCalls).toContain('pay-other')
  })

  it('given a pending payment to follow, should wait for it without posting', async () => {
    const { actor, createCalls, getCalls } = start({
      input: { follow: makeTestPayment({ id: 'pay-open', created_at: new Date().toISOString() }) },
      get: async () => ({ ...paid, id: 'pay-open' }),
    })
    await waitFor(actor, (s) => s.matches('paid'))
    expect(createCalls).toHaveLength(0)
    expect(getCalls[0]).toBe('pay-open')
  })

  it('given an invalid number, should stay editing with the message and never call the server', async () => {
    const { actor, createCalls } = start()
    await submit(actor, '82 123 4567')
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({
      phoneError: 'prefix',
      submittedPhone: '82 123 4567',
    })
    await submit(actor, '')
    expect(actor.getSnapshot().context.phoneError).toBe('empty')
    actor.send({ type: 'payment.phoneEdited' })
    expect(actor.getSnapshot().context.phoneError).toBeNull()
    expect(createCalls).toHaveLength(0)
  })

  it('given a refused number, then another, should send the one submitted last, as the server wants it', async () => {
    const { actor, createCalls, storage } = start({
      input: { lastPhoneNumber: '258841234567' },
      create: never,
    })
    await submit(actor, '84 123')
    expect(actor.getSnapshot().context.phoneError).toBe('length')
    await submit(actor, '(+258) 85-123.4560')
    await vi.waitFor(() => expect(createCalls).toHaveLength(1))
    expect(createCalls[0]?.phoneNumber).toBe('258851234560')
    expect(actor.getSnapshot().context).toMatchObject({
      phoneError: null,
      phoneNumber: '258851234560',
      submittedPhone: '(+258) 85-123.4560',
    })
    expect(storage.read(USER)?.phoneNumber).toBe('258851234560')
  })

  it('given a 422 on the number, should go back to editing with the message and the typed number', async () => {
    const { actor, createCalls, storage } = start({
      create: async () => {
        throw new ApiError({
          kind: 'http',
          status: 422,
          fieldErrors: { phone_number: ['The phone number field format is invalid.'] },
        })
      },
    })
    await submit(actor, '85 999 0000')
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context).toMatchObject({
      submittedPhone: '85 999 0000',
      phoneError: 'rejectedByServer',
      attempt: null,
    })
    expect(createCalls).toHaveLength(1)
    expect(storage.read(USER)).toBeNull()
    expect(normaliseMpesaNumber('85 999 0000').ok).toBe(true)
  })

  it('given an injected id source, should send its ids as Idempotency-Key, one per attempt', async () => {
    let next = 0
    const { actor, createCalls } = start({
      newId: () => `chave-${++next}`,
      get: async () => makeTestPayment({ status: 'failed', code: 'INS-2006' }),
    })
    await submit(actor)
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'payment.retry' })
    await vi.waitFor(() => expect(createCalls).toHaveLength(2))
    expect(createCalls.map((call) => call.idempotencyKey)).toEqual(['chave-1', 'chave-2'])
  })

  it('given no crypto.randomUUID (plain http), should still make v4 attempt ids', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    const realCrypto = globalThis.crypto
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array<ArrayBuffer>) => realCrypto.getRandomValues(array),
    })
    try {
      expect(globalThis.crypto.randomUUID).toBeUndefined()
      const ids = new Set(Array.from({ length: 50 }, () => createAttemptId()))
      expect(ids.size).toBe(50)
      for (const id of ids) expect(id).toMatch(uuid)
    } finally {
      vi.unstubAllGlobals()
    }
    expect(createAttemptId()).toMatch(uuid)
  })
})

describe('the machine as written', () => {
  // What setup() declares and no state uses is a reader's trap: it looks like a rule.
  it.each(['guards', 'actions', 'actors', 'delays'] as const)(
    'should use every one of its %s',
    (kind) => {
      const written = JSON.stringify(paymentMachine.config)
      const unused = Object.keys(paymentMachine.implementations[kind]).filter(
        (name) => !written.includes(`"${name}"`),
      )
      expect(unused).toEqual([])
    },
  )
})
