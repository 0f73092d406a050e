import { toApiError } from '@conecta/session-machine'
import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate'
import type { AccountStrings } from './accountStrings.js'
import { actionFailureMessage } from './describeFailure.js'
import { isSixDigits, normaliseTwoFactorCode } from './twoFactorCode.js'
import type { TwoFactorSecret, TwoFactorSetupCalls } from './twoFactorSetupCalls.js'

/** The words the machine says: its refusals, its notices, and a failure's message. */
export type TwoFactorSetupWords = Pick<AccountStrings, 'twoFactorSetup' | 'failure'>

export interface TwoFactorSetupInput {
  /** The set-up's calls (`createTwoFactorSetupCalls(client)`, or a host's around them). */
  calls: TwoFactorSetupCalls
  /** The catalogue's words for its refusals, notices and failures (`accountPt` by default in the block). */
  words: TwoFactorSetupWords
  /**
   * The user's `two_factor_confirmed_at` when the screen opens: a date when
   * two-factor is on, `null` when off, absent (`undefined`) on a backend
   * without two-factor, where the machine stops in `unavailable`.
   */
  confirmedAt: string | null | undefined
}

export interface TwoFactorSetupContext {
  calls: TwoFactorSetupCalls
  words: TwoFactorSetupWords
  /** What the app needs to add the account, while setting up. */
  secret: TwoFactorSecret | null
  /** Shown once, right after two-factor is turned on or the codes are renewed. */
  recoveryCodes: string[]
  /** Why the code typed was not taken, beside its field, in the catalogue's words. */
  codeError: string | null
  /** Why the last call failed, in the catalogue's words; `null` when nothing failed or the person cancelled. */
  failure: string | null
  /** What the last action achieved, announced politely. */
  notice: string | null
  /** The user's `two_factor_confirmed_at` when the screen opened; absent on a backend without two-factor. */
  startedWith: string | null | undefined
}

export type TwoFactorSetupEvent =
  | { type: 'enable' }
  /** Sent with what the code's field holds. */
  | { type: 'confirm'; code: string }
  | { type: 'cancel' }
  | { type: 'codesSaved' }
  | { type: 'regenerate' }
  | { type: 'disable' }
  | { type: 'keep' }
  | { type: 'disableConfirmed' }

/**
 * What the machine tells its host (`actor.on('userChanged', …)`): two-factor
 * went on (the date it did) or off (`null`). A host keeps its copy of the
 * user true with it (the block tells the session: `session.userUpdated`).
 */
export type TwoFactorSetupEmitted = { type: 'userChanged'; confirmedAt: string | null }

/**
 * Two-factor authentication set up from the phone itself (Laravel Fortify):
 * turning it on (`enabling` the secret, `settingUp` until a first code is
 * `confirming`), the recovery codes shown once (`on.showingCodes`), renewing
 * them, and turning it off after asking (`on.askingToDisable` →
 * `disabling`). Cancelling a set-up forgets its secret. A code that is not
 * six digits is refused before it is sent. Any call may first ask for the
 * password: the Sanctum client's confirmation does that, below this machine.
 * It emits `userChanged` when two-factor goes on or off, so the host's copy of
 * the user stays true. Usable without React: `createActor(twoFactorSetupMachine,
 * { input })`, then `actor.on('userChanged', …)`.
 */
export const twoFactorSetupMachine = setup({
  types: {
    context: {} as TwoFactorSetupContext,
    events: {} as TwoFactorSetupEvent,
    input: {} as TwoFactorSetupInput,
    emitted: {} as TwoFactorSetupEmitted,
  },
  actors: {
    startSetup: fromPromise<TwoFactorSecret, { calls: TwoFactorSetupCalls }>(({ input }) =>
      input.calls.start(),
    ),
    confirm: fromPromise<string[], { calls: TwoFactorSetupCalls; code: string }>(({ input }) =>
      input.calls.confirm(input.code),
    ),
    regenerate: fromPromise<string[], { calls: TwoFactorSetupCalls }>(({ input }) =>
      input.calls.regenerate(),
    ),
    disable: fromPromise<void, { calls: TwoFactorSetupCalls }>(({ input }) =>
      input.calls.disable(),
    ),
  },
  actions: {
    clearMessages: assign({ failure: null, notice: null, codeError: null }),
    noteFailure: assign(({ context }, params: { error: unknown }) => ({
      failure: actionFailureMessage(params.error, context.words),
    })),
  },
}).createMachine({
  id: 'twoFactorSetup',
  context: ({ input }) => ({
    calls: input.calls,
    words: input.words,
    secret: null,
    recoveryCodes: [],
    codeError: null,
    failure: null,
    notice: null,
    startedWith: input.confirmedAt,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        // A backend without two-factor sends no `two_factor_confirmed_at` at all.
        { guard: ({ context }) => context.startedWith === undefined, target: 'unavailable' },
        { guard: ({ context }) => context.startedWith === null, target: 'off' },
        { target: 'on' },
      ],
    },
    unavailable: { type: 'final' },
    off: {
      on: { enable: { target: 'enabling', actions: 'clearMessages' } },
    },
    enabling: {
      invoke: {
        src: 'startSetup',
        input: ({ context }) => ({ calls: context.calls }),
        onDone: { target: 'settingUp', actions: assign({ secret: ({ event }) => event.output }) },
        onError: {
          target: 'off',
          actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    settingUp: {
      on: {
        confirm: [
          {
            guard: ({ event }) => isSixDigits(normaliseTwoFactorCode(event.code)),
            target: 'confirming',
          },
          {
            actions: assign({
              codeError: ({ context }) => context.words.twoFactorSetup.codeNotSixDigits,
              failure: null,
            }),
          },
        ],
        cancel: { target: 'cancelling', actions: 'clearMessages' },
      },
    },
    confirming: {
      entry: 'clearMessages',
      invoke: {
        src: 'confirm',
        input: ({ context, event }) => ({
          calls: context.calls,
          code: event.type === 'confirm' ? normaliseTwoFactorCode(event.code) : '',
        }),
        onDone: {
          target: 'on.showingCodes',
          actions: [
            assign({
              recoveryCodes: ({ event }) => event.output,
              secret: null,
              notice: ({ context }) => context.words.twoFactorSetup.turnedOn,
            }),
            emit(() => ({ type: 'userChanged', confirmedAt: new Date().toISOString() }) as const),
          ],
        },
        onError: [
          {
            guard: ({ event }) => toApiError(event.error).isValidation,
            target: 'settingUp',
            actions: assign({
              codeError: ({ context }) => context.words.twoFactorSetup.codeRefused,
            }),
          },
          {
            target: 'settingUp',
            actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    // Setting up abandoned: the unconfirmed secret is forgotten, as if never asked for.
    cancelling: {
      invoke: {
        src: 'disable',
        input: ({ context }) => ({ calls: context.calls }),
        onDone: { target: 'off', actions: assign({ secret: null }) },
        onError: {
          target: 'settingUp',
          actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    on: {
      initial: 'idle',
      states: {
        idle: {},
        showingCodes: {
          on: {
            codesSaved: { target: 'idle', actions: assign({ recoveryCodes: [], notice: null }) },
          },
        },
        regenerating: {
          invoke: {
            src: 'regenerate',
            input: ({ context }) => ({ calls: context.calls }),
            onDone: {
              target: 'showingCodes',
              actions: assign({ recoveryCodes: ({ event }) => event.output }),
            },
            onError: {
              target: 'idle',
              actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        askingToDisable: {
          on: {
            keep: 'idle',
            disableConfirmed: '#twoFactorSetup.disabling',
          },
        },
      },
      on: {
        regenerate: {
          target: '.regenerating',
          actions: ['clearMessages', assign({ recoveryCodes: [] })],
        },
        disable: {
          target: '.askingToDisable',
          actions: ['clearMessages', assign({ recoveryCodes: [] })],
        },
      },
    },
    disabling: {
      invoke: {
        src: 'disable',
        input: ({ context }) => ({ calls: context.calls }),
        onDone: {
          target: 'off',
          actions: [
            assign({ notice: ({ context }) => context.words.twoFactorSetup.turnedOff }),
            emit({ type: 'userChanged', confirmedAt: null }),
          ],
        },
        onError: {
          target: 'on.idle',
          actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})

export type TwoFactorSetupSnapshot = SnapshotFrom<typeof twoFactorSetupMachine>

/** Which part the screen shows: nothing, the offer, the set-up's two steps, or what is on. */
export type TwoFactorSetupView = 'unavailable' | 'off' | 'settingUp' | 'on'

export const selectTwoFactorSetupView = (snapshot: TwoFactorSetupSnapshot): TwoFactorSetupView =>
  snapshot.matches('unavailable')
    ? 'unavailable'
    : snapshot.matches('off') || snapshot.matches('enabling')
      ? 'off'
      : snapshot.matches('settingUp') ||
          snapshot.matches('confirming') ||
          snapshot.matches('cancelling')
        ? 'settingUp'
        : 'on'

/** Which button's call is on its way, if any. */
export type TwoFactorSetupBusy =
  | 'enabling'
  | 'confirming'
  | 'cancelling'
  | 'regenerating'
  | 'disabling'
  | null

export const selectTwoFactorSetupBusy = (snapshot: TwoFactorSetupSnapshot): TwoFactorSetupBusy =>
  snapshot.matches('enabling')
    ? 'enabling'
    : snapshot.matches('confirming')
      ? 'confirming'
      : snapshot.matches('cancelling')
        ? 'cancelling'
        : snapshot.matches({ on: 'regenerating' })
          ? 'regenerating'
          : snapshot.matches('disabling')
            ? 'disabling'
            : null

/** Whether the recovery codes are on screen (shown once: right after they were made). */
export const selectShowingRecoveryCodes = (snapshot: TwoFactorSetupSnapshot): boolean =>
  snapshot.matches({ on: 'showingCodes' })

export const selectRecoveryCodes = (snapshot: TwoFactorSetupSnapshot): readonly string[] =>
  snapshot.context.recoveryCodes

/** Whether the person is asked before two-factor goes off (and while it goes). */
export const selectAskingToDisable = (snapshot: TwoFactorSetupSnapshot): boolean =>
  snapshot.matches({ on: 'askingToDisable' }) || snapshot.matches('disabling')

/** The secret to add to the app, while setting up. */
export const selectTwoFactorSecret = (snapshot: TwoFactorSetupSnapshot) => snapshot.context.secret

export const selectTwoFactorCodeError = (snapshot: TwoFactorSetupSnapshot) =>
  snapshot.context.codeError

export const selectTwoFactorNotice = (snapshot: TwoFactorSetupSnapshot) => snapshot.context.notice

export const selectTwoFactorFailure = (snapshot: TwoFactorSetupSnapshot) => snapshot.context.failure
