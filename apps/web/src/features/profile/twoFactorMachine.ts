import { actionFailureMessage } from '@conecta/account'
import { toApiError } from '@conecta/session-machine'
import { assign, fromPromise, setup } from 'xstate'
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  type TwoFactorSetup,
} from './twoFactorApi'
import { isSixDigits, normaliseTwoFactorCode } from './twoFactorCode'

export const CODE_NOT_SIX_DIGITS =
  'Introduza os 6 algarismos que a aplicação de autenticação mostra.'
export const CODE_REFUSED =
  'Esse código não está correcto ou já expirou. Introduza o código que a aplicação mostra agora; se voltar a falhar, confirme que a hora do telemóvel está certa.'
export const TWO_FACTOR_ON = 'A verificação em dois passos está activa.'
export const TWO_FACTOR_OFF = 'A verificação em dois passos foi desactivada.'

export interface TwoFactorContext {
  /** What the app needs to add the account, while setting up. */
  setup: TwoFactorSetup | null
  /** Shown once, right after two-factor is turned on or the codes are renewed. */
  recoveryCodes: string[]
  /** Why the code typed was not taken, beside its field. */
  codeError: string | null
  /** Why the last call failed; `null` when nothing failed or the person cancelled. */
  failure: string | null
  /** What the last action achieved, announced politely. */
  notice: string | null
  /** The user's `two_factor_confirmed_at` when the screen opened; absent on a backend without two-factor. */
  startedWith: string | null | undefined
}

export type TwoFactorEvent =
  | { type: 'enable' }
  | { type: 'confirm'; code: string }
  | { type: 'cancel' }
  | { type: 'codesSaved' }
  | { type: 'regenerate' }
  | { type: 'disable' }
  | { type: 'keep' }
  | { type: 'disableConfirmed' }

/**
 * Two-factor authentication in the security tab (docs/product.md#two-factor-authentication):
 * turning it on (the secret, then a first code), the recovery codes shown
 * once, renewing them and turning it off. `userChanged` tells the session
 * what changed, so the stored user stays true.
 */
export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    input: {} as { confirmedAt: string | null | undefined },
  },
  actors: {
    startSetup: fromPromise(() => startTwoFactorSetup()),
    confirm: fromPromise(({ input }: { input: { code: string } }) => confirmTwoFactor(input.code)),
    regenerate: fromPromise(() => regenerateRecoveryCodes()),
    disable: fromPromise(() => disableTwoFactor()),
  },
  actions: {
    clearMessages: assign({ failure: null, notice: null, codeError: null }),
    // Provided by the view: the session's user gets (or loses) `two_factor_confirmed_at`.
    userChanged: (_, _params: { confirmedAt: string | null }) => {},
  },
}).createMachine({
  id: 'twoFactor',
  context: ({ input }) => ({
    setup: null,
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
        onDone: { target: 'settingUp', actions: assign({ setup: ({ event }) => event.output }) },
        onError: {
          target: 'off',
          actions: assign({ failure: ({ event }) => actionFailureMessage(event.error) }),
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
          { actions: assign({ codeError: CODE_NOT_SIX_DIGITS, failure: null }) },
        ],
        cancel: { target: 'cancelling', actions: 'clearMessages' },
      },
    },
    confirming: {
      entry: 'clearMessages',
      invoke: {
        src: 'confirm',
        input: ({ event }) => ({
          code: event.type === 'confirm' ? normaliseTwoFactorCode(event.code) : '',
        }),
        onDone: {
          target: 'on.showingCodes',
          actions: [
            assign({
              recoveryCodes: ({ event }) => event.output,
              setup: null,
              notice: TWO_FACTOR_ON,
            }),
            { type: 'userChanged', params: () => ({ confirmedAt: new Date().toISOString() }) },
          ],
        },
        onError: [
          {
            guard: ({ event }) => toApiError(event.error).isValidation,
            target: 'settingUp',
            actions: assign({ codeError: CODE_REFUSED }),
          },
          {
            target: 'settingUp',
            actions: assign({ failure: ({ event }) => actionFailureMessage(event.error) }),
          },
        ],
      },
    },
    // Setting up abandoned: the unconfirmed secret is forgotten, as if never asked for.
    cancelling: {
      invoke: {
        src: 'disable',
        onDone: { target: 'off', actions: assign({ setup: null }) },
        onError: {
          target: 'settingUp',
          actions: assign({ failure: ({ event }) => actionFailureMessage(event.error) }),
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
            onDone: {
              target: 'showingCodes',
              actions: assign({ recoveryCodes: ({ event }) => event.output }),
            },
            onError: {
              target: 'idle',
              actions: assign({ failure: ({ event }) => actionFailureMessage(event.error) }),
            },
          },
        },
        askingToDisable: {
          on: {
            keep: 'idle',
            disableConfirmed: '#twoFactor.disabling',
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
        onDone: {
          target: 'off',
          actions: [
            assign({ notice: TWO_FACTOR_OFF }),
            { type: 'userChanged', params: { confirmedAt: null } },
          ],
        },
        onError: {
          target: 'on.idle',
          actions: assign({ failure: ({ event }) => actionFailureMessage(event.error) }),
        },
      },
    },
  },
})
