// @vitest-environment node

import {
  type CreatePaymentInput,
  clearPaymentAttempt,
  createAttemptStorageActions,
  createPaymentAttemptStorage,
  type GetPaymentInput,
  type Payment,
  type PaymentMachineEvent,
  type PaymentMachineInput,
  paymentMachine,
  type StoredAttempt,
  selectPaymentOutcome,
  type TabInput,
} from '@conecta/mpesa'
import { ApiError } from '@conecta/session-machine'
import { describe, expect, it, vi } from 'vitest'
import {
  type AnyStateNode,
  createActor,
  fromPromise,
  type SnapshotFrom,
  type StateValue,
} from 'xstate'
import { getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph'
import { createFakeSession, makeCurrentUser } from '../../../test/createFakeSession'
import { createMemoryStorage } from '../../../test/createMemoryStorage'
import { makeTestPayment, testPlan } from '../../../test/paymentFixtures'
import { createSubscriptionActorHost } from './subscriptionActorHost'

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
const phoneRejection = new ApiError({
  kind: 'http',
  status: 422,
  fieldErrors: { phone_number: ['The phone number field format is invalid.'] },
})
const unauthenticated = new ApiError({ kind: 'http', status: 401 })
/** Another tab's payment, still pending, as the server's 409 or that tab's announcement names it. */
const otherTabPayment = makeTestPayment({ id: 'pay-other', created_at: new Date().toISOString() })
const conflict = new ApiError({
  kind: 'http',
  status: 409,
  data: { message: 'A payment is already in progress.', payment: otherTabPayment },
})

/** The owner of every attempt here, and the person who signs in after them. */
const OWNER = '7'
const NEXT_PERSON = '8'

/** Internal events the graph takes as inputs; the machine's own type only lists public ones. */
type ModelEvent =
  | PaymentMachineEvent
  | { type: `xstate.done.actor.${string}`; output?: Payment | boolean }
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
  // The number arrives with the tap, as the form holds it: empty, another operator's, or good.
  { type: 'payment.submit', phone: '' },
  { type: 'payment.submit', phone: '82 123 4567' },
  { type: 'payment.submit', phone: '84 123 4567' },
  { type: 'payment.phoneEdited' },
  { type: 'payment.retry' },
  { type: 'payment.changeNumber' },
  { type: 'payment.checkAgain' },
  { type: 'payment.close' },
  { type: 'payment.resume' },
  // Second tab: the lock is taken or free, the other tab ends, and announces its payment.
  { type: 'xstate.done.actor.claimTab', output: true },
  { type: 'xstate.done.actor.claimTab', output: false },
  { type: 'xstate.done.actor.waitForTab' },
  { type: 'payment.observed', payment: otherTabPayment },
  ...[
    answers.pending,
    answers.paid,
    answers.insufficient,
    answers.pinTimeout,
    answers.duplicate,
  ].map((output) => ({ type: 'xstate.done.actor.createPayment', output }) as const),
  { type: 'xstate.error.actor.createPayment', error: networkError },
  { type: 'xstate.error.actor.createPayment', error: phoneRejection },
  { type: 'xstate.error.actor.createPayment', error: unauthenticated },
  { type: 'xstate.error.actor.createPayment', error: conflict },
  ...[
    answers.pending,
    answers.paid,
    answers.insufficient,
    answers.pinTimeout,
    answers.unavailable,
  ].map((output) => ({ type: 'xstate.done.actor.pollPayment', output }) as const),
  { type: 'xstate.error.actor.pollPayment', error: networkError },
  { type: 'xstate.error.actor.pollPayment', error: unauthenticated },
  ...[{ ...otherTabPayment, status: 'paid' as const, code: 'INS-0' }, otherTabPayment].map(
    (output) => ({ type: 'xstate.done.actor.watchPayment', output }) as const,
  ),
  ...[answers.duplicate, answers.paid, answers.cancelled, answers.pinTimeout].map(
    (output) => ({ type: 'xstate.done.actor.checkPayment', output }) as const,
  ),
  { type: 'xstate.error.actor.checkPayment', error: networkError },
  { type: 'xstate.after.pinDeadline.payment.waitingForPin' },
  { type: 'xstate.after.pollInterval.payment.waitingForPin.resting' },
  { type: 'xstate.after.recheckInterval.payment.verifying.unresolved' },
  { type: 'xstate.after.recheckInterval.payment.elsewhere.resting' },
]

/**
 * What matters of a snapshot: ids, times and the poll counter are left out,
 * so the graph stays finite; everything else must match between model and actor.
 */
function abstractState(snapshot: Snapshot): string {
  const { context } = snapshot
  return JSON.stringify({
    value: snapshot.value,
    submittedPhone: context.submittedPhone,
    phoneError: context.phoneError,
    attempt: context.attempt && { paymentId: context.attempt.paymentId ?? null },
    plan: context.plan.id,
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

interface Deferred<TInput, TOutput = Payment> {
  input: TInput
  resolve: (output: TOutput) => void
  reject: (error: unknown) => void
}

/** A call the fake network, or the fake lock, holds until the path's event settles it. */
function deferred<TInput, TOutput>(
  call: TInput,
  signal: AbortSignal,
  hold: (value: Deferred<TInput, TOutput> | null) => void,
  current: () => Deferred<TInput, TOutput> | null,
): Promise<TOutput> {
  return new Promise<TOutput>((resolve, reject) => {
    const entry = { input: call, resolve, reject }
    hold(entry)
    // Leaving the state stops the call; the fake forgets it like a cancelled fetch.
    signal.addEventListener('abort', () => {
      if (current() === entry) hold(null)
    })
  })
}

function createHarness(input: PaymentMachineInput, backing: Storage = createMemoryStorage()) {
  const harness = {
    createCalls: [] as CreatePaymentInput[],
    getCalls: [] as string[],
    pendingCreate: null as Deferred<CreatePaymentInput> | null,
    pendingGet: null as Deferred<GetPaymentInput> | null,
    pendingClaim: null as Deferred<TabInput, boolean> | null,
    pendingWait: null as Deferred<TabInput, void> | null,
    /** Whether this tab holds the user's payment lock: granted by a claim, ended by releaseTab. */
    holdsLock: false,
    onPaid: vi.fn(),
    refreshSubscription: vi.fn(),
    clock: new ManualClock(),
    storage: createPaymentAttemptStorage({ getStorage: () => backing }),
    backing,
  }
  const machine = paymentMachine.provide({
    actors: {
      createPayment: fromPromise<Payment, CreatePaymentInput>(({ input: call, signal }) => {
        harness.createCalls.push(call)
        return deferred(
          call,
          signal,
          (value) => {
            harness.pendingCreate = value
          },
          () => harness.pendingCreate,
        )
      }),
      getPayment: fromPromise<Payment, GetPaymentInput>(({ input: call, signal }) => {
        harness.getCalls.push(call.paymentId)
        return deferred(
          call,
          signal,
          (value) => {
            harness.pendingGet = value
          },
          () => harness.pendingGet,
        )
      }),
      claimTab: fromPromise<boolean, TabInput>(async ({ input: call, signal }) => {
        const claimed = await deferred<TabInput, boolean>(
          call,
          signal,
          (value) => {
            harness.pendingClaim = value
          },
          () => harness.pendingClaim,
        )
        harness.holdsLock ||= claimed
        return claimed
      }),
      waitForTab: fromPromise<void, TabInput>(({ input: call, signal }) =>
        deferred<TabInput, void>(
          call,
          signal,
          (value) => {
            harness.pendingWait = value
          },
          () => harness.pendingWait,
        ),
      ),
    },
    actions: {
      onPaid: harness.onPaid,
      refreshSubscription: harness.refreshSubscription,
      releaseTab: () => {
        harness.holdsLock = false
      },
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
    const slot =
      name === 'createPayment'
        ? 'pendingCreate'
        : name === 'claimTab'
          ? 'pendingClaim'
          : name === 'waitForTab'
            ? 'pendingWait'
            : 'pendingGet'
    const pending = harness[slot] as Deferred<unknown, unknown> | null
    expect(pending, `a ${name} call in flight`).not.toBeNull()
    harness[slot] = null
    if ('output' in event) pending?.resolve(event.output)
    else if ('error' in event) pending?.reject(event.error)
    else pending?.resolve(undefined)
    await settle()
  }
}

/** Invariants that hold in every state, whatever path led there. */
function checkInvariants(harness: Harness, snapshot: Snapshot, expectedCreates: number): void {
  const { context } = snapshot
  const stored = harness.storage.read(OWNER)

  // Only the person's taps create payments: never verifying, never a timer.
  expect(harness.createCalls).toHaveLength(expectedCreates)
  expect(harness.pendingCreate !== null).toBe(snapshot.matches('submitting'))
  expect(harness.pendingClaim !== null).toBe(snapshot.matches('claiming'))
  expect(harness.pendingWait !== null).toBe(snapshot.matches('elsewhere'))
  expect(harness.pendingGet !== null).toBe(
    snapshot.matches({ waitingForPin: 'polling' }) ||
      snapshot.matches({ verifying: 'checking' }) ||
      snapshot.matches({ elsewhere: 'polling' }),
  )
  if (harness.pendingGet !== null) {
    expect(harness.pendingGet.input.paymentId).toBe(context.attempt?.paymentId)
  }
  // One attempt in flight per user: only the tab holding the lock submits, waits or verifies.
  if (
    snapshot.matches('submitting') ||
    snapshot.matches('submitFailed') ||
    snapshot.matches('waitingForPin') ||
    (snapshot.matches('verifying') && !snapshot.matches({ verifying: 'unpaid' }))
  ) {
    expect(harness.holdsLock, 'this tab holds the payment lock').toBe(true)
  }
  if (
    snapshot.matches('editing') ||
    snapshot.matches('elsewhere') ||
    snapshot.hasTag('settled') ||
    snapshot.matches('signedOut') ||
    snapshot.status === 'done'
  ) {
    expect(harness.holdsLock, 'the lock is let go').toBe(false)
  }

  if (snapshot.matches('editing')) {
    expect(context.attempt).toBeNull()
    expect(stored).toBeNull()
  }
  if (snapshot.matches('resumable')) {
    // A lost POST waits for the person: stored, never re-sent on its own.
    expect(context.attempt?.paymentId).toBeUndefined()
    expect(stored?.id).toBe(context.attempt?.id)
  }
  if (snapshot.matches('submitting')) {
    const key = context.attempt?.id
    expect(key).toMatch(/\S/)
    expect(harness.pendingCreate?.input.idempotencyKey).toBe(key)
    expect(stored?.id).toBe(key)
  }
  if (snapshot.matches('submitFailed')) {
    expect(context.error).toBe('connection')
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
    expect(selectPaymentOutcome(snapshot)?.kind).toBe('definiteFailure')
    expect(stored).toBeNull()
  }
  if (snapshot.matches('signedOut')) {
    expect(context.attempt).toBeNull()
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
function checkKeys(harness: Harness, createsBefore: number, resent: boolean): void {
  const calls = harness.createCalls
  if (calls.length === createsBefore) return
  const key = calls.at(-1)?.idempotencyKey
  const earlier = calls.slice(0, -1).map((call) => call.idempotencyKey)
  if (resent) expect(key).toBe(earlier.at(-1) ?? key)
  else expect(earlier).not.toContain(key)
}

/** The person's own taps that may lead to a payment. */
const TAPS = new Set(['payment.submit', 'payment.retry', 'payment.resume'])

/**
 * After the path, the tab reloads: a new actor resumes what storage holds for
 * the owner, with the lock granted. Whatever state the path ended in, the
 * reload alone must not create a payment.
 */
async function probeReload(harness: Harness): Promise<void> {
  harness.actor.stop()
  const reloaded = await openPanelAs(OWNER, harness)
  expect(reloaded.createCalls, 'a reload creates no payment').toHaveLength(0)
  reloaded.actor.stop()
}

/** A new panel for `userId` in the same tab, with what storage holds for them and the lock granted. */
async function openPanelAs(userId: string, previous: Harness): Promise<Harness> {
  const opened = createHarness(
    { userId, plan: testPlan, resume: previous.storage.read(userId) },
    previous.backing,
  )
  opened.actor.start()
  await settle()
  if (opened.pendingClaim !== null) {
    opened.pendingClaim.resolve(true)
    await settle()
  }
  return opened
}

/**
 * After the path, the owner signs out and another person signs in on the
 * same tab: nothing of the owner's attempt is left, and the next person's
 * panel, opened with what storage holds for them, creates no payment.
 */
async function probeUserSwitch(harness: Harness): Promise<void> {
  const session = createFakeSession(makeCurrentUser(OWNER))
  const host = createSubscriptionActorHost(session.source, (keepOwner) =>
    clearPaymentAttempt(() => harness.backing, keepOwner),
  )
  host.actorFor(OWNER, () => harness.actor)
  session.setUser(null)
  session.setUser(makeCurrentUser(NEXT_PERSON))
  expect(harness.actor.getSnapshot().status, "the owner's payment is stopped").not.toBe('active')
  host.dispose()
  expect(harness.storage.read(OWNER), "the owner's attempt is gone").toBeNull()
  const next = await openPanelAs(NEXT_PERSON, harness)
  expect(next.createCalls, "the next person's panel pays nothing").toHaveLength(0)
  expect(next.actor.getSnapshot().context.attempt).toBeNull()
  next.actor.stop()
}

async function replay(input: PaymentMachineInput, path: StatePath<Snapshot, ModelEvent>) {
  const harness = createHarness(input)
  if (input.resume) harness.storage.save(input.resume)
  harness.actor.start()
  const reached: Snapshot[] = []
  let expectedCreates = 0
  let paidSeen = false
  /** A tap not yet carried out: a payment may follow it, and nothing else. */
  let tapPending = false

  // Each step holds the state its event leads to; the first is the start itself.
  for (const step of path.steps) {
    const before = harness.actor.getSnapshot()
    const createsBefore = harness.createCalls.length
    const heldBefore = harness.pendingCreate
    await perform(harness, step.event)
    const after = harness.actor.getSnapshot()
    if (TAPS.has(step.event.type) && !after.matches('editing')) tapPending = true
    if (harness.createCalls.length > createsBefore) {
      expectedCreates += 1
      // No POST without a tap from the owner on this tab, since the last one.
      expect(tapPending, `${step.event.type} from ${JSON.stringify(before.value)} pays`).toBe(true)
      tapPending = false
      expect(heldBefore).toBeNull()
    }
    // A tap that ended elsewhere (another tab, a result, a wait) is spent.
    if (!after.matches('claiming') && !after.matches('submitting')) tapPending = false
    expect(abstractState(after), `after ${step.event.type}`).toBe(abstractState(step.state))
    checkInvariants(harness, after, expectedCreates)
    paidSeen ||= after.matches('paid')
    // The session is refreshed once per payment, however the path goes on.
    expect(harness.onPaid).toHaveBeenCalledTimes(paidSeen ? 1 : 0)
    const unsent = before.context.attempt !== null && before.context.attempt.paymentId === undefined
    checkKeys(harness, createsBefore, before.matches('submitFailed') || unsent)
    reached.push(after)
  }
  expect(abstractState(harness.actor.getSnapshot())).toBe(abstractState(path.state))
  return { reached, harness }
}

const now = Date.now()
const storedAttempt: StoredAttempt = {
  version: 2,
  userId: OWNER,
  id: 'key-stored',
  plan: testPlan,
  phoneNumber: '258841234567',
  startedAt: now - 30_000,
  deadline: now + 3_600_000,
  paymentId: 'pay-1',
}

const starts: Array<[string, PaymentMachineInput]> = [
  ['a fresh start', { userId: OWNER, plan: testPlan }],
  ['a reload during the wait', { userId: OWNER, plan: testPlan, resume: storedAttempt }],
  [
    'a reload after the deadline',
    { userId: OWNER, plan: testPlan, resume: { ...storedAttempt, deadline: now - 1_000 } },
  ],
  [
    'a reload before the server answered',
    {
      userId: OWNER,
      plan: testPlan,
      resume: { ...storedAttempt, deadline: undefined, paymentId: undefined },
    },
  ],
  [
    'a pending payment found on opening (another tab, another phone)',
    { userId: OWNER, plan: testPlan, follow: otherTabPayment },
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

// In order even when the run shuffles tests: the last one checks what the paths before it reached.
describe('paymentMachine model', { shuffle: false }, () => {
  const reachedValues: Snapshot[] = []

  describe.each(starts)('given %s', (_, input) => {
    const paths = pathsFrom(input)

    it('should have paths to walk', () => {
      expect(paths.length).toBeGreaterThan(0)
    })

    it(`after each of its shortest paths, then a reload or a user switch, should match the model and keep every invariant`, async () => {
      for (const path of paths) {
        try {
          const { reached, harness } = await replay(input, path)
          reachedValues.push(...reached)
          await probeReload(harness)
          await probeUserSwitch(harness)
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
    if ('output' in event) {
      const { output } = event
      const shown =
        typeof output === 'object' && output !== null
          ? `${output.status}/${output.code}`
          : String(output)
      return `${event.type.split('.').at(-1)}→${shown}`
    }
    if ('error' in event)
      return `${event.type.split('.').at(-1)}✗${event.error instanceof ApiError ? event.error.status : 'network'}`
    if (event.type === 'payment.submit') return `submit(${JSON.stringify(event.phone)})`
    if (event.type.startsWith('xstate.after.')) return `after ${event.type.split('.')[2]}`
    return event.type
  })
  return `${events.join(' → ') || '(start)'} ⇒ ${JSON.stringify(path.state.value)}`
}
