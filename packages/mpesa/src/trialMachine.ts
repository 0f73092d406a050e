// The free trial's button as a machine: one call at a time, what its answer
// means for the subscription, and how long that answer stays news.
import { toApiError } from '@conecta/session-machine'
import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from 'xstate'

/** What the trial's button last got for an answer, as a view shows it under the button. */
export type TrialAnswer = 'none' | 'started' | 'used' | 'failed'

export type TrialMachineEvent =
  /** The person asks for the trial (again, after a refusal or a failure). */
  | { type: 'trial.start' }
  /**
   * A payment opened below the trial: the answer on screen is old news from
   * then on (above a receipt, "the trial started" would contradict it). An
   * answer still on its way when the payment opens is news when it comes.
   */
  | { type: 'trial.paymentOpened' }

export interface TrialMachineContext {
  /** Why the last call failed (an `ApiError` or anything else it threw); `null` otherwise. */
  error: unknown
  /**
   * The server answered that the trial started, or that it was used: the offer is over, even
   * while the host's stored subscription still offers it (its refresh is on its way) and once a
   * payment has made the answer old news.
   */
  taken: boolean
}

/**
 * The free trial (`POST /api/subscription/free-trial`). The host provides
 * `startTrial` (the call through its Sanctum client) and
 * `refreshSubscription` (asking the server who is signed in again: the trial
 * changed the subscription, or the server knows it was used when the stored
 * user still offers it). A 409 is "already used"; a password confirmation the
 * person cancelled, or another person signing in over the call, ends quietly
 * where it started; any other failure is kept for the view to describe.
 */
export const trialMachine = setup({
  types: {
    context: {} as TrialMachineContext,
    events: {} as TrialMachineEvent,
  },
  actors: {
    startTrial: fromPromise<void>(async () => {
      throw new Error('trialMachine: provide the startTrial actor (the free-trial call)')
    }),
  },
  actions: {
    refreshSubscription: () => {},
    forgetError: assign({ error: null }),
    take: assign({ taken: true }),
  },
  guards: {
    alreadyUsed: (_, params: { error: unknown }) => toApiError(params.error).status === 409,
    withdrawn: (_, params: { error: unknown }) => {
      const apiError = toApiError(params.error)
      return apiError.isConfirmationCancelled || apiError.isSignedInAsOther || apiError.isAborted
    },
  },
}).createMachine({
  id: 'freeTrial',
  context: { error: null, taken: false },
  initial: 'idle',
  states: {
    idle: {
      on: { 'trial.start': 'starting' },
    },
    starting: {
      entry: 'forgetError',
      invoke: {
        src: 'startTrial',
        onDone: { target: 'started', actions: ['take', 'refreshSubscription'] },
        onError: [
          {
            guard: { type: 'alreadyUsed', params: ({ event }) => ({ error: event.error }) },
            target: 'used',
            actions: ['take', 'refreshSubscription'],
          },
          {
            guard: { type: 'withdrawn', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
          },
          { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    // The button is gone once the trial runs: only the answer is left to hide.
    started: {
      on: { 'trial.paymentOpened': 'idle' },
    },
    used: {
      on: { 'trial.start': 'starting', 'trial.paymentOpened': 'idle' },
    },
    failed: {
      on: { 'trial.start': 'starting', 'trial.paymentOpened': 'idle' },
    },
  },
})

export type TrialSnapshot = SnapshotFrom<typeof trialMachine>
export type TrialActorRef = ActorRefFrom<typeof trialMachine>

const answerOfState = {
  idle: 'none',
  starting: 'none',
  started: 'started',
  used: 'used',
  failed: 'failed',
} as const satisfies Record<TrialSnapshot['value'], TrialAnswer>

/** The answer to show under the button (`none` while asking, or once a payment made it old news). */
export function selectTrialAnswer(snapshot: TrialSnapshot): TrialAnswer {
  return answerOfState[snapshot.value]
}

/** The call is on its way: the button says it is busy and takes no second tap. */
export function selectTrialStarting(snapshot: TrialSnapshot): boolean {
  return snapshot.value === 'starting'
}

/**
 * The offer is over (started, or used already): no invitation nor button, whatever the stored
 * subscription says until its refresh comes. A button left under "O seu teste gratuito começou"
 * would say the opposite of the answer beside it, and take a second tap.
 */
export function selectTrialTaken(snapshot: TrialSnapshot): boolean {
  return snapshot.context.taken
}

/** Why the last try failed, for the view to put in words; `null` unless the answer is `failed`. */
export function selectTrialError(snapshot: TrialSnapshot): unknown {
  return snapshot.value === 'failed' ? snapshot.context.error : null
}
