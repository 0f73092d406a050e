import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import { type ApiError, toApiError } from './ApiError.js'
import type { CurrentUser } from './CurrentUser.js'
import type { CsrfPrimeResult, SanctumClient } from './createSanctumClient.js'
import { createUserStorage, type UserStorage } from './createUserStorage.js'
import { fetchUser } from './fetchUser.js'

export interface SessionInput {
  client: SanctumClient
  /** @defaultValue `createUserStorage()`: localStorage when there is one */
  storage?: UserStorage
}

export interface SessionMachineContext {
  client: SanctumClient
  storage: UserStorage
  /** Starts as the stored user; always `null` after a failed user fetch. */
  user: CurrentUser | null
  /** Why the last priming or user fetch failed; `null` after a success. */
  error: ApiError | null
}

export type SessionEvent =
  /** After a login or registration: fetch the user. */
  | { type: 'session.signedIn' }
  /** After a logout or account deletion: forget the user at once. */
  | { type: 'session.signedOut' }
  /** After a change on the server (profile, payment, trial): refetch, keeping the user shown. */
  | { type: 'session.refresh' }
  /** Replace the user with one the app already has. */
  | { type: 'session.userUpdated'; user: CurrentUser }

export interface LogErrorParams {
  message: string
  detail: unknown
}

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionMachineContext,
    events: {} as SessionEvent,
  },
  actors: {
    primeCsrf: fromPromise<CsrfPrimeResult, { client: SanctumClient }>(({ input, signal }) =>
      input.client.primeCsrf({ signal }),
    ),
    fetchUser: fromPromise<CurrentUser, { client: SanctumClient }>(({ input, signal }) =>
      fetchUser(input.client, { signal }),
    ),
  },
  actions: {
    storeUser: ({ context }, params: { user: CurrentUser }) => {
      context.storage.write(params.user)
    },
    clearStoredUser: ({ context }) => {
      context.storage.clear()
    },
    logError: (_, params: LogErrorParams) => {
      console.error(params.message, params.detail)
    },
    // The app shows the 'Efectue o login' toast (spec §2) off the home page;
    // the machine knows neither pages nor toasts.
    notifyUserFetchFailed: (_, _params: { error: ApiError }) => {},
    // The app sends an unverified person to /verify-email.
    notifyUserUnverified: (_, _params: { error: ApiError }) => {},
  },
  guards: {
    isCsrfPrimed: (_, params: { result: CsrfPrimeResult }) => params.result.ok,
    // On /api/user a 409 only ever means "e-mail not verified" (Laravel's
    // EnsureEmailIsVerified), whatever language the backend words it in.
    isUnverifiedError: (_, params: { error: ApiError }) =>
      params.error.kind === 'http' && params.error.status === 409,
    isMaintenanceError: (_, params: { error: ApiError }) => params.error.isMaintenance,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    const storage = input.storage ?? createUserStorage()
    return { client: input.client, storage, user: storage.read(), error: null }
  },
  initial: 'primingCsrf',
  states: {
    primingCsrf: {
      invoke: {
        id: 'primeCsrf',
        src: 'primeCsrf',
        input: ({ context }) => ({ client: context.client }),
        onDone: [
          {
            guard: { type: 'isCsrfPrimed', params: ({ event }) => ({ result: event.output }) },
            target: 'fetchingUser',
          },
          {
            // Spec §7: any status but 204 has its JSON body logged and the app
            // replaced by the 503 page.
            target: 'maintenance',
            actions: [
              assign({ error: ({ event }) => (event.output.ok ? null : event.output.error) }),
              {
                type: 'logError',
                params: ({ event }) => ({
                  message: 'CSRF priming failed',
                  detail: event.output.ok
                    ? null
                    : { status: event.output.status, body: event.output.body },
                }),
              },
            ],
          },
        ],
        onError: {
          target: 'maintenance',
          actions: [
            assign({ error: ({ event }) => toApiError(event.error) }),
            {
              type: 'logError',
              params: ({ event }) => ({ message: 'CSRF priming failed', detail: event.error }),
            },
          ],
        },
      },
      on: {
        'session.signedOut': { actions: [assign({ user: null }), 'clearStoredUser'] },
      },
    },
    fetchingUser: {
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        input: ({ context }) => ({ client: context.client }),
        onDone: {
          target: 'authenticated',
          actions: [
            assign({ user: ({ event }) => event.output, error: null }),
            { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        // Spec §4: a failed fetch clears the user and logs the error, whatever
        // the failure; only what the app is told differs.
        onError: [
          {
            guard: {
              type: 'isUnverifiedError',
              params: ({ event }) => ({ error: toApiError(event.error) }),
            },
            target: 'unverified',
            actions: [
              assign({ user: null, error: ({ event }) => toApiError(event.error) }),
              'clearStoredUser',
              {
                type: 'logError',
                params: ({ event }) => ({ message: 'User fetch failed', detail: event.error }),
              },
              {
                type: 'notifyUserUnverified',
                params: ({ event }) => ({ error: toApiError(event.error) }),
              },
            ],
          },
          {
            guard: {
              type: 'isMaintenanceError',
              params: ({ event }) => ({ error: toApiError(event.error) }),
            },
            target: 'maintenance',
            actions: [
              assign({ user: null, error: ({ event }) => toApiError(event.error) }),
              'clearStoredUser',
              {
                type: 'logError',
                params: ({ event }) => ({ message: 'User fetch failed', detail: event.error }),
              },
            ],
          },
          {
            target: 'anonymous',
            actions: [
              assign({ user: null, error: ({ event }) => toApiError(event.error) }),
              'clearStoredUser',
              {
                type: 'logError',
                params: ({ event }) => ({ message: 'User fetch failed', detail: event.error }),
              },
              {
                type: 'notifyUserFetchFailed',
                params: ({ event }) => ({ error: toApiError(event.error) }),
              },
            ],
          },
        ],
      },
      on: {
        // Re-entering restarts the fetch (the running one is aborted), so an
        // answer that predates a login cannot overwrite it.
        'session.signedIn': { target: 'fetchingUser', reenter: true },
        'session.refresh': { target: 'fetchingUser', reenter: true },
        'session.signedOut': {
          target: 'anonymous',
          actions: [assign({ user: null }), 'clearStoredUser'],
        },
        'session.userUpdated': {
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: 'storeUser', params: ({ event }) => ({ user: event.user }) },
          ],
        },
      },
    },
    authenticated: {
      on: {
        'session.signedIn': 'fetchingUser',
        'session.refresh': 'fetchingUser',
        'session.signedOut': {
          target: 'anonymous',
          actions: [assign({ user: null }), 'clearStoredUser'],
        },
        'session.userUpdated': {
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: 'storeUser', params: ({ event }) => ({ user: event.user }) },
          ],
        },
      },
    },
    anonymous: {
      on: {
        'session.signedIn': 'fetchingUser',
        'session.refresh': 'fetchingUser',
      },
    },
    unverified: {
      on: {
        'session.signedIn': 'fetchingUser',
        'session.refresh': 'fetchingUser',
        'session.signedOut': 'anonymous',
      },
    },
    maintenance: {
      on: {
        // The only way out is to start over, CSRF cookie included.
        'session.refresh': { target: 'primingCsrf', actions: assign({ error: null }) },
      },
    },
  },
})

export type SessionMachine = typeof sessionMachine
export type SessionSnapshot = SnapshotFrom<SessionMachine>
