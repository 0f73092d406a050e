import { assign, fromPromise, setup } from 'xstate'
import {
  describePaymentOutcome,
  PAYMENT_CHECK_ERROR_MESSAGE,
  PAYMENT_CONNECTION_ERROR_MESSAGE,
  type PaymentOutcome,
} from './mpesaMessages'
import type { CreatePaymentInput, Payment, PaymentApi, PaymentStatus, Plan } from './paymentApi'
import {
  type PaymentAttemptStorage,
  paymentAttemptStorage,
  type StoredAttempt,
} from './paymentAttemptStorage'
import { formatNationalMpesaNumber, normaliseMpesaNumber } from './phoneNumber'

/**
 * The M-Pesa payment of one plan, as mpesa.md "The client flow we want" lays it out.
 *
 * The rules that keep a payment from being lost or made twice:
 * - one attempt id (the `Idempotency-Key`) per click on "Pagar" or "Tentar
 *   novamente" after a definite failure; a re-send after a lost answer or a
 *   reload reuses it, so the server returns the same payment;
 * - only `SUBMIT` and `RETRY` ever lead to `createPayment`; `verifying` asks,
 *   it never pays;
 * - the live attempt is stored (see paymentAttemptStorage.ts) from the click
 *   until a final outcome, and `input.resume` picks it up after a reload.
 */

/** How long the PIN prompt and its processing may take (mpesa.md: plan for 90–120 s). */
export const PIN_WINDOW_MS = 120_000

/** Waits between status polls while the PIN is awaited; the last one repeats. */
export const POLL_BACKOFF_MS: readonly [number, ...number[]] = [2_000, 3_000, 5_000, 8_000]

/** Wait between automatic status checks while verifying. */
export const RECHECK_INTERVAL_MS = 15_000

/** Consecutive failed polls after which the wait turns into verifying. */
export const MAX_POLL_FAILURES = 3

/** Shown when the server refuses a number we accepted; its own words are English (ApiError). */
export const PHONE_REJECTED_MESSAGE =
  'Este número não foi aceite para pagamentos M-Pesa. Verifique o número, começado por 84 ou 85, e tente novamente.'

export interface PaymentAttempt {
  /** Sent as `Idempotency-Key`. */
  id: string
  /** Normalised, `2588XXXXXXXX`. */
  phoneNumber: string
  /** Epoch ms of the click. */
  startedAt: number
  /** Epoch ms at which the PIN wait ends; set once the server accepted the attempt. */
  deadline?: number
  paymentId?: string
}

export interface PaymentMachineInput {
  plan: Plan
  /** Normalised number of the last payment, to prefill the field. */
  lastPhoneNumber?: string
  /** The attempt read from storage after a reload; its plan wins over `plan`. */
  resume?: StoredAttempt | null
}

export interface PaymentMachineContext {
  plan: Plan
  /** What the person typed, as typed. */
  phoneInput: string
  /** Portuguese, for the field. */
  phoneError: string | null
  /** The last number that passed validation, normalised. */
  phoneNumber: string | null
  attempt: PaymentAttempt | null
  /** The last answer about the attempt's payment. */
  payment: Payment | null
  /** The Portuguese reading of `payment`. */
  outcome: PaymentOutcome | null
  /** Portuguese, for a call that got no usable answer. */
  error: string | null
  /** Polls made in this wait, for the backoff. */
  pollCount: number
  /** Consecutive failed polls. */
  pollFailures: number
}

export type PaymentMachineEvent =
  | { type: 'PHONE_INPUT'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'CHANGE_NUMBER' }
  | { type: 'CHECK_AGAIN' }
  | { type: 'CLOSE' }

export interface GetPaymentInput {
  paymentId: string
}

const FINAL_UNPAID: readonly PaymentStatus[] = ['failed', 'cancelled', 'expired']

function isFinalUnpaid(payment: Payment | null): boolean {
  return payment !== null && FINAL_UNPAID.includes(payment.status)
}

function kindOf(payment: Payment) {
  return describePaymentOutcome(payment.code, payment.status).kind
}

/**
 * Whether an answer calls for verifying rather than waiting or concluding: a
 * final status with an uncertain code (INS-9, INS-10, INS-1/16/23), or a pending
 * one that already carries such a code (a server that could not tell).
 */
function needsVerifying(payment: Payment | null): boolean {
  if (payment === null || payment.status === 'paid') return false
  if (isFinalUnpaid(payment)) return kindOf(payment) === 'uncertain'
  return payment.code !== null && payment.code !== 'INS-0' && kindOf(payment) === 'uncertain'
}

function isDefiniteFailure(payment: Payment | null): boolean {
  return payment !== null && isFinalUnpaid(payment) && kindOf(payment) === 'definiteFailure'
}

/**
 * A 422 naming the phone number, read structurally so both the session
 * package's ApiError (`status`, `fieldErrors`) and a raw fetch error (`status`
 * or `statusCode`, `data.errors`) are understood.
 */
export function isPhoneNumberRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { status, statusCode, fieldErrors, data } = error as Record<string, unknown>
  if ((status ?? statusCode) !== 422) return false
  const errors =
    fieldErrors ??
    (typeof data === 'object' && data !== null ? (data as Record<string, unknown>).errors : null)
  return typeof errors === 'object' && errors !== null && 'phone_number' in errors
}

function toStoredAttempt(context: PaymentMachineContext): StoredAttempt | null {
  const { attempt, plan } = context
  if (attempt === null) return null
  return { version: 1, plan, ...attempt }
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
 * A v4 UUID for `Idempotency-Key`. `crypto.randomUUID` exists only in secure
 * contexts, so a phone testing the app over plain http on a LAN falls back to
 * `getRandomValues`, which every browser has everywhere.
 */
export function createAttemptId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function notProvided(name: string): never {
  throw new Error(`paymentMachine: provide the "${name}" actor (see createPaymentActors)`)
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
  },
  actions: {
    /** The app refreshes the session here, so the new expiry shows everywhere. */
    onPaid: () => {},
    /** The app refreshes the session here: a verified truth may be an extended subscription. */
    refreshSubscription: () => {},
    ...createAttemptStorageActions(paymentAttemptStorage),
    beginAttempt: assign(({ context }) => ({
      attempt: {
        id: createAttemptId(),
        phoneNumber: context.phoneNumber ?? '',
        startedAt: Date.now(),
      },
      payment: null,
      outcome: null,
      error: null,
    })),
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
      return { phoneError: result.ok ? null : result.message }
    }),
    rejectPhoneFromServer: assign({ phoneError: PHONE_REJECTED_MESSAGE }),
    forgetAttempt: assign({ attempt: null, payment: null, outcome: null, error: null }),
    recordPayment: assign((_, params: { payment: Payment }) => ({
      payment: params.payment,
      outcome: describePaymentOutcome(params.payment.code, params.payment.status),
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
    recordSubmitError: assign({ error: PAYMENT_CONNECTION_ERROR_MESSAGE }),
    clearError: assign({ error: null }),
    recordCheckError: assign({ error: PAYMENT_CHECK_ERROR_MESSAGE }),
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
    isResumingCreation: ({ context }) =>
      context.attempt !== null && context.attempt.paymentId === undefined,
    isResumingPastDeadline: ({ context }) =>
      context.attempt !== null && (context.attempt.deadline ?? 0) <= Date.now(),
    isResuming: ({ context }) => context.attempt !== null,
    isPaid: ({ context }) => context.payment?.status === 'paid',
    isDefiniteFailure: ({ context }) => isDefiniteFailure(context.payment),
    needsVerifying: ({ context }) => needsVerifying(context.payment),
    isFinalUnpaid: ({ context }) => isFinalUnpaid(context.payment),
    isLastAllowedPollFailure: ({ context }) => context.pollFailures + 1 >= MAX_POLL_FAILURES,
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
    const lastNumber = resume?.phoneNumber ?? input.lastPhoneNumber
    return {
      plan: resume?.plan ?? input.plan,
      phoneInput: lastNumber === undefined ? '' : formatNationalMpesaNumber(lastNumber),
      phoneError: null,
      phoneNumber: resume?.phoneNumber ?? null,
      attempt:
        resume === null
          ? null
          : {
              id: resume.id,
              phoneNumber: resume.phoneNumber,
              startedAt: resume.startedAt,
              ...(resume.deadline === undefined ? {} : { deadline: resume.deadline }),
              ...(resume.paymentId === undefined ? {} : { paymentId: resume.paymentId }),
            },
      payment: null,
      outcome: null,
      error: null,
      pollCount: 0,
      pollFailures: 0,
    }
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        // The server may or may not have the attempt; the same key makes
        // asking again safe (api-contract.md, Idempotency-Key).
        { guard: 'isResumingCreation', target: 'submitting' },
        { guard: 'isResumingPastDeadline', target: 'verifying' },
        { guard: 'isResuming', target: 'waitingForPin' },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        PHONE_INPUT: {
          actions: { type: 'setPhoneInput', params: ({ event }) => ({ value: event.value }) },
        },
        SUBMIT: [
          {
            guard: 'isPhoneValid',
            target: 'submitting',
            actions: ['acceptPhone', 'beginAttempt', 'saveAttempt'],
          },
          { actions: 'rejectPhone' },
        ],
        CLOSE: 'closed',
      },
    },
    submitting: {
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
          // The request may have reached the server: the attempt is kept, and
          // RETRY re-sends it with the same key.
          { target: 'submitFailed', actions: 'recordSubmitError' },
        ],
      },
    },
    accepted: {
      always: [
        // An answer to a re-sent key can already be final.
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isDefiniteFailure', target: 'failed' },
        { guard: 'needsVerifying', target: 'verifying' },
        { target: 'waitingForPin' },
      ],
    },
    submitFailed: {
      on: {
        RETRY: 'submitting',
        // Closing keeps the stored attempt, so the next visit re-sends the same key.
        CLOSE: 'closed',
      },
    },
    waitingForPin: {
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
                'countPoll',
              ],
            },
            onError: [
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
        CLOSE: 'closed',
      },
    },
    paid: {
      entry: ['clearAttempt', 'onPaid'],
      on: { CLOSE: 'closed' },
    },
    failed: {
      entry: 'clearAttempt',
      on: {
        RETRY: { target: 'submitting', actions: ['beginAttempt', 'saveAttempt'] },
        CHANGE_NUMBER: { target: 'editing', actions: 'forgetAttempt' },
        CLOSE: 'closed',
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
              actions: {
                type: 'recordPayment',
                params: ({ event }) => ({ payment: event.output }),
              },
            },
            onError: { target: 'unresolved', actions: 'recordCheckError' },
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
            CHECK_AGAIN: { target: 'checking', actions: 'refreshSubscription' },
          },
        },
        // The server has said this attempt ended unpaid: only now is a new one safe.
        unpaid: {
          entry: 'clearAttempt',
          on: {
            RETRY: { target: '#payment.submitting', actions: ['beginAttempt', 'saveAttempt'] },
            CHANGE_NUMBER: { target: '#payment.editing', actions: 'forgetAttempt' },
          },
        },
      },
      on: {
        // Unless settled, the stored attempt stays and the next visit verifies again.
        CLOSE: 'closed',
      },
    },
    closed: {
      type: 'final',
    },
  },
})

/**
 * The network actors for the app and stories: the plain API functions,
 * wrapped once. Use as `paymentMachine.provide({ actors: createPaymentActors(api) })`.
 */
export function createPaymentActors(api: PaymentApi) {
  return {
    createPayment: fromPromise<Payment, CreatePaymentInput>(({ input, signal }) =>
      api.createPayment(input, signal),
    ),
    getPayment: fromPromise<Payment, GetPaymentInput>(({ input, signal }) =>
      api.getPayment(input.paymentId, signal),
    ),
  }
}
