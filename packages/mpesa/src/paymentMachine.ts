import { assign, type SnapshotFrom } from 'xstate'
import {
  describePaymentOutcome,
  type MpesaPaymentStrings,
  mpesaPaymentPt,
  type PaymentOutcome,
} from './mpesaStrings.js'
import { conflictingPaymentOf, type Payment } from './paymentApi.js'
import { followedAttempt, planOf } from './paymentRules.js'
import { beginAttempt, paymentSetup } from './paymentSetup.js'
import { elsewhereState, verifyingState, waitingForPinState } from './paymentStates.js'
import { formatNationalMpesaNumber } from './phoneNumber.js'

export * from './paymentSetup.js'

/**
 * The M-Pesa payment of one plan, as the M-Pesa client flow lays it out.
 *
 * The rules that keep a payment from being lost, made twice or charged to the
 * wrong person:
 * - one attempt id (the `Idempotency-Key`) per tap on "Pagar" or "Tentar
 *   novamente" after a definite failure; a re-send after a lost answer reuses
 *   it, so the server returns the same payment;
 * - `createPayment` only ever follows the person's own `payment.submit`,
 *   `payment.retry` or `payment.resume`: a reload, a timer, an answer or
 *   verifying never pays; a reload with a lost POST offers "Retomar
 *   pagamento" and waits for the tap;
 * - before paying, the tab claims the user's payment lock (paymentTabLock.ts):
 *   another tab that is paying turns this one into a spectator of that payment;
 * - a `409` names the user's live payment: it is followed, never paid again;
 * - the attempt is stored with its owner from the tap until a final outcome,
 *   and `input.resume` picks it up after a reload.
 */
export const paymentMachine = paymentSetup.createMachine({
  id: 'payment',
  context: ({ input }) => {
    const resume = input.resume ?? null
    const follow = resume === null ? (input.follow ?? null) : null
    const plans = input.plans ?? []
    const lastNumber = resume?.phoneNumber ?? follow?.phone_number ?? input.lastPhoneNumber
    return {
      userId: String(input.userId),
      plan: resume?.plan ?? (follow === null ? input.plan : planOf(follow, plans, input.plan)),
      plans,
      submittedPhone: lastNumber === undefined ? '' : formatNationalMpesaNumber(lastNumber),
      phoneError: null,
      phoneNumber: resume?.phoneNumber ?? follow?.phone_number ?? null,
      attempt:
        resume !== null
          ? {
              id: resume.id,
              phoneNumber: resume.phoneNumber,
              startedAt: resume.startedAt,
              ...(resume.deadline === undefined ? {} : { deadline: resume.deadline }),
              ...(resume.paymentId === undefined ? {} : { paymentId: resume.paymentId }),
            }
          : follow !== null
            ? followedAttempt(follow)
            : null,
      payment: follow,
      error: null,
      pollCount: 0,
      pollFailures: 0,
    }
  },
  // A phone's connection comes and goes: its return is news to the waits below.
  invoke: { src: 'watchConnection' },
  initial: 'starting',
  states: {
    starting: {
      always: [
        // The POST of this attempt got no answer: re-sending it is the person's call, with
        // the same key (the server then returns the payment if it had made one).
        { guard: 'hasUnsentAttempt', target: 'resumable' },
        // A known payment is only ever checked, once this tab may follow it.
        { guard: 'hasPayment', target: 'claiming' },
        { target: 'editing' },
      ],
    },
    editing: {
      entry: 'releaseTab',
      on: {
        // What is typed stays in the field (docs/architecture.md#rule-15); editing it only
        // retires the message.
        'payment.phoneEdited': { guard: 'hasPhoneError', actions: 'clearPhoneError' },
        'payment.submit': [
          {
            guard: { type: 'isPhoneValid', params: ({ event }) => ({ phone: event.phone }) },
            target: 'claiming',
            actions: { type: 'acceptPhone', params: ({ event }) => ({ phone: event.phone }) },
          },
          { actions: { type: 'rejectPhone', params: ({ event }) => ({ phone: event.phone }) } },
        ],
        'payment.close': 'closed',
      },
    },
    resumable: {
      on: {
        'payment.resume': 'claiming',
        // Closing keeps the stored attempt: the next visit offers the resume again.
        'payment.close': 'closed',
      },
    },
    claiming: {
      tags: 'busy',
      invoke: {
        id: 'claimTab',
        src: 'claimTab',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          {
            guard: { type: 'isTabTaken', params: ({ event }) => ({ claimed: event.output }) },
            target: 'elsewhere',
          },
          { guard: 'hasUnsentAttempt', target: 'submitting' },
          { guard: 'hasPayment', target: 'accepted', actions: 'saveAttempt' },
          { target: 'submitting', actions: ['beginAttempt', 'saveAttempt'] },
        ],
        // No lock to be had (a browser that refuses it): the server's 409 still holds.
        onError: [
          { guard: 'hasUnsentAttempt', target: 'submitting' },
          { guard: 'hasPayment', target: 'accepted', actions: 'saveAttempt' },
          { target: 'submitting', actions: ['beginAttempt', 'saveAttempt'] },
        ],
      },
    },
    elsewhere: elsewhereState,
    submitting: {
      tags: 'busy',
      entry: 'clearError',
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => ({
          plan: context.plan.id,
          phoneNumber: context.attempt?.phoneNumber ?? '',
          idempotencyKey: context.attempt?.id ?? '',
        }),
        onDone: {
          target: 'accepted',
          actions: [
            { type: 'recordPayment', params: ({ event }) => ({ payment: event.output }) },
            { type: 'recordAcceptedPayment', params: ({ event }) => ({ payment: event.output }) },
            'saveAttempt',
          ],
        },
        onError: [
          {
            guard: { type: 'isPhoneRejection', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: ['rejectPhoneFromServer', 'clearAttempt', 'forgetAttempt'],
          },
          {
            guard: { type: 'isUnauthenticated', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
          },
          // The user already has a live payment (another tab, another phone): follow that one.
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'accepted',
            actions: [
              {
                type: 'followPayment',
                params: ({ event }) => ({
                  payment: conflictingPaymentOf(event.error) as Payment,
                }),
              },
              'saveAttempt',
            ],
          },
          // The request may have reached the server: the attempt is kept, and
          // payment.retry re-sends it with the same key.
          { target: 'submitFailed', actions: 'recordSubmitError' },
        ],
      },
    },
    accepted: {
      tags: 'busy',
      entry: {
        type: 'announcePayment',
        params: ({ context }) => ({ payment: context.payment }),
      },
      always: [
        // An answer to a re-sent key can already be final.
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isDefiniteFailure', target: 'failed' },
        { guard: 'needsVerifying', target: 'verifying' },
        { guard: 'isPastDeadline', target: 'verifying' },
        { target: 'waitingForPin' },
      ],
    },
    submitFailed: {
      on: {
        'payment.retry': 'submitting',
        // Closing keeps the stored attempt, so the next visit offers to resume it.
        'payment.close': { target: 'closed' },
      },
    },
    waitingForPin: waitingForPinState,
    paid: {
      tags: 'settled',
      entry: ['clearAttempt', 'releaseTab', 'onPaid', 'onSettled'],
      on: { 'payment.close': 'closed' },
    },
    failed: {
      tags: 'settled',
      entry: ['clearAttempt', 'releaseTab', 'onSettled'],
      on: {
        'payment.retry': { target: 'claiming', actions: 'forgetAttempt' },
        'payment.changeNumber': { target: 'editing', actions: 'forgetAttempt' },
        'payment.close': 'closed',
      },
    },
    verifying: verifyingState,
    // A 401: the session is gone, and with it the right to this attempt.
    signedOut: {
      entry: ['clearAttempt', 'forgetAttempt', 'releaseTab'],
    },
    closed: {
      entry: 'releaseTab',
      type: 'final',
    },
  },
})

/**
 * `beginAttempt` with a given id source and clock, for
 * `paymentMachine.provide({ actions: createAttemptActions(...) })`.
 */
export function createAttemptActions(
  newId: () => string,
  now: () => number = Date.now,
): Pick<PaymentMachineActions, 'beginAttempt'> {
  return { beginAttempt: assign(({ context }) => beginAttempt(context, newId, now)) }
}

export type PaymentMachineActions = NonNullable<
  Parameters<typeof paymentMachine.provide>[0]['actions']
>

export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>

/** What the panel shows; one per resting state. */
export type PaymentStage =
  | 'opening'
  | 'editing'
  | 'resumable'
  | 'submitting'
  | 'submitFailed'
  | 'elsewhere'
  | 'waiting'
  | 'paid'
  | 'failed'
  | 'checking'
  | 'unresolved'
  | 'unpaid'
  | 'signedOut'
  | 'closed'

type StateValue = PaymentSnapshot['value']
/** The keys of each member of a union (`keyof` of a union keeps only the shared ones). */
type KeysOfEach<T> = T extends unknown ? keyof T : never
/** The machine's top-level states, as its `value` names them. */
type TopState = Extract<StateValue, string> | KeysOfEach<Exclude<StateValue, string>>

/**
 * The stage of each top-level state that is one stage whatever its inner state. A
 * new state fails the type check here until it is given a stage.
 */
const STAGE_OF: Readonly<Record<Exclude<TopState, 'verifying'>, PaymentStage>> = {
  // Passed through at once (its `always`); never rests here.
  starting: 'opening',
  editing: 'editing',
  resumable: 'resumable',
  claiming: 'submitting',
  elsewhere: 'elsewhere',
  submitting: 'submitting',
  accepted: 'submitting',
  submitFailed: 'submitFailed',
  waitingForPin: 'waiting',
  paid: 'paid',
  failed: 'failed',
  signedOut: 'signedOut',
  closed: 'closed',
}

export function selectPaymentStage(snapshot: PaymentSnapshot): PaymentStage {
  if (snapshot.status === 'done') return 'closed'
  if (snapshot.matches({ verifying: 'unpaid' })) return 'unpaid'
  if (snapshot.matches({ verifying: 'checking' })) return 'checking'
  if (snapshot.matches('verifying')) return 'unresolved'
  // A payment the server already has (a reload, another phone, a tab that finished):
  // nothing is being sent while this tab takes the lock to follow it.
  if (snapshot.matches('claiming') && snapshot.context.attempt?.paymentId !== undefined) {
    return 'opening'
  }
  const value = snapshot.value
  const top = typeof value === 'string' ? value : topStateOf(value)
  return top === 'verifying' ? 'unresolved' : STAGE_OF[top]
}

function topStateOf(value: Exclude<StateValue, string>): TopState {
  // Object.keys widens to string[]; a state value object has its state's key only.
  const [top] = Object.keys(value) as TopState[]
  if (top === undefined) throw new Error('paymentMachine: a state value with no state')
  return top
}

/** The last answer, judged and put in `strings`' words; derived rather than stored. */
export function selectPaymentOutcome(
  snapshot: PaymentSnapshot,
  strings: Pick<MpesaPaymentStrings, 'outcomes'> = mpesaPaymentPt,
): PaymentOutcome | null {
  const { payment } = snapshot.context
  return payment === null ? null : describePaymentOutcome(payment.code, payment.status, strings)
}
