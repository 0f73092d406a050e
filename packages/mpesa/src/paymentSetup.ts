// The payment machine's types, actors, actions, guards and delays (paymentMachine.ts has its rules and states).
import { assign, fromCallback, fromPromise, setup } from 'xstate'
import {
  type CreatePaymentInput,
  conflictingPaymentOf,
  type Payment,
  type Plan,
} from './paymentApi.js'
import {
  PAYMENT_ATTEMPT_VERSION,
  type PaymentAttemptStorage,
  paymentAttemptStorage,
  type StoredAttempt,
} from './paymentAttemptStorage.js'
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
} from './paymentRules.js'
import {
  formatNationalMpesaNumber,
  type MpesaNumberErrorReason,
  normaliseMpesaNumber,
} from './phoneNumber.js'

export { createAttemptId, isPhoneNumberRejection, type PaymentAttempt, PIN_WINDOW_MS }

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
  /**
   * The number the pay form's field starts from when it is mounted (its
   * `defaultValue`): what the person last submitted, as typed and valid or not;
   * before any submit, the number of the last payment or of the payment
   * followed. The field itself is uncontrolled (docs/architecture.md#rule-15):
   * typing is never copied here, the number arrives with `payment.submit`.
   */
  submittedPhone: string
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
  /** "Pagar": `phone` is the number field's text read from the form, as typed. */
  | { type: 'payment.submit'; phone: string }
  /**
   * The person changed the number field (its text stays in the field): a
   * message about the last one no longer holds.
   */
  | { type: 'payment.phoneEdited' }
  | { type: 'payment.retry' }
  | { type: 'payment.resume' }
  | { type: 'payment.changeNumber' }
  | { type: 'payment.checkAgain' }
  | { type: 'payment.close' }
  /** Another tab's news about the payment it is making (BroadcastChannel). */
  | { type: 'payment.observed'; payment: Payment }
  /** The browser is back online: what waited for the connection is asked now. */
  | { type: 'payment.online' }

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

export function beginAttempt(
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
  throw new Error(`paymentMachine: provide the "${name}" actor (createPaymentLogic does)`)
}

export const paymentSetup = setup({
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
    // A lone tab: nothing to coordinate with (createPaymentLogic gives the lock and channel).
    claimTab: fromPromise<boolean, TabInput>(async () => true),
    waitForTab: fromPromise<void, TabInput>(() => new Promise<void>(() => {})),
    watchTabs: fromCallback<PaymentMachineEvent, TabInput>(() => () => {}),
    // No news of the connection (createPaymentLogic gives the window's `online`).
    watchConnection: fromCallback<PaymentMachineEvent>(() => () => {}),
  },
  actions: {
    /** A host refreshes the session here, so the new expiry shows everywhere. */
    onPaid: () => {},
    /** A host refreshes the session here: a verified truth may be an extended subscription. */
    refreshSubscription: () => {},
    /** Tells the other tabs how this tab's payment stands. */
    announcePayment: (_, _params: { payment: Payment | null }) => {},
    /** Lets another tab pay. */
    releaseTab: () => {},
    /** The payment reached an end, paid or not: a host reloads the history here. */
    onSettled: () => {},
    ...createAttemptStorageActions(paymentAttemptStorage),
    beginAttempt: assign(({ context }) => beginAttempt(context, createAttemptId, Date.now)),
    acceptPhone: assign((_, params: { phone: string }) => {
      const result = normaliseMpesaNumber(params.phone)
      return result.ok
        ? { submittedPhone: params.phone, phoneNumber: result.value, phoneError: null }
        : { submittedPhone: params.phone }
    }),
    rejectPhone: assign((_, params: { phone: string }) => {
      const result = normaliseMpesaNumber(params.phone)
      return { submittedPhone: params.phone, phoneError: result.ok ? null : result.reason }
    }),
    clearPhoneError: assign({ phoneError: null }),
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
      submittedPhone: formatNationalMpesaNumber(params.payment.phone_number),
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
    isPhoneValid: (_, params: { phone: string }) => normaliseMpesaNumber(params.phone).ok,
    hasPhoneError: ({ context }) => context.phoneError !== null,
    isPhoneRejection: (_, params: { error: unknown }) => isPhoneNumberRejection(params.error),
    isUnauthenticated: (_, params: { error: unknown }) => isUnauthenticated(params.error),
    isConflict: (_, params: { error: unknown }) => conflictingPaymentOf(params.error) !== null,
    isTabTaken: (_, params: { claimed: boolean }) => !params.claimed,
    hasUnsentAttempt: ({ context }) =>
      context.attempt !== null && context.attempt.paymentId === undefined,
    hasPayment: ({ context }) => context.attempt?.paymentId !== undefined,
    isPastDeadline: ({ context }) =>
      context.attempt !== null && (context.attempt.deadline ?? 0) <= Date.now(),
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
})
