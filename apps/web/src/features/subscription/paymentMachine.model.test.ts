// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import {
  type AnyStateNode,
  createActor,
  fromPromise,
  type SnapshotFrom,
  type StateValue,
} from 'xstate'
import { getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph'
import { createMemoryStorage } from '../../../test/createMemoryStorage'
import { makeTestPayment, testPlan } from '../../../test/paymentFixtures'
import type { CreatePaymentInput, Payment } from './paymentApi'
import { createPaymentAttemptStorage, type StoredAttempt } from './paymentAttemptStorage'
import {
  createAttemptStorageActions,
  type GetPaymentInput,
  type PaymentMachineEvent,
  type PaymentMachineInput,
  paymentMachine,
} from './paymentMachine'

/*
 * Model-based test: xstate/graph walks the machine's own graph, and every
 * shortest path is replayed on a real actor whose network, timers and storage
 * are fakes driven by the path's events. Done/error events settle the fake
 * network calls, `xstate.after.*` events fire the matching fake timer.
 *
 * `createTestModel` is not used: in xstate 5.33 it refuses machines with
 * `invoke` or `after` ("Invocations on test machines are not supported"),
 * which a payment machine needs. `getShortestPaths` has no such limit.
 */

type Snapshot = SnapshotFrom<typeof paymentMachine>

const networkError = new TypeError('Failed to fetch')
const phoneRejection = Object.assign(new Error('The given data was invalid.'), {
  status: 422,
  fieldErrors: { phone_number: ['The phone number field format is invalid.'] },
})

/** Internal events the graph takes as inputs; the machine's own type only lists public ones. */
type ModelEvent =
  | PaymentMachineEvent
  | { type: `xstate.done.actor.${string}`; output: Payment }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.after.${string}` }
  | { type: 'xstate.init' }

const answers = {
  pending: makeTestPayment(),
  paid: makeTestPayment({ status: 'paid', code: 'INS-0', transaction_id: 'MP1' }),
  insufficient: makeTestPayment({ status: 'failed', code: 'INS-2006' }),
  pinTimeout: makeTestPayment({ status: 'expired', code: 'INS-9' }),
  duplicate: makeTestPayment({ code: 'INS-10' }),
  unavailable: makeTestPayment({ status: 'failed', code: 'INS-1' }),
  cancelled: makeTestPayment({ status: 'cancelled', code: 'INS-5' }),
}

const modelEvents: ModelEvent[] = [
  { type: 'PHONE_INPUT', value: '84 123 4567' },
  { type: 'PHONE_INPUT', value: '82 123 4567' },
  { type: 'SUBMIT' },
  { type: 'RETRY' },
  { type: 'CHANGE_NUMBER' },
  { type: 'CHECK_AGAIN' },
  { type: 'CLOSE' },
  ...[
    answers.pending,
    answers.paid,
    answers.insufficient,
    answers.pinTimeout,
    answers.duplicate,
  ].map((output) => ({ type: 'xstate.done.actor.createPayment', output }) as const),
  { type: 'xstate.error.actor.createPayment', error: networkError },
  { type: 'xstate.error.actor.createPayment', error: phoneRejection },
  ...[
    answers.pending,
    answers.paid,
    answers.insufficient,
    answers.pinTimeout,
    answers.unavailable,
  ].map((output) => ({ type: 'xstate.done.actor.pollPayment', output }) as const),
  { type: 'xstate.error.actor.pollPayment', error: networkError },
  ...[answers.duplicate, answers.paid, answers.cancelled, answers.pinTimeout].map(
    (output) => ({ type: 'xstate.done.actor.checkPayment', output }) as const,
  ),
  { type: 'xstate.error.actor.checkPayment', error: networkError },
  { type: 'xstate.after.pinDeadline.payment.waitingForPin' },
  { type: 'xstate.after.pollInterval.payment.waitingForPin.resting' },
  { type: 'xstate.after.recheckInterval.payment.verifying.unresolved' },
]

/**
 * What matters of a snapshot: ids, times and the poll counter are left out,
 * so the graph stays finite; everything else must match between model and actor.
 */
function abstractState(snapshot: Snapshot): string {
  const { context } = snapshot
  return JSON.stringify({
    value: snapshot.value,
    phoneInput: context.phoneInput,
    phoneError: context.phoneError,
    attempt: context.attempt && { paymentId: context.attempt.paymentId ?? null },
    payment: context.payment && [context.payment.status, context.payment.code],
    error: context.error !== null,
    pollFailures: context.pollFailures,
  })
}

// Distinct values so a fake timer tells which named delay it stands for.
const delays = { pinDeadline: 1_000_001, pollInterval: 1_000_002, recheckInterval: 1_000_003 }

class ManualClock {
  private readonly timers = new Map<number, { fn: () => void; timeout: number }>()
  private nextId = 1

  setTimeout(fn: () => void, timeout: number): number {
    const id = this.nextId++
    this.timers.set(id, { fn, timeout })
    return id
  }

  clearTimeout(id: number): void {
    this.timers.delete(id)
  }

  fire(timeout: number): void {
    const due = [...this.timers].filter(([, timer]) => timer.timeout === timeout)
    expect(due, `one pending timer of ${timeout} ms`).toHaveLength(1)
    const [id, timer] = due[0] ?? []
    if (id === undefined || timer === undefined) return
    this.timers.delete(id)
    timer.fn()
  }
}

interface Deferred<TInput> {
  input: TInput
  resolve: (payment: Payment) => void
  reject: (error: unknown) => void
}

function createHarness(input: PaymentMachineInput) {
  const harness = {
    createCalls: [] as CreatePaymentInput[],
    getCalls: [] as string[],
    pendingCreate: null as Deferred<CreatePaymentInput> | null,
    pendingGet: null as Deferred<GetPaymentInput> | null,
    onPaid: vi.fn(),
    refreshSubscription: vi.fn(),
    clock: new ManualClock(),
    storage: createPaymentAttemptStorage({ getStorage: () => backing }),
  }
  const backing = createMemoryStorage()
  if (input.resume) harness.storage.save(input.resume)
  const machine = paymentMachine.provide({
    actors: {
      createPayment: fromPromise<Payment, CreatePaymentInput>(({ input: call, signal }) => {
        harness.createCalls.push(call)
        return new Promise((resolve, reject) => {
          const deferred = { input: call, resolve, reject }
          harness.pendingCreate = deferred
          // Leaving the state stops the call; the fake forgets it like a cancelled fetch.
          signal.addEventListener('abort', () => {
            if (harness.pendingCreate === deferred) harness.pendingCreate = null
          })
        })
      }),
      getPayment: fromPromise<Payment, GetPaymentInput>(({ input: call, signal }) => {
        harness.getCalls.push(call.paymentId)
        return new Promise((resolve, reject) => {
          const deferred = { input: call, resolve, reject }
          harness.pendingGet = deferred
          signal.addEventListener('abort', () => {
            if (harness.pendingGet === deferred) harness.pendingGet = null
          })
        })
      }),
    },
    actions: {
      onPaid: harness.onPaid,
      refreshSubscription: harness.refreshSubscription,
      ...createAttemptStorageActions(harness.storage),
    },
    delays,
  })
  const actor = createActor(machine, { input, clock: harness.clock })
  return Object.assign(harness, { actor })
}

type Harness = ReturnType<typeof createHarness>

const settle = () => new Promise((resolve) => setImmediate(resolve))

async function perform(harness: Harness, event: ModelEvent): Promise<void> {
  const [, kind, third, fourth] = event.type.split('.')
  const name = kind === 'after' ? third : fourth
  // The graph opens every path with the start event, which createActor already did.
  if (event.type === 'xstate.init') return
  if (!event.type.startsWith('xstate.')) {
    harness.actor.send(event as PaymentMachineEvent)
  } else if (kind === 'after') {
    const delay = name as keyof typeof delays
    harness.clock.fire(delays[delay])
  } else {
    const pending = name === 'createPayment' ? harness.pendingCreate : harness.pendingGet
    expect(pending, `a ${name} call in flight`).not.toBeNull()
    if (name === 'createPayment') harness.pendingCreate = null
    else harness.pendingGet = null
    if ('output' in event) pending?.resolve(event.output)
    else if ('error' in event) pending?.reject(event.error)
    await settle()
  }
}

/** Invariants that hold in every state, whatever path led there. */
function checkInvariants(harness: Harness, snapshot: Snapshot, expectedCreates: number): void {
  const { context } = snapshot
  const stored = harness.storage.read()

  // Only SUBMIT and RETRY create payments: never verifying, never a timer.
  expect(harness.createCalls).toHaveLength(expectedCreates)
  expect(harness.pendingCreate !== null).toBe(snapshot.matches('submitting'))
  expect(harness.pendingGet !== null).toBe(
    snapshot.matches({ waitingForPin: 'polling' }) || snapshot.matches({ verifying: 'checking' }),
  )
  if (harness.pendingGet !== null) {
    expect(harness.pendingGet.input.paymentId).toBe(context.attempt?.paymentId)
  }

  if (snapshot.matches('editing')) {
    expect(context.attempt).toBeNull()
    expect(stored).toBeNull()
  }
  if (snapshot.matches('submitting')) {
    const key = context.attempt?.id
    expect(key).toMatch(/\S/)
    expect(harness.pendingCreate?.input.idempotencyKey).toBe(key)
    expect(stored?.id).toBe(key)
  }
  if (snapshot.matches('submitFailed')) {
    expect(context.error).not.toBeNull()
    expect(stored?.id).toBe(context.attempt?.id)
  }
  if (snapshot.matches('waitingForPin')) {
    expect(context.attempt?.paymentId).toBeDefined()
    expect(context.attempt?.deadline).toBeDefined()
    expect(stored).toMatchObject({ id: context.attempt?.id, paymentId: context.attempt?.paymentId })
  }
  if (snapshot.matches('paid')) {
    expect(context.payment?.status).toBe('paid')
    expect(stored).toBeNull()
  }
  if (snapshot.matches('failed')) {
    expect(context.outcome?.kind).toBe('definiteFailure')
    expect(stored).toBeNull()
  }
  if (snapshot.matches('verifying')) {
    expect(context.attempt?.paymentId).toBeDefined()
    if (snapshot.matches({ verifying: 'unpaid' })) {
      expect(['failed', 'cancelled', 'expired']).toContain(context.payment?.status)
      expect(stored).toBeNull()
    } else {
      // Until the truth is known, a reload must be able to resume.
      expect(stored?.paymentId).toBe(context.attempt?.paymentId)
    }
  }
  expect(snapshot.status).toBe(snapshot.matches('closed') ? 'done' : 'active')
}

/** Keys: a re-send after a lost answer reuses the key, every other attempt gets a new one. */
function checkKeys(harness: Harness, createsBefore: number, retriedAfterLoss: boolean): void {
  const calls = harness.createCalls
  if (calls.length === createsBefore) return
  const key = calls.at(-1)?.idempotencyKey
  const earlier = calls.slice(0, -1).map((call) => call.idempotencyKey)
  if (retriedAfterLoss) expect(key).toBe(earlier.at(-1))
  else expect(earlier).not.toContain(key)
}

async function replay(input: PaymentMachineInput, path: StatePath<Snapshot, ModelEvent>) {
  const harness = createHarness(input)
  harness.actor.start()
  const reached: Snapshot[] = []
  let expectedCreates = 0
  let paidSeen = false

  // Each step holds the state its event leads to; the first is the start itself.
  for (const step of path.steps) {
    const before = harness.actor.getSnapshot()
    const createsBefore = harness.createCalls.length
    await perform(harness, step.event)
    const after = harness.actor.getSnapshot()
    const entered = step.event.type === 'xstate.init' || !before.matches('submitting')
    if (after.matches('submitting') && entered) {
      expectedCreates += 1
      // A payment starts only from the person's SUBMIT or RETRY, or from a reload
      // re-sending its stored key; never from verifying, a timer or an answer.
      const allowed =
        step.event.type === 'xstate.init' ||
        (step.event.type === 'SUBMIT' && before.matches('editing')) ||
        (step.event.type === 'RETRY' &&
          (before.matches('submitFailed') ||
            before.matches('failed') ||
            before.matches({ verifying: 'unpaid' })))
      expect(allowed, `${step.event.type} from ${JSON.stringify(before.value)} pays`).toBe(true)
    }
    expect(abstractState(after), `after ${step.event.type}`).toBe(abstractState(step.state))
    checkInvariants(harness, after, expectedCreates)
    paidSeen ||= after.matches('paid')
    // The session is refreshed once per payment, however the path goes on.
    expect(harness.onPaid).toHaveBeenCalledTimes(paidSeen ? 1 : 0)
    checkKeys(harness, createsBefore, before.matches('submitFailed'))
    reached.push(after)
  }
  expect(abstractState(harness.actor.getSnapshot())).toBe(abstractState(path.state))
  harness.actor.stop()
  return reached
}

const now = Date.now()
const storedAttempt: StoredAttempt = {
  version: 1,
  id: 'key-stored',
  plan: testPlan,
  phoneNumber: '258841234567',
  startedAt: now - 30_000,
  deadline: now + 3_600_000,
  paymentId: 'pay-1',
}

const starts: Array<[string, PaymentMachineInput]> = [
  ['a fresh start', { plan: testPlan }],
  ['a reload during the wait', { plan: testPlan, resume: storedAttempt }],
  [
    'a reload after the deadline',
    { plan: testPlan, resume: { ...storedAttempt, deadline: now - 1_000 } },
  ],
  [
    'a reload before the server answered',
    { plan: testPlan, resume: { ...storedAttempt, deadline: undefined, paymentId: undefined } },
  ],
]

/**
 * Graph vertices also keep how a state was entered (as createTestModel's
 * default does), so a shortest path leads through every transition that
 * changes the state, not only to every state.
 */
function serializeVertex(snapshot: Snapshot, event?: ModelEvent, previous?: Snapshot): string {
  const from = JSON.stringify(previous?.value)
  const entered =
    event === undefined || previous === undefined || from === JSON.stringify(snapshot.value)
      ? ''
      : ` via ${event.type} from ${from}`
  return abstractState(snapshot) + entered
}

function pathsFrom(input: PaymentMachineInput): Array<StatePath<Snapshot, ModelEvent>> {
  // The graph's event type is the machine's; internal events are what we add to it.
  const events = modelEvents as PaymentMachineEvent[]
  return getShortestPaths(paymentMachine, {
    input,
    events,
    // Events a state ignores only add twins of its vertex; a closed actor takes none.
    filterEvents: (snapshot, event) => snapshot.status === 'active' && snapshot.can(event),
    serializeState: (snapshot, event, previous) =>
      serializeVertex(snapshot, event as ModelEvent | undefined, previous),
  }) as Array<StatePath<Snapshot, ModelEvent>>
}

/** Leaf states a snapshot can rest in, as `parent.child`; transient ones (`always`) are passed through. */
function restingStates(): string[] {
  return getStateNodes(paymentMachine.root)
    .filter((node: AnyStateNode) => node.type === 'atomic' || node.type === 'final')
    .filter((node: AnyStateNode) => (node.always ?? []).length === 0)
    .map((node: AnyStateNode) => node.path.join('.'))
}

function leafStates(value: StateValue): string[] {
  if (typeof value === 'string') return [value]
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : leafStates(child).map((leaf) => `${key}.${leaf}`),
  )
}

describe('paymentMachine model', () => {
  const reachedValues: Snapshot[] = []

  describe.each(starts)('given %s', (_, input) => {
    const paths = pathsFrom(input)

    it('should have paths to walk', () => {
      expect(paths.length).toBeGreaterThan(0)
    })

    it(`after each of its shortest paths, should match the model and keep every invariant`, async () => {
      for (const path of paths) {
        try {
          reachedValues.push(...(await replay(input, path)))
        } catch (error) {
          // One test per path would be ~700 tests; the failing path is named here instead.
          if (error instanceof Error) error.message = `${describePath(path)}\n${error.message}`
          throw error
        }
      }
    })
  })

  it('after every path, should have reached every state', () => {
    const reached = new Set(reachedValues.flatMap((snapshot) => leafStates(snapshot.value)))
    const missing = restingStates().filter((state) => !reached.has(state))
    expect(reached.size).toBeGreaterThan(0)
    expect(missing).toEqual([])
  })
})

function describePath(path: StatePath<Snapshot, ModelEvent>): string {
  const events = path.steps.map(({ event }) => {
    if ('output' in event)
      return `${event.type.split('.').at(-1)}→${event.output.status}/${event.output.code}`
    if ('error' in event)
      return `${event.type.split('.').at(-1)}✗${event.error === phoneRejection ? '422' : 'network'}`
    if (event.type === 'PHONE_INPUT') return `PHONE_INPUT(${event.value})`
    if (event.type.startsWith('xstate.after.')) return `after ${event.type.split('.')[2]}`
    return event.type
  })
  return `${events.join(' → ') || '(start)'} ⇒ ${JSON.stringify(path.state.value)}`
}
