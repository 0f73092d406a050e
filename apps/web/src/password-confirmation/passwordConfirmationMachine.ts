import { describeFailure, type FormFailure, loadServerMessageTranslation } from '@conecta/account'
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import { confirmPassword } from './confirmPassword'

export const PASSWORD_MISSING_MESSAGE = 'Introduza a sua palavra-passe.'

export interface PasswordConfirmationContext {
  /** The password last sent (the field holds what is typed, and keeps it through a refusal). */
  password: string
  /** The last refusal or failure, in Portuguese; `null` before any. */
  failure: FormFailure | null
  /** Grows with every refusal: the view puts the focus back on the field each time. */
  refusals: number
}

export type PasswordConfirmationEvent =
  /** Sent with what the field holds. */
  { type: 'confirmation.submit'; password: string } | { type: 'confirmation.cancel' }

/** What the confirmation call rejects with: its failure, already in Portuguese. */
export class ConfirmationFailure extends Error {
  constructor(readonly failure: FormFailure) {
    super(failure.message)
  }
}

/**
 * `POST /user/confirm-password`, its failure described in Portuguese. The
 * translations of the server's messages are fetched while the call is on its
 * way, as a form does (@conecta/account's useSubmission); a static import would make them
 * a module two ways loaded, which costs every page's first load a runtime chunk.
 */
async function confirmOrDescribe(password: string): Promise<void> {
  const translation = loadServerMessageTranslation()
  try {
    await confirmPassword(password)
  } catch (error) {
    throw new ConfirmationFailure(describeFailure(error, await translation))
  }
}

/** A ConfirmationFailure's own; anything else (a test's actor) as sent. */
function failureOf(error: unknown): FormFailure {
  return error instanceof ConfirmationFailure
    ? error.failure
    : describeFailure(error, (message) => message)
}

/**
 * The dialog that asks for the password when a call was answered 423
 * (docs/product.md#password-confirmation): `asking` → `submitting` →
 * `confirmed`, or back to `asking` on a refusal (`refused`: wrong or
 * missing) or a failed call (`failed`: no answer, a server error; the same
 * button sends it again). Cancelling ends it as `cancelled`. Nothing closes it
 * while the call is on its way, so the outcome always shows.
 */
export const passwordConfirmationMachine = setup({
  types: {
    context: {} as PasswordConfirmationContext,
    events: {} as PasswordConfirmationEvent,
  },
  actors: {
    /** Rejects with a {@link ConfirmationFailure}. */
    confirmPassword: fromPromise<void, { password: string }>(({ input }) =>
      confirmOrDescribe(input.password),
    ),
  },
  actions: {
    /** The call that asked is sent again (the app settles its prompt here). */
    reportConfirmed: () => {},
    /** The call that asked is abandoned (the app settles its prompt here). */
    reportCancelled: () => {},
    setPassword: assign((_, params: { password: string }) => ({ password: params.password })),
    refuseEmptyPassword: assign(({ context }) => ({
      failure: {
        message: PASSWORD_MISSING_MESSAGE,
        fieldErrors: { password: [PASSWORD_MISSING_MESSAGE] },
        retryable: false,
        status: null,
      },
      refusals: context.refusals + 1,
    })),
    noteRefusal: assign(({ context }, params: { error: unknown }) => ({
      failure: failureOf(params.error),
      refusals: context.refusals + 1,
    })),
    noteFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
  },
  guards: {
    passwordMissing: (_, params: { password: string }) => params.password === '',
    /** A 422: Laravel refused the password (`errors.password`). */
    refused: (_, params: { error: unknown }) => failureOf(params.error).status === 422,
  },
}).createMachine({
  id: 'passwordConfirmation',
  context: { password: '', failure: null, refusals: 0 },
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
        input: ({ context }) => ({ password: context.password }),
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

export const selectSubmitting = (snapshot: PasswordConfirmationSnapshot): boolean =>
  snapshot.matches('submitting')

/** The dialog is open until the person has confirmed or cancelled. */
export const selectOpen = (snapshot: PasswordConfirmationSnapshot): boolean =>
  snapshot.status !== 'done'

/** The field's own messages: a wrong or missing password. */
export const selectPasswordErrors = (snapshot: PasswordConfirmationSnapshot): string[] => {
  if (!snapshot.matches({ asking: 'refused' })) return []
  const failure = snapshot.context.failure
  if (failure === null) return []
  return failure.fieldErrors.password ?? [failure.message]
}

/** A failure that is not the password's (no answer, a server error): above the buttons. */
export const selectFailureMessage = (snapshot: PasswordConfirmationSnapshot): string | null =>
  snapshot.matches({ asking: 'failed' }) ? (snapshot.context.failure?.message ?? null) : null

export const selectRefusals = (snapshot: PasswordConfirmationSnapshot): number =>
  snapshot.context.refusals
