import { actionFailureMessage } from '@conecta/account'
import { toApiError } from '@conecta/session-machine'
import { assign, fromPromise, setup } from 'xstate'
import {
  type BrowserSession,
  endBrowserSession,
  endOtherBrowserSessions,
  fetchBrowserSessions,
} from './browserSessionsApi'

export const SESSION_ENDED = 'Sessão terminada. Esse dispositivo terá de entrar de novo.'
export const SESSION_ALREADY_ENDED = 'Essa sessão já tinha terminado.'
export const OTHER_SESSIONS_ENDED =
  'As outras sessões foram terminadas. Só este dispositivo continua com a conta aberta.'

export interface BrowserSessionsContext {
  sessions: BrowserSession[]
  /** What the last action achieved, announced politely. */
  notice: string | null
  /** Why the list or the last action failed, in Portuguese; `null` when nothing failed. */
  failure: string | null
  /** The session being ended, while its call is on its way. */
  endingId: string | null
  /** The backend answered 404 before, while this page lived (api/backendFeatures). */
  knownMissing: boolean
}

export type BrowserSessionsEvent =
  | { type: 'retry' }
  | { type: 'end'; id: string }
  | { type: 'endOthers' }
  /** The sessions changed elsewhere (a password change that ended the others): ask again. */
  | { type: 'reload' }

/** This device first, then the others, the most recently active first. */
function inReadingOrder(sessions: readonly BrowserSession[]): BrowserSession[] {
  return [...sessions].sort(
    (a, b) =>
      Number(b.is_current_device) - Number(a.is_current_device) ||
      Date.parse(b.last_active_at) - Date.parse(a.last_active_at),
  )
}

/**
 * A call cancelled by its own actor's signal never settles. React's StrictMode
 * stops a component's actor and starts it again from the same snapshot
 * (@xstate/react), which runs the invoked call anew: without this, the first
 * call's abort would arrive in the restarted machine as its failure.
 */
function silentOnceAborted<T>(signal: AbortSignal, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (signal.aborted) return new Promise<T>(() => {})
    throw error
  })
}

/**
 * "Sessões activas" (docs/product.md#active-sessions): the list, ending one
 * session, ending all the others. A backend without the routes answers 404
 * and the machine stops in `unavailable`, where the screen shows nothing.
 * Ending a session may first ask for the password: the Sanctum client's
 * confirmation does that, below this machine.
 */
export const browserSessionsMachine = setup({
  types: {
    context: {} as BrowserSessionsContext,
    events: {} as BrowserSessionsEvent,
    input: {} as { knownMissing: boolean },
  },
  actors: {
    loadSessions: fromPromise<BrowserSession[] | 'unavailable'>(({ signal }) =>
      silentOnceAborted(signal, fetchBrowserSessions(signal)),
    ),
    endSession: fromPromise(({ input }: { input: { id: string } }) =>
      endBrowserSession(input.id).then(
        () => SESSION_ENDED,
        (error: unknown) => {
          // Ended elsewhere in the meantime: what the person wanted is done.
          if (toApiError(error).status === 404) return SESSION_ALREADY_ENDED
          throw error
        },
      ),
    ),
    endOtherSessions: fromPromise(() => endOtherBrowserSessions()),
  },
}).createMachine({
  id: 'browserSessions',
  context: ({ input }) => ({
    sessions: [],
    notice: null,
    failure: null,
    endingId: null,
    knownMissing: input.knownMissing,
  }),
  initial: 'starting',
  states: {
    // A backend already known to lack the routes is not asked again.
    starting: {
      always: [
        { guard: ({ context }) => context.knownMissing, target: 'unavailable' },
        { target: 'loading' },
      ],
    },
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'loadSessions',
        onDone: [
          { guard: ({ event }) => event.output === 'unavailable', target: 'unavailable' },
          {
            target: 'ready',
            actions: assign({
              sessions: ({ event }) =>
                event.output === 'unavailable' ? [] : inReadingOrder(event.output),
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toApiError(event.error).message }),
        },
      },
    },
    failed: {
      on: { retry: 'loading', reload: 'loading' },
    },
    unavailable: { type: 'final' },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            reload: 'refreshing',
            end: {
              guard: ({ context, event }) =>
                context.sessions.some(
                  (session) => session.id === event.id && !session.is_current_device,
                ),
              target: 'ending',
              actions: assign({ endingId: ({ event }) => event.id, notice: null, failure: null }),
            },
            endOthers: {
              guard: ({ context }) =>
                context.sessions.some((session) => !session.is_current_device),
              target: 'endingOthers',
              actions: assign({ notice: null, failure: null }),
            },
          },
        },
        ending: {
          invoke: {
            src: 'endSession',
            input: ({ context }) => ({ id: context.endingId ?? '' }),
            onDone: {
              target: 'refreshing',
              actions: assign({
                sessions: ({ context }) =>
                  context.sessions.filter((session) => session.id !== context.endingId),
                notice: ({ event }) => event.output,
                endingId: null,
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                failure: ({ event }) => actionFailureMessage(event.error),
                endingId: null,
              }),
            },
          },
        },
        endingOthers: {
          invoke: {
            src: 'endOtherSessions',
            onDone: {
              target: 'refreshing',
              actions: assign({
                sessions: ({ context }) =>
                  context.sessions.filter((session) => session.is_current_device),
                notice: OTHER_SESSIONS_ENDED,
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({ failure: ({ event }) => actionFailureMessage(event.error) }),
            },
          },
        },
        // The list as the server now has it; a failure keeps the list already shown.
        refreshing: {
          // An answer asked before the change would show sessions it ended.
          on: { reload: { target: 'refreshing', reenter: true } },
          invoke: {
            src: 'loadSessions',
            onDone: {
              target: 'idle',
              actions: assign({
                sessions: ({ context, event }) =>
                  event.output === 'unavailable' ? context.sessions : inReadingOrder(event.output),
              }),
            },
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
})
