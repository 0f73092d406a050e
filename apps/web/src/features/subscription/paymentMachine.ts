import { assign, fromCallback, fromPromise, type SnapshotFrom, setup } from 'xstate'
import { describePaymentOutcome, type PaymentOutcome } from './mpesaMessages'
import {
  type CreatePaymentInput,
  conflictingPaymentOf,
  type Payment,
  type Plan,
} from './paymentApi'
import {
  PAYMENT_ATTEMPT_VERSION,
  type PaymentAttemptStorage,
  paymentAttemptStorage,
  type StoredAttempt,
} from './paymentAttemptStorage'
import {
  createAttemptId,
  followedAttempt,
  isDefiniteFailure,
  isFinalUnpaid,
  isPhoneNumberRejection,
  isUnauthenticated,
  needsVerifying,
  type PaymentAttempt,
  PIN_WINDOW_MS,
  planOf,
} from './paymentRules'
import {
  formatNationalMpesaNumber,
  type MpesaNumberErrorReason,
  normaliseMpesaNumber,
} from './phoneNumber'

export { createAttemptId, isPhoneNumberRejection, type PaymentAttempt, PIN_WINDOW_MS }

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

/** Waits between status polls while the PIN is awaited; the last one repeats. */
export const POLL_BACKOFF_MS: readonly [number, ...number[]] = [2_000, 3_000, 5_000, 8_000]

/** Wait between automatic status checks while verifying, or while another tab pays. */
export const RECHECK_INTERVAL_MS = 15_000

/** Consecutive failed polls after which the wait turns into verifying. */
export const MAX_POLL_FAILURES = 3

export interface PaymentMachineInput {
  /** The signed-in person: the attempt, the lock and the announcements are theirs. */
  userId: string | number
  plan: Plan
  /** Every plan, to name the plan of a payment followed from the server or another tab. */
  plans?: readonly Plan[]
  /** Normalised number of the last payment, to prefill the field. */
  lastPhoneNumber?: string
  /** This user's attempt read from storage after a reload; its plan wins over `plan`. */
  resume?: StoredAttempt | null
  /** A live payment to follow (the server's pending one, or another tab's); checked, never paid. */
  follow?: Payment | null
}

/** Why the number cannot be used: a local reason, or the server's refusal. */
export type PhoneErrorKind = MpesaNumberErrorReason | 'rejectedByServer'

/** A call with no usable answer: creating the payment, or checking it. */
export type PaymentErrorKind = 'connection' | 'check'

export interface PaymentMachineContext {
  userId: string
  plan: Plan
  plans: readonly Plan[]
  /** What the person typed, as typed. */
  phoneInput: string
  phoneError: PhoneErrorKind | null
  /** The last number that passed validation, normalised. */
  phoneNumber: string | null
  attempt: PaymentAttempt | null
  /** The last answer about the attempt's payment. */
  payment: Payment | null
  error: PaymentErrorKind | null
  /** Polls made in this wait, for the backoff. */
  pollCount: number
  /** Consecutive failed polls. */
  pollFailures: number
}

export type PaymentMachineEvent =
  | { type: 'payment.phoneInput'; value: string }
  | { type: 'payment.submit' }
  | { type: 'payment.retry' }
  | { type: 'payment.resume' }
  | { type: 'payment.changeNumber' }
  | { type: 'payment.checkAgain' }
  | { type: 'payment.close' }
  /** Another tab's news about the payment it is making (BroadcastChannel). */
  | { type: 'payment.observed'; payment: Payment }

export interface GetPaymentInput {
  paymentId: string
}

export interface TabInput {
  userId: string
}

function toStoredAttempt(context: PaymentMachineContext): StoredAttempt | null {
  const { attempt, plan, userId } = context
  if (attempt === null) return null
  return { version: PAYMENT_ATTEMPT_VERSION, userId, plan, ...attempt }
}

/**
 * `saveAttempt` and `clearAttempt` over a given storage, for
 * `paymentMachine.provide({ actions: createAttemptStorageActions(storage) })`;
 * the machine's own use the window's sessionStorage.
 */
export function createAttemptStorageActions(storage: PaymentAttemptStorage) {
  return {
    saveAttempt: ({ context }: { context: PaymentMachineContext }) => {
      const stored = toStoredAttempt(context)
      if (stored !== null) storage.save(stored)
    },
    clearAttempt: () => {
      storage.clear()
    },
  }
}

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

type PaymentMachineActions = NonNullable<Parameters<typeof paymentMachine.provide>[0]['actions']>

function beginAttempt(
  context: PaymentMachineContext,
  newId: () => string,
  now: () => number,
): Partial<PaymentMachineContext> {
  return {
    attempt: { id: newId(), phoneNumber: context.phoneNumber ?? '', startedAt: now() },
    payment: null,
    error: null,
  }
}

function notProvided(name: string): never {
  throw new Error(`paymentMachine: provide the "${name}" actor (see subscriptionLogic.ts)`)
}

export const paymentMachine = setup({
  types: {
    context: {} as PaymentMachineContext,
    events: {} as PaymentMachineEvent,
    input: {} as PaymentMachineInput,
  },
  actors: {
    createPayment: fromPromise<Payment, CreatePaymentInput>(async () =>
      notProvided('createPayment'),
    ),
    getPayment: fromPromise<Payment, GetPaymentInput>(async () => notProvided('getPayment')),
    // A lone tab: nothing to coordinate with (see createPaymentTabActors).
    claimTab: fromPromise<boolean, TabInput>(async () => true),
    waitForTab: fromPromise<void, TabInput>(() => new Promise<void>(() => {})),
    watchTabs: fromCallback<PaymentMachineEvent, TabInput>(() => () => {}),
  },
  actions: {
    /** The app refreshes the session here, so the new expiry shows everywhere. */
    onPaid: () => {},
    /** The app refreshes the session here: a verified truth may be an extended subscription. */
    refreshSubscription: () => {},
    /** Tells the other tabs how this tab's payment stands. */
    announcePayment: (_, _params: { payment: Payment | null }) => {},
    /** Lets another tab pay. */
    releaseTab: () => {},
    /** The payment reached an end, paid or not: the app reloads the history here. */
    onSettled: () => {},
    ...createAttemptStorageActions(paymentAttemptStorage),
    beginAttempt: assign(({ context }) => beginAttempt(context, createAttemptId, Date.now)),
    setPhoneInput: assign((_, params: { value: string }) => ({
      phoneInput: params.value,
      phoneError: null,
    })),
    acceptPhone: assign(({ context }) => {
      const result = normaliseMpesaNumber(context.phoneInput)
      return result.ok ? { phoneNumber: result.value, phoneError: null } : {}
    }),
    rejectPhone: assign(({ context }) => {
      const result = normaliseMpesaNumber(context.phoneInput)
      return { phoneError: result.ok ? null : result.reason }
    }),
    rejectPhoneFromServer: assign({ phoneError: 'rejectedByServer' as const }),
    forgetAttempt: assign({ attempt: null, payment: null, error: null }),
    recordPayment: assign((_, params: { payment: Payment }) => ({
      payment: params.payment,
      error: null,
    })),
    recordAcceptedPayment: assign(({ context }, params: { payment: Payment }) => ({
      attempt:
        context.attempt === null
          ? null
          : {
              ...context.attempt,
              paymentId: params.payment.id,
              deadline: context.attempt.deadline ?? Date.now() + PIN_WINDOW_MS,
            },
    })),
    /** A 409 or another tab named the live payment: follow it instead of this attempt. */
    followPayment: assign(({ context }, params: { payment: Payment }) => ({
      attempt: followedAttempt(params.payment),
      plan: planOf(params.payment, context.plans, context.plan),
      phoneNumber: params.payment.phone_number,
      phoneInput: formatNationalMpesaNumber(params.payment.phone_number),
      payment: params.payment,
      error: null,
    })),
    recordSubmitError: assign({ error: 'connection' as const }),
    clearError: assign({ error: null }),
    recordCheckError: assign({ error: 'check' as const }),
    resetPolling: assign({ pollCount: 0, pollFailures: 0 }),
    countPoll: assign(({ context }) => ({ pollCount: context.pollCount + 1, pollFailures: 0 })),
    countPollFailure: assign(({ context }) => ({
      pollCount: context.pollCount + 1,
      pollFailures: context.pollFailures + 1,
    })),
  },
  guards: {
    isPhoneValid: ({ context }) => normaliseMpesaNumber(context.phoneInput).ok,
    isPhoneRejection: (_, params: { error: unknown }) => isPhoneNumberRejection(params.error),
    isUnauthenticated: (_, params: { error: unknown }) => isUnauthenticated(params.error),
    isConflict: (_, params: { error: unknown }) => conflictingPaymentOf(params.error) !== null,
    isTabTaken: (_, params: { claimed: boolean }) => !params.claimed,
    hasUnsentAttempt: ({ context }) =>
      context.attempt !== null && context.attempt.paymentId === undefined,
    hasPayment: ({ context }) => context.attempt?.paymentId !== undefined,
    isPastDeadline: ({ context }) =>
      context.attempt !== null && (context.attempt.deadline ?? 0) <= Date.now(),
    hasAttempt: ({ context }) => context.attempt !== null,
    isPaid: ({ context }) => context.payment?.status === 'paid',
    isDefiniteFailure: ({ context }) => isDefiniteFailure(context.payment),
    needsVerifying: ({ context }) => needsVerifying(context.payment),
    isFinalUnpaid: ({ context }) => isFinalUnpaid(context.payment),
    isLastAllowedPollFailure: ({ context }) => context.pollFailures + 1 >= MAX_POLL_FAILURES,
    isObservedNew: ({ context }, params: { payment: Payment }) =>
      context.attempt?.paymentId !== params.payment.id,
  },
  delays: {
    pinDeadline: ({ context }) =>
      Math.max(0, (context.attempt?.deadline ?? Date.now()) - Date.now()),
    pollInterval: ({ context }) =>
      POLL_BACKOFF_MS[Math.min(context.pollCount, POLL_BACKOFF_MS.length - 1)] ??
      POLL_BACKOFF_MS[0],
    recheckInterval: RECHECK_INTERVAL_MS,
  },
}).createMachine({
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
      phoneInput: lastNumber === undefined ? '' : formatNationalMpesaNumber(lastNumber),
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
        'payment.phoneInput': {
          actions: { type: 'setPhoneInput', params: ({ event }) => ({ value: event.value }) },
        },
        'payment.submit': [
          { guard: 'isPhoneValid', target: 'claiming', actions: 'acceptPhone' },
          { actions: 'rejectPhone' },
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
    elsewhere: {
      entry: 'resetPolling',
      invoke: [
        {
          id: 'waitForTab',
          src: 'waitForTab',
          input: ({ context }) => ({ userId: context.userId }),
          // The other tab is done: follow up here (its payment, if this tab knows it, is checked).
          onDone: 'starting',
        },
        {
          id: 'watchTabs',
          src: 'watchTabs',
          input: ({ context }) => ({ userId: context.userId }),
        },
      ],
      on: {
        'payment.observed': [
          {
            guard: {
              type: 'isObservedNew',
              params: ({ event }) => ({ payment: event.payment }),
            },
            // A check of the payment this tab knew before is no longer the one to make.
            target: '.resting',
            actions: { type: 'followPayment', params: ({ event }) => ({ payment: event.payment }) },
          },
          {
            actions: { type: 'recordPayment', params: ({ event }) => ({ payment: event.payment }) },
          },
        ],
        'payment.close': 'closed',
      },
      initial: 'resting',
      states: {
        // Without BroadcastChannel the server tells how the other tab's payment stands.
        resting: {
          after: {
            recheckInterval: [
              { guard: 'hasPayment', target: 'polling' },
              { target: 'resting', reenter: true },
            ],
          },
        },
        polling: {
          invoke: {
            id: 'watchPayment',
            src: 'getPayment',
            input: ({ context }) => ({ paymentId: context.attempt?.paymentId ?? '' }),
            onDone: {
              target: 'resting',
              actions: {
                type: 'recordPayment',
                params: ({ event }) => ({ payment: event.output }),
              },
            },
            onError: 'resting',
          },
        },
      },
    },
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
    waitingForPin: {
      tags: 'busy',
      entry: 'resetPolling',
      after: { pinDeadline: 'verifying' },
      initial: 'resting',
      states: {
        resting: {
          after: { pollInterval: 'polling' },
        },
        polling: {
          invoke: {
            id: 'pollPayment',
            src: 'getPayment',
            input: ({ context }) => ({ paymentId: context.attempt?.paymentId ?? '' }),
            onDone: {
              target: 'received',
              actions: [
                { type: 'recordPayment', params: ({ event }) => ({ payment: event.output }) },
                { type: 'announcePayment', params: ({ event }) => ({ payment: event.output }) },
                'countPoll',
              ],
            },
            onError: [
              {
                guard: {
                  type: 'isUnauthenticated',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: '#payment.signedOut',
              },
              { guard: 'isLastAllowedPollFailure', target: '#payment.verifying' },
              // A dropped poll says nothing about the payment.
              { target: 'resting', actions: 'countPollFailure' },
            ],
          },
        },
        received: {
          always: [
            { guard: 'isPaid', target: '#payment.paid' },
            { guard: 'isDefiniteFailure', target: '#payment.failed' },
            { guard: 'needsVerifying', target: '#payment.verifying' },
            { target: 'resting' },
          ],
        },
      },
      on: {
        // The stored attempt stays: the next visit resumes this wait.
        'payment.close': 'closed',
      },
    },
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
    verifying: {
      entry: 'refreshSubscription',
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'checkPayment',
            src: 'getPayment',
            input: ({ context }) => ({ paymentId: context.attempt?.paymentId ?? '' }),
            onDone: {
              target: 'judging',
              actions: [
                { type: 'recordPayment', params: ({ event }) => ({ payment: event.output }) },
                { type: 'announcePayment', params: ({ event }) => ({ payment: event.output }) },
              ],
            },
            onError: [
              {
                guard: {
                  type: 'isUnauthenticated',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: '#payment.signedOut',
              },
              { target: 'unresolved', actions: 'recordCheckError' },
            ],
          },
        },
        judging: {
          always: [
            { guard: 'isPaid', target: '#payment.paid' },
            { guard: 'isDefiniteFailure', target: '#payment.failed' },
            { guard: 'isFinalUnpaid', target: 'unpaid' },
            { target: 'unresolved' },
          ],
        },
        unresolved: {
          after: { recheckInterval: 'checking' },
          on: {
            'payment.checkAgain': { target: 'checking', actions: 'refreshSubscription' },
          },
        },
        // The server has said this attempt ended unpaid: only now is a new one safe.
        unpaid: {
          tags: 'settled',
          entry: ['clearAttempt', 'releaseTab', 'onSettled'],
          on: {
            'payment.retry': { target: '#payment.claiming', actions: 'forgetAttempt' },
            'payment.changeNumber': { target: '#payment.editing', actions: 'forgetAttempt' },
          },
        },
      },
      on: {
        // Unless settled, the stored attempt stays and the next visit verifies again.
        'payment.close': 'closed',
      },
    },
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

export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>

/** What the panel shows; one per resting state. */
export type PaymentStage =
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

export function selectPaymentStage(snapshot: PaymentSnapshot): PaymentStage {
  if (snapshot.status === 'done') return 'closed'
  if (snapshot.matches({ verifying: 'unpaid' })) return 'unpaid'
  if (snapshot.matches({ verifying: 'checking' })) return 'checking'
  if (snapshot.matches('verifying')) return 'unresolved'
  if (snapshot.matches('waitingForPin')) return 'waiting'
  if (snapshot.matches('claiming') || snapshot.matches('accepted')) return 'submitting'
  const value = snapshot.value
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as PaymentStage
}

/** The Portuguese reading of the last answer, derived rather than stored. */
export function selectPaymentOutcome(snapshot: PaymentSnapshot): PaymentOutcome | null {
  const { payment } = snapshot.context
  return payment === null ? null : describePaymentOutcome(payment.code, payment.status)
}
