import {
  answerTwoFactorChallenge,
  type CurrentUser,
  fetchUser,
  type SanctumClient,
  type TwoFactorAnswer,
  toApiError,
} from '@conecta/session-machine'
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import type { AccountStrings } from './accountStrings.js'
import {
  describeFailure,
  type FormFailure,
  loadServerMessageTranslation,
  refusedFields,
} from './describeFailure.js'
import { createPasswordConfirmationCalls } from './passwordConfirmationCalls.js'
import { createSessionCalls } from './sessionCalls.js'

/** The sign-in's calls: `createSignInAgainCalls(client)`, or a host's around them. */
export interface SignInAgainCalls {
  /** `POST /login` (exclusive, not remembered); `twoFactor` when the second step is asked. */
  logIn(input: { email: string; password: string }): Promise<{ twoFactor: boolean }>
  /** `POST /two-factor-challenge`. */
  answerTwoFactor(answer: TwoFactorAnswer): Promise<void>
  /** `GET /api/user`: who the session belongs to now. */
  fetchSignedInUser(signal?: AbortSignal): Promise<CurrentUser>
  /** `POST /user/confirm-password` with the password just typed. */
  confirmPassword(password: string): Promise<void>
}

/** The sign-in's calls through a Sanctum client, at its configured endpoints. */
export function createSignInAgainCalls(client: SanctumClient): SignInAgainCalls {
  const session = createSessionCalls(client)
  const confirmation = createPasswordConfirmationCalls(client)
  return {
    logIn: ({ email, password }) => session.login({ email, password, remember: false }),
    answerTwoFactor: (answer) => answerTwoFactorChallenge(client, answer),
    fetchSignedInUser: (signal) => fetchUser(client, { signal }),
    confirmPassword: (password) => confirmation.confirm(password),
  }
}

/** The words the machine says: its refusals, and a failure's message. */
export type SignInAgainWords = Pick<AccountStrings, 'signInAgain' | 'fields' | 'failure'>

/** Who the dialog signed in, as the host's session is told. */
export type SignInAgainResult =
  | { person: 'same'; user: CurrentUser }
  | { person: 'other' }
  | { person: 'nobody' }

export interface SignInAgainInput {
  /** The id of the person whose form is under the dialog: the one a sign-in must match. */
  heldUserId: CurrentUser['user']['id']
  /** The sign-in's calls (`createSignInAgainCalls(client)`, or a host's around them). */
  calls: SignInAgainCalls
  /** The catalogue's words for its refusals and failures. */
  words: SignInAgainWords
}

export interface SignInAgainContext extends SignInAgainInput {
  /** What the last sign-in was sent with: the password confirms the resent call (`confirming`). */
  email: string
  password: string
  /** Whoever the server said is signed in now. */
  signedIn: CurrentUser | null
  /** The last refusal or failure, in the catalogue's words; `null` before any. */
  failure: FormFailure | null
  /** Grows with every refusal of the e-mail and password: the view puts the focus back. */
  refusals: number
  /** Grows with every refusal of a two-factor answer (the summary counts them). */
  twoFactorRefusals: number
}

export type SignInAgainEvent =
  /** Sent with what the fields hold. */
  | { type: 'signIn.submit'; email: string; password: string }
  | { type: 'signIn.twoFactor.answer'; answer: TwoFactorAnswer }
  /** "Voltar" from the second step: back to the e-mail and password. */
  | { type: 'signIn.twoFactor.back' }
  /** The check of who is signed in failed (no answer): ask again. */
  | { type: 'signIn.retry' }
  | { type: 'signIn.cancel' }

/** A call's failure, with its words already in the catalogue's. */
export class SignInFailure extends Error {
  constructor(
    readonly failure: FormFailure,
    readonly error: unknown,
  ) {
    super(failure.message)
  }
}

/**
 * Runs a call; its failure is described in the catalogue's words, the
 * server's messages translated (fetched while the call is on its way, as a
 * form does).
 */
async function describing<T>(words: SignInAgainWords, call: () => Promise<T>): Promise<T> {
  const translation = loadServerMessageTranslation(words)
  try {
    return await call()
  } catch (error) {
    throw new SignInFailure(describeFailure(error, await translation, words), error)
  }
}

const causeOf = (error: unknown) => (error instanceof SignInFailure ? error.error : error)
const failureOf = (error: unknown, words: SignInAgainWords): FormFailure =>
  error instanceof SignInFailure
    ? error.failure
    : describeFailure(error, (message) => message, words)
const statusOf = (error: unknown) => toApiError(causeOf(error)).status

/** What each call is given: the calls and words, and its own input. */
type WithCalls<T> = T & { calls: SignInAgainCalls; words: SignInAgainWords }

/**
 * The sign-in dialog opened over a form whose call was answered 401 (the
 * session ended while the person typed). `credentials` → `loggingIn` →
 * (`twoFactor` → `verifying` →) `checking`, which asks the server who is now
 * signed in: the same person as the form's → `confirming` (the password just
 * typed also confirms it, so the call sent again does not ask a second time)
 * → `same`; anyone else → `other`. Cancelar ends it as `cancelled`. Nothing
 * closes it while a call is on its way. It names nobody: the phone may be
 * shared. `report` (provided by the host) says who signed in. Usable without
 * React: `createActor(signInAgainMachine.provide({ actions: { report } }), { input })`.
 */
export const signInAgainMachine = setup({
  types: {
    input: {} as SignInAgainInput,
    context: {} as SignInAgainContext,
    events: {} as SignInAgainEvent,
  },
  actors: {
    logIn: fromPromise<{ twoFactor: boolean }, WithCalls<{ email: string; password: string }>>(
      ({ input }) =>
        describing(input.words, () =>
          input.calls.logIn({ email: input.email, password: input.password }),
        ),
    ),
    answerTwoFactor: fromPromise<void, WithCalls<{ answer: TwoFactorAnswer }>>(({ input }) =>
      describing(input.words, () => input.calls.answerTwoFactor(input.answer)),
    ),
    fetchSignedInUser: fromPromise<CurrentUser, WithCalls<object>>(({ input, signal }) =>
      describing(input.words, () => input.calls.fetchSignedInUser(signal)),
    ),
    confirmPassword: fromPromise<void, WithCalls<{ password: string }>>(({ input }) =>
      input.calls.confirmPassword(input.password),
    ),
  },
  actions: {
    /** Who signed in (the app's host settles its prompt and tells the session here). */
    report: (_, _params: SignInAgainResult) => {},
    setCredentials: assign((_, params: { email: string; password: string }) => params),
    refuseMissing: assign(({ context }, params: { email: string; password: string }) => ({
      failure: refusedFields(
        {
          ...(params.email === '' ? { email: [context.words.signInAgain.emailMissing] } : {}),
          ...(params.password === '' ? { password: [context.words.fields.passwordMissing] } : {}),
        },
        context.words,
      ),
      refusals: context.refusals + 1,
    })),
    noteRefusal: assign(({ context }, params: { error: unknown }) => ({
      failure: failureOf(params.error, context.words),
      refusals: context.refusals + 1,
    })),
    noteTwoFactorRefusal: assign(({ context }, params: { error: unknown }) => ({
      failure: failureOf(params.error, context.words),
      twoFactorRefusals: context.twoFactorRefusals + 1,
    })),
    noteFailure: assign(({ context }, params: { error: unknown }) => ({
      failure: failureOf(params.error, context.words),
    })),
    clearFailure: assign({ failure: null }),
    setSignedIn: assign((_, params: { user: CurrentUser }) => ({ signedIn: params.user })),
  },
  guards: {
    credentialsMissing: (_, params: { email: string; password: string }) =>
      params.email === '' || params.password === '',
    /** A 422 (wrong e-mail or password, a wrong code) or a 429 (too many tries). */
    refused: (_, params: { error: unknown }) => {
      const status = statusOf(params.error)
      return status === 422 || status === 429
    },
    /**
     * Laravel answered the login with a redirect: someone was already signed in
     * again (in another tab). The server says who in `checking`.
     */
    alreadySignedIn: (_, params: { error: unknown }) =>
      toApiError(causeOf(params.error)).kind === 'redirected',
    twoFactorRequired: (_, params: { twoFactor: boolean }) => params.twoFactor,
    samePerson: ({ context }, params: { user: CurrentUser }) =>
      String(params.user.user.id) === String(context.heldUserId),
    /** Nobody is signed in after all (the session ended again): the e-mail and password again. */
    nobodySignedIn: (_, params: { error: unknown }) => {
      const status = statusOf(params.error)
      return status === 401 || status === 419
    },
    /**
     * 409: someone is signed in whose e-mail is not verified. Without their
     * id it cannot be the form's person for sure: privacy first.
     */
    unverified: (_, params: { error: unknown }) => statusOf(params.error) === 409,
  },
}).createMachine({
  id: 'signInAgain',
  context: ({ input }) => ({
    heldUserId: input.heldUserId,
    calls: input.calls,
    words: input.words,
    email: '',
    password: '',
    signedIn: null,
    failure: null,
    refusals: 0,
    twoFactorRefusals: 0,
  }),
  initial: 'credentials',
  states: {
    credentials: {
      initial: 'idle',
      on: {
        'signIn.submit': [
          {
            guard: {
              type: 'credentialsMissing',
              params: ({ event }) => ({ email: event.email, password: event.password }),
            },
            target: '.refused',
            actions: {
              type: 'refuseMissing',
              params: ({ event }) => ({ email: event.email, password: event.password }),
            },
          },
          {
            target: 'loggingIn',
            actions: {
              type: 'setCredentials',
              params: ({ event }) => ({ email: event.email, password: event.password }),
            },
          },
        ],
        'signIn.cancel': 'cancelled',
      },
      states: {
        idle: {},
        /** A wrong or missing e-mail or password, or too many tries: the messages by the fields. */
        refused: {},
        /** No answer or a server error: the message above the buttons; the same button retries. */
        failed: {},
      },
    },
    loggingIn: {
      invoke: {
        src: 'logIn',
        input: ({ context }) => ({
          calls: context.calls,
          words: context.words,
          email: context.email,
          password: context.password,
        }),
        onDone: [
          {
            guard: {
              type: 'twoFactorRequired',
              params: ({ event }) => ({ twoFactor: event.output.twoFactor }),
            },
            target: 'twoFactor',
            actions: 'clearFailure',
          },
          { target: 'checking', actions: 'clearFailure' },
        ],
        onError: [
          {
            guard: { type: 'alreadySignedIn', params: ({ event }) => ({ error: event.error }) },
            target: 'checking',
            actions: 'clearFailure',
          },
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'credentials.refused',
            actions: { type: 'noteRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'credentials.failed',
            actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    twoFactor: {
      initial: 'idle',
      on: {
        'signIn.twoFactor.answer': 'verifying',
        'signIn.twoFactor.back': { target: 'credentials', actions: 'clearFailure' },
        'signIn.cancel': 'cancelled',
      },
      states: {
        idle: {},
        refused: {},
        failed: {},
      },
    },
    verifying: {
      invoke: {
        src: 'answerTwoFactor',
        // The answer event is the only way in.
        input: ({ context, event }) => ({
          calls: context.calls,
          words: context.words,
          answer: event.type === 'signIn.twoFactor.answer' ? event.answer : { code: '' },
        }),
        onDone: { target: 'checking', actions: 'clearFailure' },
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'twoFactor.refused',
            actions: {
              type: 'noteTwoFactorRefusal',
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            target: 'twoFactor.failed',
            actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    checking: {
      invoke: {
        src: 'fetchSignedInUser',
        input: ({ context }) => ({ calls: context.calls, words: context.words }),
        onDone: [
          {
            guard: { type: 'samePerson', params: ({ event }) => ({ user: event.output }) },
            target: 'confirming',
            actions: { type: 'setSignedIn', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'other' },
        ],
        onError: [
          {
            guard: { type: 'unverified', params: ({ event }) => ({ error: event.error }) },
            target: 'other',
          },
          {
            guard: { type: 'nobodySignedIn', params: ({ event }) => ({ error: event.error }) },
            target: 'credentials.failed',
            actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'checkFailed',
            actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /**
     * Someone is signed in, but the server could not say who: nothing goes
     * anywhere until it can ("Tentar novamente").
     */
    checkFailed: {
      on: {
        'signIn.retry': { target: 'checking', actions: 'clearFailure' },
        'signIn.cancel': 'cancelled',
      },
    },
    confirming: {
      // Its failure changes nothing: the call sent again then asks for the password itself.
      invoke: {
        src: 'confirmPassword',
        input: ({ context }) => ({
          calls: context.calls,
          words: context.words,
          password: context.password,
        }),
        onDone: 'same',
        onError: 'same',
      },
    },
    same: {
      type: 'final',
      entry: {
        type: 'report',
        params: ({ context }) =>
          context.signedIn === null
            ? { person: 'other' as const }
            : { person: 'same' as const, user: context.signedIn },
      },
    },
    other: { type: 'final', entry: { type: 'report', params: { person: 'other' } } },
    cancelled: { type: 'final', entry: { type: 'report', params: { person: 'nobody' } } },
  },
})

export type SignInAgainSnapshot = SnapshotFrom<typeof signInAgainMachine>

/** The dialog is open until someone signed in or the person cancelled. */
export const selectSignInAgainOpen = (snapshot: SignInAgainSnapshot): boolean =>
  snapshot.status !== 'done'

/** A call is on its way: the buttons wait and nothing closes the dialog. */
export const selectSignInAgainPending = (snapshot: SignInAgainSnapshot): boolean =>
  snapshot.matches('loggingIn') ||
  snapshot.matches('verifying') ||
  snapshot.matches('checking') ||
  snapshot.matches('confirming')

/** The second step (the code of the authenticator app or a recovery code) is asked. */
export const selectSignInAgainTwoFactor = (snapshot: SignInAgainSnapshot): boolean =>
  snapshot.matches('twoFactor') || snapshot.matches('verifying')

/** The messages by the e-mail and password fields. */
export const selectSignInAgainFieldErrors = (
  snapshot: SignInAgainSnapshot,
): Record<string, string[]> =>
  snapshot.matches({ credentials: 'refused' }) ? (snapshot.context.failure?.fieldErrors ?? {}) : {}

/** A refusal with no field of its own (a 429), or a failure: above the buttons. */
export const selectSignInAgainFailureMessage = (snapshot: SignInAgainSnapshot): string | null => {
  const failure = snapshot.context.failure
  if (failure === null) return null
  if (snapshot.matches({ credentials: 'refused' })) {
    return Object.keys(failure.fieldErrors).length === 0 ? failure.message : null
  }
  if (
    snapshot.matches({ credentials: 'failed' }) ||
    snapshot.matches({ twoFactor: 'failed' }) ||
    snapshot.matches('checkFailed')
  )
    return failure.message
  return null
}

/** The server's refusal of the last two-factor answer, for the step's own summary. */
export const selectSignInAgainTwoFactorRefusal = (
  snapshot: SignInAgainSnapshot,
): FormFailure | null =>
  snapshot.matches({ twoFactor: 'refused' }) ? snapshot.context.failure : null

export const selectSignInAgainTwoFactorRefusals = (snapshot: SignInAgainSnapshot): number =>
  snapshot.context.twoFactorRefusals

export const selectSignInAgainRefusals = (snapshot: SignInAgainSnapshot): number =>
  snapshot.context.refusals

/** The check of who signed in failed: "Tentar novamente" asks again. */
export const selectSignInAgainCheckFailed = (snapshot: SignInAgainSnapshot): boolean =>
  snapshot.matches('checkFailed')

/** The e-mail the last sign-in was sent with: the field's default after "Voltar". */
export const selectSignInAgainSentEmail = (snapshot: SignInAgainSnapshot): string =>
  snapshot.context.email
