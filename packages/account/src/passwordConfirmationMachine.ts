import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import type { AccountStrings } from './accountStrings.js'
import {
  describeFailure,
  type FormFailure,
  loadServerMessageTranslation,
} from './describeFailure.js'
import type { PasswordConfirmationCalls } from './passwordConfirmationCalls.js'

/** The words the machine says: an empty password's message, and a failure's. */
export type PasswordConfirmationWords = Pick<AccountStrings, 'fields' | 'failure'>

export interface PasswordConfirmationInput {
  /** The confirmation's call (`createPasswordConfirmationCalls(client)`, or a host's around it). */
  calls: PasswordConfirmationCalls
  /** The catalogue's words for its refusals and failures (`accountPt` by default in the dialog). */
  words: PasswordConfirmationWords
}

export interface PasswordConfirmationContext {
  calls: PasswordConfirmationCalls
  words: PasswordConfirmationWords
  /** The password last sent (the field holds what is typed, and keeps it through a refusal). */
  password: string
  /** The last refusal or failure, in the catalogue's words; `null` before any. */
  failure: FormFailure | null
  /** Grows with every refusal: the view puts the focus back on the field each time. */
  refusals: number
}

export type PasswordConfirmationEvent =
  /** Sent with what the field holds. */
  { type: 'confirmation.submit'; password: string } | { type: 'confirmation.cancel' }

/** What the confirmation call rejects with: its failure, already in the catalogue's words. */
export class ConfirmationFailure extends Error {
  constructor(readonly failure: FormFailure) {
    super(failure.message)
  }
}

/**
 * The confirmation's call, its failure described in the catalogue's words.
 * The translations of the server's messages are fetched while the call is on
 * its way, as a form does (useSubmission); a static import would make them a
 * module two ways loaded, which costs a host's first load a runtime chunk.
 */
async function confirmOrDescribe(
  calls: PasswordConfirmationCalls,
  words: PasswordConfirmationWords,
  password: string,
): Promise<void> {
  const translation = loadServerMessageTranslation(words)
  try {
    await calls.confirm(password)
  } catch (error) {
    throw new ConfirmationFailure(describeFailure(error, await translation, words))
  }
}

/** A ConfirmationFailure's own; anything else (a test's actor) as sent. */
function failureOf(error: unknown, words: PasswordConfirmationWords): FormFailure {
  return error instanceof ConfirmationFailure
    ? error.failure
    : describeFailure(error, (message) => message, words)
}

/**
 * The dialog that asks for the password when a call was answered 423
 * (Laravel's `password.confirm`): `asking` → `submitting` →
 * `confirmed`, or back to `asking` on a refusal (`refused`: wrong or
 * missing) or a failed call (`failed`: no answer, a server error; the same
 * button sends it again). Cancelling ends it as `cancelled`. Nothing closes it
 * while the call is on its way, so the outcome always shows. Usable without
 * React: `createActor(passwordConfirmationMachine, { input })`.
 */
export const passwordConfirmationMachine = setup({
  types: {
    context: {} as PasswordConfirmationContext,
    events: {} as PasswordConfirmationEvent,
    input: {} as PasswordConfirmationInput,
  },
  actors: {
    /** Rejects with a {@link ConfirmationFailure}. */
    confirmPassword: fromPromise<
      void,
      { calls: PasswordConfirmationCalls; words: PasswordConfirmationWords; password: string }
    >(({ input }) => confirmOrDescribe(input.calls, input.words, input.password)),
  },
  actions: {
    /** The call that asked is sent again (the dialog settles its prompt here). */
    reportConfirmed: () => {},
    /** The call that asked is abandoned (the dialog settles its prompt here). */
    reportCancelled: () => {},
    setPassword: assign((_, params: { password: string }) => ({ password: params.password })),
    refuseEmptyPassword: assign(({ context }) => ({
      failure: {
        message: context.words.fields.passwordMissing,
        fieldErrors: { password: [context.words.fields.passwordMissing] },
        retryable: false,
        status: null,
      },
      refusals: context.refusals + 1,
    })),
    noteRefusal: assign(({ context }, params: { error: unknown }) => ({
      failure: failureOf(params.error, context.words),
      refusals: context.refusals + 1,
    })),
    noteFailure: assign(({ context }, params: { error: unknown }) => ({
      failure: failureOf(params.error, context.words),
    })),
  },
  guards: {
    passwordMissing: (_, params: { password: string }) => params.password === '',
    /** A 422: Laravel refused the password (`errors.password`). */
    refused: ({ context }, params: { error: unknown }) =>
      failureOf(params.error, context.words).status === 422,
  },
}).createMachine({
  id: 'passwordConfirmation',
  context: ({ input }) => ({
    calls: input.calls,
    words: input.words,
    password: '',
    failure: null,
    refusals: 0,
  }),
  initial: 'asking',
  states: {
    asking: {
      initial: 'idle',
      on: {
        'confirmation.submit': [
          {
            guard: {
              type: 'passwordMissing',
              params: ({ event }) => ({ password: event.password }),
            },
            target: '.refused',
            actions: 'refuseEmptyPassword',
          },
          {
            target: 'submitting',
            actions: { type: 'setPassword', params: ({ event }) => ({ password: event.password }) },
          },
        ],
        'confirmation.cancel': { target: 'cancelled' },
      },
      states: {
        idle: {},
        /** A wrong or missing password: the message beside the field. */
        refused: {},
        /** No answer or a server error: the message above the buttons, the same button retries. */
        failed: {},
      },
    },
    submitting: {
      invoke: {
        src: 'confirmPassword',
        input: ({ context }) => ({
          calls: context.calls,
          words: context.words,
          password: context.password,
        }),
        onDone: { target: 'confirmed' },
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'asking.refused',
            actions: { type: 'noteRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'asking.failed',
            actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    confirmed: { type: 'final', entry: 'reportConfirmed' },
    cancelled: { type: 'final', entry: 'reportCancelled' },
  },
})

export type PasswordConfirmationSnapshot = SnapshotFrom<typeof passwordConfirmationMachine>

export const selectConfirmationSubmitting = (snapshot: PasswordConfirmationSnapshot): boolean =>
  snapshot.matches('submitting')

/** The dialog is open until the person has confirmed or cancelled. */
export const selectConfirmationOpen = (snapshot: PasswordConfirmationSnapshot): boolean =>
  snapshot.status !== 'done'

/** The field's own messages: a wrong or missing password. */
export const selectConfirmationPasswordErrors = (
  snapshot: PasswordConfirmationSnapshot,
): string[] => {
  if (!snapshot.matches({ asking: 'refused' })) return []
  const failure = snapshot.context.failure
  if (failure === null) return []
  return failure.fieldErrors.password ?? [failure.message]
}

/** A failure that is not the password's (no answer, a server error): above the buttons. */
export const selectConfirmationFailureMessage = (
  snapshot: PasswordConfirmationSnapshot,
): string | null =>
  snapshot.matches({ asking: 'failed' }) ? (snapshot.context.failure?.message ?? null) : null

export const selectConfirmationRefusals = (snapshot: PasswordConfirmationSnapshot): number =>
  snapshot.context.refusals
