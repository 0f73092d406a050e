import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import type { ApiError } from '../src/ApiError.js'
import type { TwoFactorAnswer } from '../src/answerTwoFactorChallenge.js'
import type { CurrentUser } from '../src/CurrentUser.js'
import type { Connectivity } from '../src/createConnectivity.js'
import type { CsrfPrimeResult, SanctumClient } from '../src/createSanctumClient.js'
import type { TabMessage, TabSync } from '../src/createTabSync.js'
import { createUserStorage } from '../src/createUserStorage.js'
import { type LogErrorParams, type SessionEvent, sessionMachine } from '../src/sessionMachine.js'
import { createDeferred, type Deferred } from './createDeferred.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { unusedClient } from './fixtures.js'

/**
 * The session machine with its network actors replaced by promises the test
 * settles, and its app-facing actions recorded.
 */
export function createSessionHarness(options: { stored?: CurrentUser | null } = {}) {
  const backing = createMemoryStorage()
  const storage = createUserStorage(backing.storage)
  if (options.stored) storage.write(options.stored)

  const primes: Deferred<CsrfPrimeResult>[] = []
  const fetches: Deferred<CurrentUser>[] = []
  const challengeAnswers: (Deferred<void> & { answer: TwoFactorAnswer })[] = []
  const logged: LogErrorParams[] = []
  const fetchFailures: ApiError[] = []
  /** For each announced ask of the user: how many asks the machine had already made. */
  const fetchStarts: number[] = []
  const unverifiedNotices: ApiError[] = []
  const authenticatedNotices: CurrentUser[] = []
  const posted: TabMessage[] = []
  const tabListeners = new Set<(message: TabMessage) => void>()
  const tabs: TabSync = {
    post: (message) => {
      posted.push(message)
    },
    subscribe: (listener) => {
      tabListeners.add(listener)
      return () => tabListeners.delete(listener)
    },
  }
  const expiryListeners = new Set<() => void>()
  const onlineListeners = new Set<() => void>()
  const connectivity: Connectivity = {
    subscribe: (onOnline) => {
      onlineListeners.add(onOnline)
      return () => onlineListeners.delete(onOnline)
    },
  }
  const clock = new SimulatedClock()

  const machine = sessionMachine.provide({
    actors: {
      primeCsrf: fromPromise<CsrfPrimeResult, { client: SanctumClient }>(() => {
        const deferred = createDeferred<CsrfPrimeResult>()
        primes.push(deferred)
        return deferred.promise
      }),
      fetchUser: fromPromise<CurrentUser, { client: SanctumClient }>(() => {
        const deferred = createDeferred<CurrentUser>()
        fetches.push(deferred)
        return deferred.promise
      }),
      answerTwoFactorChallenge: fromPromise<
        void,
        { client: SanctumClient; answer: TwoFactorAnswer }
      >(({ input }) => {
        const deferred = createDeferred<void>()
        challengeAnswers.push({ ...deferred, answer: input.answer })
        return deferred.promise
      }),
      watchExpiry: fromCallback<SessionEvent, { client: SanctumClient }>(({ sendBack }) => {
        const listener = () => sendBack({ type: 'session.signedOut', reason: 'expired' })
        expiryListeners.add(listener)
        return () => expiryListeners.delete(listener)
      }),
    },
    actions: {
      logError: (_, params) => {
        logged.push(params)
      },
      notifyUserFetchStarted: () => {
        fetchStarts.push(fetches.length)
      },
      notifyUserFetchFailed: (_, params) => {
        fetchFailures.push(params.error)
      },
      notifyUserUnverified: (_, params) => {
        unverifiedNotices.push(params.error)
      },
      notifyAuthenticated: (_, params) => {
        authenticatedNotices.push(params.user)
      },
    },
  })
  const actor = createActor(machine, {
    input: { client: unusedClient, storage, tabs, connectivity },
    clock,
  })

  return {
    machine,
    actor,
    storage,
    primes,
    fetches,
    /** Every `POST /two-factor-challenge` the machine sent, with what it carried. */
    challengeAnswers,
    logged,
    fetchFailures,
    fetchStarts,
    unverifiedNotices,
    authenticatedNotices,
    clock,
    /** What this tab told the others. */
    posted,
    /** Another tab says something. */
    fromOtherTab: (message: TabMessage) => {
      for (const listener of [...tabListeners]) listener(message)
    },
    /** The device's connection comes back. */
    goOnline: () => {
      for (const listener of [...onlineListeners]) listener()
    },
    /** The client reports a 401 from some authenticated call. */
    reportUnauthenticated: () => {
      for (const listener of [...expiryListeners]) listener()
    },
    /** The call the machine is waiting on now. */
    pendingPrime: () => last(primes),
    pendingFetch: () => last(fetches),
    pendingChallengeAnswer: () => last(challengeAnswers),
  }
}

function last<T>(list: T[]): T {
  const item = list.at(-1)
  if (item === undefined) throw new Error('the machine has not made this call')
  return item
}
