import {
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  or,
  raise,
  type SnapshotFrom,
  setup,
  stateIn,
} from 'xstate'
import { type ApiError, toApiError } from './ApiError.js'
import { answerTwoFactorChallenge, type TwoFactorAnswer } from './answerTwoFactorChallenge.js'
import type { CurrentUser } from './CurrentUser.js'
import { type Connectivity, createConnectivity } from './createConnectivity.js'
import type { CsrfPrimeResult, SanctumClient } from './createSanctumClient.js'
import { createTabSync, type TabMessage, type TabSync } from './createTabSync.js'
import { createUserStorage, type UserStorage } from './createUserStorage.js'
import { fetchUser } from './fetchUser.js'

export interface SessionInput {
  client: SanctumClient
  /** @defaultValue `createUserStorage()`: localStorage when there is one */
  storage?: UserStorage
  /** @defaultValue `createTabSync()`: a BroadcastChannel, else the storage event */
  tabs?: TabSync
  /** @defaultValue `createConnectivity()`: the browser's `online` event */
  connectivity?: Connectivity
}

/**
 * Why the user was last forgotten: the person logged out here, the server
 * answered 401/419 to a call, or another tab signed out. `null` while signed
 * in, and when nobody was signed in to begin with.
 */
export type SignedOutReason = 'logout' | 'expired' | 'elsewhere'

/** A sign-in waiting for its second factor (docs/api-contract.md#signing-in-with-two-factor-on). */
export interface TwoFactorChallenge {
  /** Why the last answer was refused (422, 429 with `retryAfterSeconds`, no network); `null` before. */
  error: ApiError | null
  /** Answers refused so far: a view puts its message in focus again on each. */
  failures: number
}

export interface SessionMachineContext {
  client: SanctumClient
  storage: UserStorage
  tabs: TabSync
  connectivity: Connectivity
  /**
   * The user `GET /api/user` confirmed in this page (or the app or another
   * tab updated since): the one screens may show. `null` until confirmed.
   */
  user: CurrentUser | null
  /**
   * The user as stored by an earlier visit or another tab: a hint that
   * someone may be signed in, never an identity to show.
   */
  storedUser: CurrentUser | null
  /** Why the last priming or user fetch failed; `null` after a success. */
  error: ApiError | null
  signedOutReason: SignedOutReason | null
  /** Primings or user fetches in a row that could not get an answer. */
  failedAttempts: number
  /**
   * Another tab said it is ending the session (and has not been heard of
   * since, for up to {@link OTHER_TAB_SIGN_OUT_MS}): a 401 meanwhile is that
   * sign-out reaching this tab first, so the reason is 'elsewhere'.
   */
  otherTabSigningOut: boolean
  /** Set only in the `twoFactorChallenge` state: read it with `selectTwoFactorChallenge`. */
  twoFactor: TwoFactorChallenge | null
}

export type SessionEvent =
  /** After a login or registration: fetch the user. */
  | { type: 'session.signedIn' }
  /**
   * Forget the user at once. The app sends it after a logout or account
   * deletion (reason 'logout', the default); the machine sends it itself
   * when the client reports a 401 ('expired') or another tab signs out
   * ('elsewhere').
   */
  | { type: 'session.signedOut'; reason?: SignedOutReason }
  /**
   * The person asked to end the session here (log-out, account deletion):
   * the app sends it before the call, so the other tabs hear of it before
   * any of their own calls can come back 401.
   */
  | { type: 'session.signingOut' }
  /**
   * After a change on the server (profile, payment, trial): refetch, keeping
   * the user shown. Also the manual retry when the server could not be asked.
   */
  | { type: 'session.refresh' }
  /**
   * The page came back from the browser's back/forward cache (`pageshow` with
   * `persisted`): it shows what it showed when it was left, maybe long ago.
   * Nobody is shown until the server has said again who is signed in.
   */
  | { type: 'session.restored' }
  /** Replace the user with one the app already has. */
  | { type: 'session.userUpdated'; user: CurrentUser }
  /** Another tab stored a user (sent by the machine's tab listener). */
  | { type: 'session.tab.userStored'; user: CurrentUser }
  /** Another tab is ending the session (sent by the machine's tab listener). */
  | { type: 'session.tab.signingOut' }
  /**
   * Another tab found the session's address unverified (sent by the machine's
   * tab listener): someone may have registered or signed in there.
   */
  | { type: 'session.tab.unverified' }
  /** Nothing more was heard of that sign-out (raised by the machine). */
  | { type: 'session.tab.signingOutLapsed' }
  /**
   * The device's connection came back (sent by the machine's connectivity
   * watcher): whatever could not reach the server asks again at once.
   */
  | { type: 'session.online' }
  /**
   * `POST /login` answered `{two_factor: true}` (the app's login call): nobody
   * is signed in until the challenge is answered.
   */
  | { type: 'session.twoFactor.required' }
  /** Send the person's code or recovery code to `POST /two-factor-challenge`. */
  | { type: 'session.twoFactor.answer'; answer: TwoFactorAnswer }
  /** Give up the challenge ("Voltar"): back to the password. */
  | { type: 'session.twoFactor.cancel' }
  /**
   * A form's call was answered 401 and the app asks the person to sign in
   * again over the form (docs/product.md#session-ended-mid-form): the user
   * stays, and nothing here ends the session, until the dialog ends.
   */
  | { type: 'session.signInAgain.opened' }
  /** The same person signed in again through the dialog: their user, as the server sent it. */
  | { type: 'session.signInAgain.same'; user: CurrentUser }
  /**
   * Another person signed in through the dialog: the first person goes from the
   * screen at once, and the server says who is signed in now.
   */
  | { type: 'session.signInAgain.other' }
  /** The dialog ended without a sign-in (cancelled, or its page went away). */
  | { type: 'session.signInAgain.ended' }

/** What the machine tells its listeners (`actor.on(type, …)`). */
export type SessionEmitted =
  /** The challenge was answered: the person is signed in, their user is being fetched. */
  { type: 'session.twoFactor.passed' }

export interface LogErrorParams {
  message: string
  detail: unknown
}

/**
 * How long another tab's "signing out" colours a 401 here: its POST /logout
 * on a slow phone network, with room to spare. A log-out that failed leaves
 * only this much time in which a real expiry would be worded as a sign-out
 * elsewhere.
 */
export const OTHER_TAB_SIGN_OUT_MS = 120_000

/** Automatic user-fetch retries after a server hiccup, before waiting for the person. */
export const MAX_AUTOMATIC_RETRIES = 5

/** 2 s, 4 s, 8 s, 16 s, 30 s; a 429's `Retry-After` when longer (up to 5 minutes). */
export function retryDelayMs(failedAttempts: number, error: ApiError | null): number {
  const backoff = Math.min(2000 * 2 ** Math.max(0, failedAttempts - 1), 30_000)
  const asked = error?.retryAfterSeconds == null ? 0 : error.retryAfterSeconds * 1000
  return Math.min(Math.max(backoff, asked), 300_000)
}

/** The delayed event that ends another tab's "signing out". */
const OTHER_TAB_SIGN_OUT_LAPSE = 'otherTabSignOutLapse'

const userFetchFailed = (error: unknown): LogErrorParams => ({
  message: 'User fetch failed',
  detail: error,
})

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionMachineContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    primeCsrf: fromPromise<CsrfPrimeResult, { client: SanctumClient }>(({ input, signal }) =>
      input.client.primeCsrf({ signal }),
    ),
    // Rejects only with ApiError, so every guard below reads one shape.
    fetchUser: fromPromise<CurrentUser, { client: SanctumClient }>(async ({ input, signal }) => {
      try {
        return await fetchUser(input.client, { signal })
      } catch (error) {
        throw toApiError(error)
      }
    }),
    answerTwoFactorChallenge: fromPromise<void, { client: SanctumClient; answer: TwoFactorAnswer }>(
      ({ input }) => answerTwoFactorChallenge(input.client, input.answer),
    ),
    // One place hears of expiry: any authenticated call the client sends.
    watchExpiry: fromCallback<SessionEvent, { client: SanctumClient }>(({ input, sendBack }) =>
      input.client.onUnauthenticated(() =>
        sendBack({ type: 'session.signedOut', reason: 'expired' }),
      ),
    ),
    watchConnectivity: fromCallback<SessionEvent, { connectivity: Connectivity }>(
      ({ input, sendBack }) =>
        input.connectivity.subscribe(() => sendBack({ type: 'session.online' })),
    ),
    watchOtherTabs: fromCallback<SessionEvent, { tabs: TabSync }>(({ input, sendBack }) =>
      input.tabs.subscribe((message: TabMessage) => {
        sendBack(
          message.type === 'signedOut'
            ? { type: 'session.signedOut', reason: 'elsewhere' }
            : message.type === 'userStored'
              ? { type: 'session.tab.userStored', user: message.user }
              : { type: `session.tab.${message.type}` },
        )
      }),
    ),
  },
  actions: {
    /**
     * The one way a user is forgotten: memory, storage, and (when this tab
     * ended a session it had) the other tabs. `reason` null means the server
     * answered that nobody is signed in.
     */
    forgetUser: enqueueActions(
      ({ context, enqueue }, params: { reason: SignedOutReason | null }) => {
        const hadUser = context.user !== null || context.storedUser !== null
        // The server's "nobody is signed in" while another tab is signing out
        // is that sign-out, whichever of its news came first.
        const reason =
          context.otherTabSigningOut && params.reason !== 'logout' ? 'elsewhere' : params.reason
        enqueue.assign({
          user: null,
          storedUser: null,
          failedAttempts: 0,
          otherTabSigningOut: false,
          // A sign-out nobody was signed in for keeps the reason already known.
          signedOutReason: reason === null ? null : hadUser ? reason : context.signedOutReason,
        })
        enqueue.cancel(OTHER_TAB_SIGN_OUT_LAPSE)
        enqueue(() => context.storage.clear())
        // An echo of another tab's message, or a 401 for a visitor, is not news.
        if (context.user !== null && reason !== null && reason !== 'elsewhere') {
          enqueue(() => context.tabs.post({ type: 'signedOut' }))
        }
      },
    ),
    /** The user is confirmed: shown, stored, and told to the other tabs. */
    adoptUser: enqueueActions(({ context, enqueue }, params: { user: CurrentUser }) => {
      enqueue.assign({
        user: params.user,
        storedUser: params.user,
        error: null,
        signedOutReason: null,
        failedAttempts: 0,
      })
      enqueue(() => {
        context.storage.write(params.user)
        context.tabs.post({ type: 'userStored', user: params.user })
      })
    }),
    announceSigningOut: ({ context }) => context.tabs.post({ type: 'signingOut' }),
    /** Heard another tab's "signing out": believed for OTHER_TAB_SIGN_OUT_MS. */
    noteOtherTabSigningOut: enqueueActions(({ enqueue }) => {
      enqueue.assign({ otherTabSigningOut: true })
      enqueue.cancel(OTHER_TAB_SIGN_OUT_LAPSE)
      enqueue.raise(
        { type: 'session.tab.signingOutLapsed' },
        { id: OTHER_TAB_SIGN_OUT_LAPSE, delay: OTHER_TAB_SIGN_OUT_MS },
      )
    }),
    logError: (_, params: LogErrorParams) => {
      console.error(params.message, params.detail)
    },
    // Each ask of GET /api/user starts here, so the app can note where the person was when it
    // asked: its answer may arrive after they have moved on.
    notifyUserFetchStarted: (_, _params: undefined) => {},
    // The app shows the 'Efectue o login' toast (docs/product.md#start-up) off the home page;
    // the machine knows neither pages nor toasts.
    notifyUserFetchFailed: (_, _params: { error: ApiError }) => {},
    // The app sends an unverified person to /verify-email.
    notifyUserUnverified: (_, _params: { error: ApiError }) => {},
    // The app closes what only held while signed out, such as the login prompt.
    notifyAuthenticated: (_, _params: { user: CurrentUser }) => {},
    // The password was right and the second factor is asked: as for a sign-in, the app closes
    // what only held while signed out (a login prompt must not lie over the code's field).
    notifyTwoFactorChallenged: (_, _params: undefined) => {},
  },
  guards: {
    isCsrfPrimed: (_, params: { result: CsrfPrimeResult }) => params.result.ok,
    // On /api/user a 409 only ever means "e-mail not verified" (Laravel's
    // EnsureEmailIsVerified), whatever language the backend words it in.
    isUnverifiedError: (_, params: { error: ApiError }) =>
      params.error.kind === 'http' && params.error.status === 409,
    // The API's own 503 (a JSON body) is maintenance (api-contract); a
    // proxy's 503 page is a hiccup.
    isMaintenanceError: (_, params: { error: ApiError }) =>
      params.error.kind === 'http' && params.error.isMaintenance,
    // Only the server's answer "nobody is signed in" signs out; a 5xx, a
    // 429, an HTML page or no answer says nothing about the session.
    isNotAuthenticatedError: (_, params: { error: ApiError }) =>
      params.error.kind === 'http' && (params.error.status === 401 || params.error.status === 419),
    hasUser: ({ context }) => context.user !== null,
    // Another tab's word that the session ended, with no log-out announced before it: that tab
    // met the expiry this one already knows of.
    isExpiryEcho: ({ context, event }) =>
      event.type === 'session.signedOut' &&
      event.reason === 'elsewhere' &&
      !context.otherTabSigningOut,
    isSamePerson: ({ context }, params: { user: CurrentUser }) =>
      context.user !== null && context.user.user.id === params.user.user.id,
    // Priming and maintenance are left only by their own outcome.
    isNotReady: or([stateIn('primingCsrf'), stateIn('maintenance')]),
    retriesExhausted: ({ context }) => context.failedAttempts > MAX_AUTOMATIC_RETRIES,
    // No answer at all (offline, a dropped connection): not the server's word.
    isNetworkFailure: ({ context }) => context.error?.isNetworkError === true,
    // The API's own 503 when priming: the server says it is under maintenance.
    isPrimingMaintenance: ({ context }) => context.error?.isMaintenance === true,
  },
  delays: {
    retryDelay: ({ context }) => retryDelayMs(context.failedAttempts, context.error),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    const storage = input.storage ?? createUserStorage()
    return {
      client: input.client,
      storage,
      tabs: input.tabs ?? createTabSync(),
      connectivity: input.connectivity ?? createConnectivity(),
      user: null,
      storedUser: storage.read(),
      error: null,
      signedOutReason: null,
      failedAttempts: 0,
      otherTabSigningOut: false,
      twoFactor: null,
    }
  },
  invoke: [
    { id: 'watchExpiry', src: 'watchExpiry', input: ({ context }) => ({ client: context.client }) },
    {
      id: 'watchOtherTabs',
      src: 'watchOtherTabs',
      input: ({ context }) => ({ tabs: context.tabs }),
    },
    {
      id: 'watchConnectivity',
      src: 'watchConnectivity',
      input: ({ context }) => ({ connectivity: context.connectivity }),
    },
  ],
  on: {
    'session.signedOut': [
      {
        guard: 'isNotReady',
        actions: {
          type: 'forgetUser',
          params: ({ event }) => ({ reason: event.reason ?? 'logout' }),
        },
      },
      {
        target: '.anonymous',
        actions: {
          type: 'forgetUser',
          params: ({ event }) => ({ reason: event.reason ?? 'logout' }),
        },
      },
    ],
    'session.signingOut': { actions: 'announceSigningOut' },
    // The session may have ended while the page slept (from another phone): the user goes
    // from the screen at once, the stored one stays as the hint it is, and the server is
    // asked as on any refresh. Its 401 is the start-up's: forgotten, notifyUserFetchFailed.
    'session.restored': { actions: [assign({ user: null }), raise({ type: 'session.refresh' })] },
    'session.twoFactor.required': '.twoFactorChallenge',
    'session.tab.signingOut': { actions: 'noteOtherTabSigningOut' },
    'session.tab.signingOutLapsed': { actions: assign({ otherTabSigningOut: false }) },
    'session.userUpdated': {
      guard: 'hasUser',
      actions: { type: 'adoptUser', params: ({ event }) => ({ user: event.user }) },
    },
    // Someone registered or signed in elsewhere, unverified: as for a user stored elsewhere,
    // nobody is shown until the server says who this tab's cookie belongs to. A tab that
    // already says unverified has nothing to learn (and does not echo it back).
    'session.tab.unverified': [
      { guard: or(['isNotReady', stateIn('unverified')]) },
      {
        target: '.fetchingUser',
        reenter: true,
        actions: assign({ user: null, failedAttempts: 0 }),
      },
    ],
    'session.tab.userStored': [
      {
        guard: 'isNotReady',
        actions: assign({ storedUser: ({ event }) => event.user }),
      },
      {
        // The same person, updated elsewhere: the other tab confirmed it.
        guard: { type: 'isSamePerson', params: ({ event }) => ({ user: event.user }) },
        actions: assign({ user: ({ event }) => event.user, storedUser: ({ event }) => event.user }),
      },
      {
        // Someone signed in elsewhere, maybe another person: show nobody
        // until the server says who this tab's cookie belongs to.
        target: '.fetchingUser',
        reenter: true,
        actions: assign({
          user: null,
          storedUser: ({ event }) => event.user,
          signedOutReason: null,
          failedAttempts: 0,
        }),
      },
    ],
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
            actions: assign({ failedAttempts: 0 }),
          },
          {
            // docs/api-contract.md#session: any status but 204 has its JSON body logged and the app
            // replaced by the 503 page.
            target: 'maintenance',
            actions: [
              assign({
                error: ({ event }) => (event.output.ok ? null : event.output.error),
                failedAttempts: ({ context }) => context.failedAttempts + 1,
              }),
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
            assign({
              error: ({ event }) => toApiError(event.error),
              failedAttempts: ({ context }) => context.failedAttempts + 1,
            }),
            {
              type: 'logError',
              params: ({ event }) => ({ message: 'CSRF priming failed', detail: event.error }),
            },
          ],
        },
      },
    },
    fetchingUser: {
      entry: 'notifyUserFetchStarted',
      // Asking again after it could not ask (`unreachable`): the app keeps saying it
      // could not confirm the session, its button busy, rather than taking the
      // notice away at each try and bringing it back when the server fails again
      // (selectSessionAskingAgain).
      initial: 'asking',
      states: {
        asking: {},
        askingAgain: {},
      },
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        input: ({ context }) => ({ client: context.client }),
        onDone: {
          target: 'authenticated',
          actions: { type: 'adoptUser', params: ({ event }) => ({ user: event.output }) },
        },
        onError: [
          {
            guard: {
              type: 'isUnverifiedError',
              params: ({ event }) => ({ error: toApiError(event.error) }),
            },
            target: 'unverified',
            actions: [
              { type: 'forgetUser', params: { reason: null } },
              assign({ error: ({ event }) => toApiError(event.error) }),
              { type: 'logError', params: ({ event }) => userFetchFailed(event.error) },
              // The other tabs ask again: one open on a visitor's page, or on someone else's,
              // would not hear of it otherwise (nothing is stored for an unverified account).
              ({ context }) => context.tabs.post({ type: 'unverified' }),
              {
                type: 'notifyUserUnverified',
                params: ({ event }) => ({ error: toApiError(event.error) }),
              },
            ],
          },
          {
            // docs/product.md#session-states ("a failed fetch clears the stored user") stands for
            // an answer about the session: a 401 or 419.
            guard: {
              type: 'isNotAuthenticatedError',
              params: ({ event }) => ({ error: toApiError(event.error) }),
            },
            target: 'anonymous',
            actions: [
              { type: 'forgetUser', params: { reason: null } },
              assign({ error: ({ event }) => toApiError(event.error) }),
              { type: 'logError', params: ({ event }) => userFetchFailed(event.error) },
              {
                type: 'notifyUserFetchFailed',
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
              assign({ error: ({ event }) => toApiError(event.error) }),
              { type: 'logError', params: ({ event }) => userFetchFailed(event.error) },
            ],
          },
          {
            // Could not ask: the stored user stays (as a hint) and so does a
            // user this page already confirmed; the machine asks again.
            target: 'unreachable',
            actions: [
              assign({
                error: ({ event }) => toApiError(event.error),
                failedAttempts: ({ context }) => context.failedAttempts + 1,
              }),
              { type: 'logError', params: ({ event }) => userFetchFailed(event.error) },
            ],
          },
        ],
      },
      on: {
        // Re-entering restarts the fetch (the running one is aborted), so an
        // answer that predates a login cannot overwrite it.
        'session.signedIn': { target: 'fetchingUser', reenter: true },
        'session.refresh': { target: 'fetchingUser', reenter: true },
      },
    },
    authenticated: {
      entry: {
        type: 'notifyAuthenticated',
        params: ({ context }) => ({ user: context.user as CurrentUser }),
      },
      on: {
        'session.signedIn': 'fetchingUser',
        'session.refresh': 'fetchingUser',
        'session.signInAgain.opened': { guard: 'hasUser', target: 'signingInAgain' },
      },
    },
    // docs/product.md#session-ended-mid-form: the server said the session is over, and the
    // person is asked to sign in again over the form they were filling. The user stays (the
    // form stays), nothing is cleared nor told to the other tabs, and no refresh is asked (its
    // 401 would end the session and take the form away) until the dialog says who signed in.
    signingInAgain: {
      on: {
        // (No `session.refresh` nor `session.online` here: this state asks the server nothing.)
        // Another tab's expiry is the news this tab already acts on: it does not take the form
        // away. A log-out elsewhere (announced first), Cancelar's 401 and a log-out here still
        // end the session (the machine's own handler).
        'session.signedOut': { guard: 'isExpiryEcho' },
        'session.signInAgain.same': {
          target: 'authenticated',
          actions: { type: 'adoptUser', params: ({ event }) => ({ user: event.user }) },
        },
        // Nothing of the first person may be shown to the second: no user until the server
        // names the one signed in now (adopted, stored and told to the other tabs as any).
        'session.signInAgain.other': { target: 'fetchingUser', actions: assign({ user: null }) },
        'session.signInAgain.ended': 'authenticated',
        'session.restored': { target: 'fetchingUser', actions: assign({ user: null }) },
        'session.signedIn': 'fetchingUser',
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
      },
    },
    // docs/product.md#two-factor-sign-in: no user fetch, nobody shown, nothing told to the other
    // tabs until the challenge passes. Kept in memory only: a reload starts from the password.
    twoFactorChallenge: {
      entry: [
        assign({
          user: null,
          error: null,
          failedAttempts: 0,
          twoFactor: { error: null, failures: 0 },
        }),
        'notifyTwoFactorChallenged',
      ],
      exit: assign({ twoFactor: null }),
      initial: 'waiting',
      states: {
        waiting: {
          on: {
            'session.twoFactor.answer': 'verifying',
            'session.twoFactor.cancel': '#session.anonymous',
          },
        },
        verifying: {
          invoke: {
            id: 'answerTwoFactorChallenge',
            src: 'answerTwoFactorChallenge',
            // The answer event is the only way in.
            input: ({ context, event }) => ({
              client: context.client,
              answer: 'answer' in event ? event.answer : { code: '' },
            }),
            onDone: {
              target: '#session.fetchingUser',
              actions: emit({ type: 'session.twoFactor.passed' }),
            },
            onError: {
              target: 'waiting',
              actions: assign({
                twoFactor: ({ context, event }) => ({
                  error: toApiError(event.error),
                  failures: (context.twoFactor?.failures ?? 0) + 1,
                }),
              }),
            },
          },
        },
      },
      on: { 'session.signedIn': 'fetchingUser' },
    },
    unreachable: {
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: 'retriesExhausted', target: 'stopped' },
          after: { retryDelay: '#session.fetchingUser.askingAgain' },
        },
        // Bounded: after MAX_AUTOMATIC_RETRIES the person decides.
        stopped: {},
      },
      on: {
        'session.signedIn': {
          target: 'fetchingUser.askingAgain',
          actions: assign({ failedAttempts: 0 }),
        },
        'session.refresh': {
          target: 'fetchingUser.askingAgain',
          actions: assign({ failedAttempts: 0 }),
        },
        'session.online': {
          target: 'fetchingUser.askingAgain',
          actions: assign({ failedAttempts: 0 }),
        },
      },
    },
    maintenance: {
      initial: 'waiting',
      states: {
        // A priming that did not get the API's own 503 (no answer at all, a
        // proxy's 500 page, a 429) is asked again on the same backoff as the
        // user fetch: one hiccup must not leave the person on this page once
        // the server is back. The API's 503 is maintenance: asked again only
        // when the person taps "Tentar novamente".
        waiting: {
          always: [
            { guard: 'isPrimingMaintenance', target: 'stopped' },
            { guard: 'retriesExhausted', target: 'stopped' },
          ],
          after: { retryDelay: '#session.primingCsrf' },
        },
        stopped: {},
      },
      on: {
        // The only way out is to start over, CSRF cookie included. The error
        // stays until priming answers: the app keeps the maintenance page (or
        // the offline notice) up meanwhile instead of flashing the pages.
        'session.refresh': {
          target: 'primingCsrf',
          actions: assign({ failedAttempts: 0 }),
        },
        'session.online': {
          guard: 'isNetworkFailure',
          target: 'primingCsrf',
          actions: assign({ failedAttempts: 0 }),
        },
      },
    },
  },
})

export type SessionMachine = typeof sessionMachine
export type SessionSnapshot = SnapshotFrom<SessionMachine>
