import { createActor, fromPromise } from 'xstate'
import type { ApiError } from '../src/ApiError.js'
import type { CurrentUser } from '../src/CurrentUser.js'
import type { CsrfPrimeResult, SanctumClient } from '../src/createSanctumClient.js'
import { createUserStorage } from '../src/createUserStorage.js'
import { type LogErrorParams, sessionMachine } from '../src/sessionMachine.js'
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
  const logged: LogErrorParams[] = []
  const fetchFailures: ApiError[] = []
  const unverifiedNotices: ApiError[] = []

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
    },
    actions: {
      logError: (_, params) => {
        logged.push(params)
      },
      notifyUserFetchFailed: (_, params) => {
        fetchFailures.push(params.error)
      },
      notifyUserUnverified: (_, params) => {
        unverifiedNotices.push(params.error)
      },
    },
  })
  const actor = createActor(machine, { input: { client: unusedClient, storage } })

  return {
    machine,
    actor,
    storage,
    primes,
    fetches,
    logged,
    fetchFailures,
    unverifiedNotices,
    /** The call the machine is waiting on now. */
    pendingPrime: () => last(primes),
    pendingFetch: () => last(fetches),
  }
}

function last<T>(list: T[]): T {
  const item = list.at(-1)
  if (item === undefined) throw new Error('the machine has not made this call')
  return item
}
