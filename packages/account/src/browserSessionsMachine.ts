import { toApiError } from '@conecta/session-machine'
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import type { AccountStrings } from './accountStrings.js'
import type { BrowserSession, BrowserSessionsCalls } from './browserSessions.js'
import { actionFailureMessage } from './describeFailure.js'
import type { EndOtherSessionsOffer } from './endOtherSessions.js'

/** The words the machine says: its notices, and a failure's message. */
export type BrowserSessionsWords = Pick<AccountStrings, 'browserSessions' | 'failure'>

export interface BrowserSessionsInput {
  /** The list's calls (`createBrowserSessionsCalls(client)`, or a host's around them). */
  calls: BrowserSessionsCalls
  /** The catalogue's words for its notices and failures (`accountPt` by default in the block). */
  words: BrowserSessionsWords
  /**
   * The backend is already known to lack the routes (it answered 404 before):
   * the machine does not ask again and stops in `unavailable`.
   * @defaultValue false
   */
  knownMissing?: boolean
}

export interface BrowserSessionsContext {
  calls: BrowserSessionsCalls
  words: BrowserSessionsWords
  sessions: BrowserSession[]
  /** What the last action achieved, announced politely. */
  notice: string | null
  /** Why the list or the last action failed, in the catalogue's words; `null` when nothing failed. */
  failure: string | null
  /** The session being ended, while its call is on its way. */
  endingId: string | null
  /** The backend answered 404 before (the input's `knownMissing`). */
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
 * "Sessões activas": the list of the browsers where the account is open,
 * ending one session, ending all the others, through the input's calls. A
 * backend without the routes answers 404 and the machine stops in
 * `unavailable`, where a screen shows nothing. Ending a session may first ask
 * for the password: the Sanctum client's confirmation does that, below this
 * machine. Usable without React: `createActor(browserSessionsMachine, { input })`.
 */
export const browserSessionsMachine = setup({
  types: {
    context: {} as BrowserSessionsContext,
    events: {} as BrowserSessionsEvent,
    input: {} as BrowserSessionsInput,
  },
  actors: {
    loadSessions: fromPromise<BrowserSession[] | 'unavailable', { calls: BrowserSessionsCalls }>(
      ({ input, signal }) => silentOnceAborted(signal, input.calls.list(signal)),
    ),
    endSession: fromPromise(
      ({
        input,
      }: {
        input: { calls: BrowserSessionsCalls; id: string; words: BrowserSessionsWords }
      }) =>
        input.calls.end(input.id).then(
          () => input.words.browserSessions.ended,
          (error: unknown) => {
            // Ended elsewhere in the meantime: what the person wanted is done.
            if (toApiError(error).status === 404) return input.words.browserSessions.alreadyEnded
            throw error
          },
        ),
    ),
    endOtherSessions: fromPromise<void, { calls: BrowserSessionsCalls }>(({ input }) =>
      input.calls.endOthers(),
    ),
  },
}).createMachine({
  id: 'browserSessions',
  context: ({ input }) => ({
    calls: input.calls,
    words: input.words,
    sessions: [],
    notice: null,
    failure: null,
    endingId: null,
    knownMissing: input.knownMissing ?? false,
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
        input: ({ context }) => ({ calls: context.calls }),
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
          actions: assign({
            failure: ({ context, event }) =>
              context.words.failure.describe(toApiError(event.error)),
          }),
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
            input: ({ context }) => ({
              calls: context.calls,
              id: context.endingId ?? '',
              words: context.words,
            }),
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
                failure: ({ context, event }) => actionFailureMessage(event.error, context.words),
                endingId: null,
              }),
            },
          },
        },
        endingOthers: {
          invoke: {
            src: 'endOtherSessions',
            input: ({ context }) => ({ calls: context.calls }),
            onDone: {
              target: 'refreshing',
              actions: assign({
                sessions: ({ context }) =>
                  context.sessions.filter((session) => session.is_current_device),
                notice: ({ context }) => context.words.browserSessions.othersEnded,
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                failure: ({ context, event }) => actionFailureMessage(event.error, context.words),
              }),
            },
          },
        },
        // The list as the server now has it; a failure keeps the list already shown.
        refreshing: {
          // An answer asked before the change would show sessions it ended.
          on: { reload: { target: 'refreshing', reenter: true } },
          invoke: {
            src: 'loadSessions',
            input: ({ context }) => ({ calls: context.calls }),
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

export type BrowserSessionsSnapshot = SnapshotFrom<typeof browserSessionsMachine>

/**
 * Whether a password form beside the list can offer to end the other
 * sessions: once the list loaded (the backend has the routes); while it
 * loads, unknown; a 404, or a list that could not be loaded, offers nothing.
 */
export function selectEndOtherSessionsOffer(
  snapshot: BrowserSessionsSnapshot,
): EndOtherSessionsOffer {
  if (snapshot.matches('ready')) return 'offered'
  if (snapshot.matches('loading') || snapshot.matches('starting')) return 'unknown'
  return 'absent'
}
