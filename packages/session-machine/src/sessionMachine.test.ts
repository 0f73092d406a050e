import { inspect } from 'node:util'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { createCookieJar } from '../test/createCookieJar.js'
import { createMemoryStorage } from '../test/createMemoryStorage.js'
import { createSessionHarness } from '../test/createSessionHarness.js'
import {
  freshUser,
  otherPerson,
  serverError,
  storedUser,
  throttled,
  unauthenticated,
  underMaintenance,
  unreachableServer,
  unreadableAnswer,
  unusedClient,
  unverifiedEmail,
  updatedUser,
} from '../test/fixtures.js'
import { reachableStrings } from '../test/reachableStrings.js'
import { ApiError, isApiError } from './ApiError.js'
import {
  type CsrfPrimeResult,
  createSanctumClient,
  type SanctumClient,
} from './createSanctumClient.js'
import { createUserStorage, USER_STORAGE_KEY } from './createUserStorage.js'
import { fetchUser } from './fetchUser.js'
import { selectSessionStatus } from './selectSessionStatus.js'
import {
  selectSessionAskingAgain,
  selectSessionRetriesStopped,
} from './selectSessionUnreachable.js'
import { selectSessionUser, selectStoredUser } from './selectSessionUser.js'
import { selectSignedOutReason } from './selectSignedOutReason.js'
import {
  MAX_AUTOMATIC_RETRIES,
  OTHER_TAB_SIGN_OUT_MS,
  retryDelayMs,
  sessionMachine,
} from './sessionMachine.js'

const primed = { ok: true, status: 204 } as const

async function signIn(session: ReturnType<typeof createSessionHarness>) {
  session.actor.start()
  session.pendingPrime().resolve(primed)
  await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
  session.pendingFetch().resolve(freshUser)
  await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))
}

/** Starts the session with its user fetch refused: a visitor (401) or an unverified address (409). */
async function startRefused(
  session: ReturnType<typeof createSessionHarness>,
  refusal: 'anonymous' | 'unverified',
) {
  session.actor.start()
  session.pendingPrime().resolve(primed)
  await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
  session.pendingFetch().reject(refusal === 'anonymous' ? unauthenticated() : unverifiedEmail())
  await waitFor(session.actor, (snapshot) => snapshot.matches(refusal))
}

describe('sessionMachine', () => {
  describe('given a returning visitor', () => {
    it('should hold the stored user as a hint only, showing nobody until the server confirms', async () => {
      const session = createSessionHarness({ stored: storedUser })

      session.actor.start()
      expect(session.actor.getSnapshot().value).toBe('primingCsrf')
      expect(selectSessionUser(session.actor.getSnapshot())).toBeNull()
      expect(selectStoredUser(session.actor.getSnapshot())).toEqual(storedUser)
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))

      expect(selectSessionUser(session.actor.getSnapshot())).toBeNull()
      expect(selectSessionStatus(session.actor.getSnapshot())).toBe('loading')
    })

    it('after the user fetch succeeds, should show and store the fresh user', async () => {
      const session = createSessionHarness({ stored: storedUser })

      await signIn(session)

      expect(session.actor.getSnapshot().context.user).toEqual(freshUser)
      expect(session.storage.read()).toEqual(freshUser)
      expect(selectSessionStatus(session.actor.getSnapshot())).toBe('authenticated')
    })

    it('after the user fetch fails with 401, should clear the user, log and notify', async () => {
      const session = createSessionHarness({ stored: storedUser })
      session.actor.start()
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))

      const error = unauthenticated()
      session.pendingFetch().reject(error)
      await waitFor(session.actor, (snapshot) => snapshot.matches('anonymous'))

      expect(session.actor.getSnapshot().context.user).toBeNull()
      expect(session.actor.getSnapshot().context.error).toBe(error)
      expect(session.storage.read()).toBeNull()
      expect(session.logged).toEqual([{ message: 'User fetch failed', detail: error }])
      expect(session.fetchFailures).toEqual([error])
      expect(selectSessionStatus(session.actor.getSnapshot())).toBe('anonymous')
    })

    it('should announce each ask of the user just before it is made, so the app can note where the person was', async () => {
      const session = createSessionHarness()
      session.actor.start()
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
      expect(session.fetchStarts).toEqual([0])

      session.pendingFetch().reject(unauthenticated())
      await waitFor(session.actor, (snapshot) => snapshot.matches('anonymous'))
      session.actor.send({ type: 'session.refresh' })

      expect(session.fetchStarts).toEqual([0, 1])
      expect(session.fetches).toHaveLength(2)
    })

    it.each([
      ['no network', () => new TypeError('fetch failed')],
      ['a 500', serverError],
      ['a proxy HTML page', unreadableAnswer],
      ['a 429', throttled],
    ])('after %s, should keep the stored user, log, and not prompt a login', async (_, failure) => {
      const session = createSessionHarness({ stored: storedUser })
      session.actor.start()
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))

      const error = failure()
      session.pendingFetch().reject(error)
      await waitFor(session.actor, (snapshot) => snapshot.matches('unreachable'))

      expect(selectSessionStatus(session.actor.getSnapshot())).toBe('unreachable')
      expect(session.storage.read()).toEqual(storedUser)
      expect(selectStoredUser(session.actor.getSnapshot())).toEqual(storedUser)
      expect(session.fetchFailures).toEqual([])
      expect(session.logged).toHaveLength(1)
      // The fetch actor rejects only with ApiError.
      expect(isApiError(session.actor.getSnapshot().context.error)).toBe(true)
    })

    it('after a hiccup, should ask again on its own with growing pauses, then stop and wait', async () => {
      const session = createSessionHarness({ stored: storedUser })
      session.actor.start()
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))

      const pauses: number[] = []
      for (let failure = 1; failure <= MAX_AUTOMATIC_RETRIES; failure += 1) {
        const fetchesBefore = session.fetches.length
        session.pendingFetch().reject(serverError())
        await waitFor(session.actor, (snapshot) => snapshot.matches({ unreachable: 'waiting' }))
        const pause = retryDelayMs(failure, serverError())
        pauses.push(pause)
        session.clock.increment(pause - 1)
        expect(session.fetches.length).toBe(fetchesBefore)
        session.clock.increment(1)
        await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
      }
      session.pendingFetch().reject(serverError())
      await waitFor(session.actor, (snapshot) => snapshot.matches({ unreachable: 'stopped' }))
      const fetchesMade = session.fetches.length
      session.clock.increment(3_600_000)

      expect(pauses).toEqual([2000, 4000, 8000, 16_000, 30_000])
      expect(session.fetches.length).toBe(fetchesMade)
      expect(session.storage.read()).toEqual(storedUser)

      session.actor.send({ type: 'session.refresh' })
      session.pendingFetch().resolve(freshUser)
      await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))
      expect(selectSessionUser(session.actor.getSnapshot())).toEqual(freshUser)
    })

    it('should say it is asking again from each try after a failure until the server answers, and not on the first ask', async () => {
      const session = createSessionHarness({ stored: storedUser })
      session.actor.start()
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
      const asking = () => selectSessionAskingAgain(session.actor.getSnapshot())
      expect(asking()).toBe(false)

      // The machine's own try, after the pause.
      session.pendingFetch().reject(serverError())
      await waitFor(session.actor, (snapshot) => snapshot.matches({ unreachable: 'waiting' }))
      expect(asking()).toBe(false)
      session.clock.increment(retryDelayMs(1, serverError()))
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
      expect(selectSessionStatus(session.actor.getSnapshot())).toBe('loading')
      expect(asking()).toBe(true)

      // The person's try, from the stopped notice.
      for (let failure = 2; failure <= MAX_AUTOMATIC_RETRIES + 1; failure += 1) {
        session.pendingFetch().reject(serverError())
        await waitFor(session.actor, (snapshot) => snapshot.matches('unreachable'))
        session.clock.increment(retryDelayMs(failure, serverError()))
        await waitFor(
          session.actor,
          (snapshot) => snapshot.matches('fetchingUser') || selectSessionRetriesStopped(snapshot),
        )
      }
      await waitFor(session.actor, (snapshot) => selectSessionRetriesStopped(snapshot))
      session.actor.send({ type: 'session.refresh' })
      expect(asking()).toBe(true)

      session.pendingFetch().resolve(freshUser)
      await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))
      expect(asking()).toBe(false)
      // A later refresh of a confirmed session is a first ask again.
      session.actor.send({ type: 'session.refresh' })
      expect(asking()).toBe(false)
    })

    it('after a 429, should wait at least as long as Retry-After says', () => {
      expect(retryDelayMs(1, throttled())).toBe(60_000)
      expect(retryDelayMs(1, serverError())).toBe(2000)
    })
  })

  describe('given a 409 from /api/user', () => {
    it('should be unverified, with no user and without the login prompt', async () => {
      const session = createSessionHarness({ stored: storedUser })
      session.actor.start()
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))

      const error = unverifiedEmail()
      session.pendingFetch().reject(error)
      await waitFor(session.actor, (snapshot) => snapshot.matches('unverified'))

      expect(selectSessionStatus(session.actor.getSnapshot())).toBe('unverified')
      expect(session.actor.getSnapshot().context.user).toBeNull()
      expect(session.storage.read()).toBeNull()
      expect(session.unverifiedNotices).toEqual([error])
      expect(session.fetchFailures).toEqual([])
    })
  })

  describe('given a 409 worded in another language', () => {
    it('should still be unverified', async () => {
      const session = createSessionHarness()
      session.actor.start()
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))

      session
        .pendingFetch()
        .reject(new ApiError({ kind: 'http', status: 409, serverMessage: 'E-mail por verificar.' }))
      await waitFor(session.actor, (snapshot) => snapshot.matches('unverified'))

      expect(session.fetchFailures).toEqual([])
    })
  })

  describe('given a failed CSRF priming', () => {
    it('should go to maintenance, log the status and body, and never fetch the user', async () => {
      const session = createSessionHarness()
      session.actor.start()

      const error = underMaintenance()
      session.pendingPrime().resolve({
        ok: false,
        status: 503,
        body: { message: 'Service Unavailable' },
        error,
      })
      await waitFor(session.actor, (snapshot) => snapshot.matches('maintenance'))

      expect(selectSessionStatus(session.actor.getSnapshot())).toBe('maintenance')
      expect(session.actor.getSnapshot().context.error).toBe(error)
      expect(session.logged).toEqual([
        {
          message: 'CSRF priming failed',
          detail: { status: 503, body: { message: 'Service Unavailable' } },
        },
      ])
      expect(session.fetches).toHaveLength(0)
    })

    it('given an unexpected rejection, should go to maintenance too', async () => {
      const session = createSessionHarness()
      session.actor.start()

      session.pendingPrime().reject(new Error('bug'))
      await waitFor(session.actor, (snapshot) => snapshot.matches('maintenance'))

      expect(session.actor.getSnapshot().context.error).toBeInstanceOf(ApiError)
    })

    it('after session.refresh, should prime again and recover', async () => {
      const session = createSessionHarness()
      session.actor.start()
      session
        .pendingPrime()
        .resolve({ ok: false, status: null, body: null, error: underMaintenance() })
      await waitFor(session.actor, (snapshot) => snapshot.matches('maintenance'))

      session.actor.send({ type: 'session.refresh' })
      expect(session.actor.getSnapshot().value).toBe('primingCsrf')
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
      session.pendingFetch().resolve(freshUser)
      await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))

      expect(session.actor.getSnapshot().context.error).toBeNull()
    })
  })

  describe("given a priming answered by a hiccup (a proxy's HTML error page, a 500)", () => {
    it.each([
      ['an HTML 502 page', unreadableAnswer],
      ['a 500', serverError],
    ])(
      'given %s, should prime again on its own after 2 s and recover once the server answers',
      async (_, hiccup) => {
        const session = createSessionHarness()
        session.actor.start()
        session.pendingPrime().resolve({ ok: false, status: 500, body: null, error: hiccup() })
        await waitFor(session.actor, (snapshot) => snapshot.matches({ maintenance: 'waiting' }))
        expect(selectSessionStatus(session.actor.getSnapshot())).toBe('maintenance')

        session.clock.increment(1999)
        expect(session.primes).toHaveLength(1)
        session.clock.increment(1)
        expect(session.primes).toHaveLength(2)
        session.pendingPrime().resolve(primed)
        await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
        session.pendingFetch().resolve(freshUser)
        await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))
        expect(session.actor.getSnapshot().context.error).toBeNull()
      },
    )
  })

  describe('given a priming that got no answer (a dropped connection)', () => {
    const noAnswer = () =>
      ({ ok: false, status: null, body: null, error: unreachableServer() }) as const

    it('after the connection comes back, should prime again at once and recover', async () => {
      const session = createSessionHarness({ stored: storedUser })
      session.actor.start()
      session.pendingPrime().resolve(noAnswer())
      await waitFor(session.actor, (snapshot) => snapshot.matches('maintenance'))
      expect(session.primes).toHaveLength(1)

      session.goOnline()

      expect(session.primes).toHaveLength(2)
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
      session.pendingFetch().resolve(freshUser)
      await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))
      expect(session.actor.getSnapshot().context.error).toBeNull()
    })

    it('should prime again on its own with growing pauses, then stop and wait', async () => {
      const session = createSessionHarness()
      session.actor.start()

      const pauses: number[] = []
      for (let failure = 1; failure <= MAX_AUTOMATIC_RETRIES; failure += 1) {
        session.pendingPrime().resolve(noAnswer())
        await waitFor(session.actor, (snapshot) => snapshot.matches({ maintenance: 'waiting' }))
        const pause = retryDelayMs(failure, unreachableServer())
        pauses.push(pause)
        session.clock.increment(pause - 1)
        expect(session.primes).toHaveLength(failure)
        session.clock.increment(1)
        await waitFor(session.actor, (snapshot) => snapshot.matches('primingCsrf'))
      }
      session.pendingPrime().resolve(noAnswer())
      await waitFor(session.actor, (snapshot) => snapshot.matches({ maintenance: 'stopped' }))
      session.clock.increment(3_600_000)

      expect(pauses).toEqual([2000, 4000, 8000, 16_000, 30_000])
      expect(session.primes).toHaveLength(MAX_AUTOMATIC_RETRIES + 1)

      // Stopped is not stranded: the connection coming back still asks.
      session.goOnline()
      expect(session.primes).toHaveLength(MAX_AUTOMATIC_RETRIES + 2)
    })

    it("given the API's own 503 instead, should neither retry on its own nor on the connection's return", async () => {
      const session = createSessionHarness()
      session.actor.start()
      session
        .pendingPrime()
        .resolve({ ok: false, status: 503, body: null, error: underMaintenance() })
      await waitFor(session.actor, (snapshot) => snapshot.matches({ maintenance: 'stopped' }))

      session.clock.increment(3_600_000)
      session.goOnline()

      expect(session.primes).toHaveLength(1)
    })
  })

  describe('given the user fetch got no answer', () => {
    it('after the connection comes back, should ask at once instead of waiting out the pause', async () => {
      const session = createSessionHarness({ stored: storedUser })
      session.actor.start()
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
      session.pendingFetch().reject(unreachableServer())
      await waitFor(session.actor, (snapshot) => snapshot.matches({ unreachable: 'waiting' }))

      session.goOnline()

      expect(session.fetches).toHaveLength(2)
      session.pendingFetch().resolve(freshUser)
      await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))
    })
  })

  describe('given a 503 from /api/user', () => {
    it('should go to maintenance, keeping the stored user (it is no answer about the session)', async () => {
      const session = createSessionHarness({ stored: storedUser })
      session.actor.start()
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))

      session.pendingFetch().reject(underMaintenance())
      await waitFor(session.actor, (snapshot) => snapshot.matches('maintenance'))

      expect(session.storage.read()).toEqual(storedUser)
      expect(session.fetchFailures).toEqual([])
    })
  })

  describe('after session.refresh while authenticated', () => {
    it('should keep the user shown while refetching, then show the new one', async () => {
      const session = createSessionHarness()
      await signIn(session)

      session.actor.send({ type: 'session.refresh' })
      expect(session.actor.getSnapshot().value).toEqual({ fetchingUser: 'asking' })
      expect(session.actor.getSnapshot().context.user).toEqual(freshUser)
      session.pendingFetch().resolve(updatedUser)
      await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))

      expect(session.actor.getSnapshot().context.user).toEqual(updatedUser)
      expect(session.storage.read()).toEqual(updatedUser)
    })
  })

  describe('after session.restored (a page back from the back/forward cache)', () => {
    it('given a signed-in person, should show nobody at once and ask the server, keeping the stored user as a hint', async () => {
      const session = createSessionHarness()
      await signIn(session)
      const fetchesBefore = session.fetches.length

      session.actor.send({ type: 'session.restored' })

      const snapshot = session.actor.getSnapshot()
      expect(snapshot.value).toEqual({ fetchingUser: 'asking' })
      expect(selectSessionUser(snapshot)).toBeNull()
      expect(selectStoredUser(snapshot)).toEqual(freshUser)
      expect(session.fetches).toHaveLength(fetchesBefore + 1)
    })

    it('given the session ended meanwhile, should forget the person as at start-up: storage cleared, the login prompted', async () => {
      const session = createSessionHarness()
      await signIn(session)
      session.actor.send({ type: 'session.restored' })

      const error = unauthenticated()
      session.pendingFetch().reject(error)
      await waitFor(session.actor, (snapshot) => snapshot.matches('anonymous'))

      expect(selectSessionUser(session.actor.getSnapshot())).toBeNull()
      expect(session.storage.read()).toBeNull()
      expect(session.fetchFailures).toEqual([error])
      // The start-up's answer, not a sign-out of this page: the app says 'Você não está autenticado'.
      expect(selectSignedOutReason(session.actor.getSnapshot())).toBeNull()
    })

    it('given the same person still signed in, should show them again once the server says so', async () => {
      const session = createSessionHarness()
      await signIn(session)
      session.actor.send({ type: 'session.restored' })

      session.pendingFetch().resolve(updatedUser)
      await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))

      expect(selectSessionUser(session.actor.getSnapshot())).toEqual(updatedUser)
    })

    it('given the server cannot be asked, should keep showing nobody while it asks again', async () => {
      const session = createSessionHarness()
      await signIn(session)
      session.actor.send({ type: 'session.restored' })

      session.pendingFetch().reject(serverError())
      await waitFor(session.actor, (snapshot) => snapshot.matches('unreachable'))

      expect(selectSessionUser(session.actor.getSnapshot())).toBeNull()
      expect(selectStoredUser(session.actor.getSnapshot())).toEqual(freshUser)
    })

    it('given a visitor, should ask again too: someone may have signed in meanwhile', async () => {
      const session = createSessionHarness()
      session.actor.start()
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
      session.pendingFetch().reject(unauthenticated())
      await waitFor(session.actor, (snapshot) => snapshot.matches('anonymous'))

      session.actor.send({ type: 'session.restored' })

      expect(session.actor.getSnapshot().value).toEqual({ fetchingUser: 'asking' })
      expect(session.fetches).toHaveLength(2)
    })
  })

  describe('after session.signedIn during a pending fetch', () => {
    it('should restart the fetch so the older answer cannot win', async () => {
      const session = createSessionHarness()
      session.actor.start()
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
      const stale = session.pendingFetch()

      session.actor.send({ type: 'session.signedIn' })
      stale.reject(unauthenticated())
      session.pendingFetch().resolve(freshUser)
      await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))

      expect(session.fetches).toHaveLength(2)
      expect(session.fetchFailures).toEqual([])
      expect(session.actor.getSnapshot().context.user).toEqual(freshUser)
    })
  })

  describe('after session.signedOut', () => {
    it('should forget the user in context and storage', async () => {
      const session = createSessionHarness()
      await signIn(session)

      session.actor.send({ type: 'session.signedOut' })

      expect(session.actor.getSnapshot().value).toBe('anonymous')
      expect(session.actor.getSnapshot().context.user).toBeNull()
      expect(session.storage.read()).toBeNull()
    })

    it('given a pending fetch, should abandon it', async () => {
      const session = createSessionHarness({ stored: storedUser })
      session.actor.start()
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))

      session.actor.send({ type: 'session.signedOut' })
      session.pendingFetch().resolve(freshUser)
      await Promise.resolve()

      expect(session.actor.getSnapshot().value).toBe('anonymous')
      expect(session.storage.read()).toBeNull()
    })
  })

  describe('after session.userUpdated', () => {
    it('should replace the user in context and storage', async () => {
      const session = createSessionHarness()
      await signIn(session)

      session.actor.send({ type: 'session.userUpdated', user: updatedUser })

      expect(session.actor.getSnapshot().context.user).toEqual(updatedUser)
      expect(session.storage.read()).toEqual(updatedUser)
    })
  })

  describe('when the person signs out in this tab', () => {
    it('should tell the other tabs before the server is asked, and keep the user until it has answered', async () => {
      const session = createSessionHarness({ stored: storedUser })
      await signIn(session)

      session.actor.send({ type: 'session.signingOut' })

      expect(session.posted.at(-1)).toEqual({ type: 'signingOut' })
      expect(selectSessionUser(session.actor.getSnapshot())).toEqual(freshUser)
      session.actor.send({ type: 'session.signedOut' })
      expect(selectSignedOutReason(session.actor.getSnapshot())).toBe('logout')
      expect(session.posted.at(-1)).toEqual({ type: 'signedOut' })
    })
  })

  describe('when an authenticated call answers 401 (expiry)', () => {
    it('should forget the user everywhere, say why, and tell the other tabs', async () => {
      const session = createSessionHarness({ stored: storedUser })
      await signIn(session)

      session.reportUnauthenticated()

      expect(selectSessionStatus(session.actor.getSnapshot())).toBe('anonymous')
      expect(selectSessionUser(session.actor.getSnapshot())).toBeNull()
      expect(selectStoredUser(session.actor.getSnapshot())).toBeNull()
      expect(selectSignedOutReason(session.actor.getSnapshot())).toBe('expired')
      expect(session.storage.read()).toBeNull()
      expect(session.posted.at(-1)).toEqual({ type: 'signedOut' })
    })

    it('for a visitor nobody had signed in, should change nothing and tell nobody', async () => {
      const session = createSessionHarness()
      session.actor.start()
      session.pendingPrime().resolve(primed)
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
      session.pendingFetch().reject(unauthenticated())
      await waitFor(session.actor, (snapshot) => snapshot.matches('anonymous'))

      session.reportUnauthenticated()

      expect(selectSignedOutReason(session.actor.getSnapshot())).toBeNull()
      expect(session.posted).toEqual([])
    })

    it('should reach the machine from the real client, but not from its own user fetch', async () => {
      const answers = [
        { status: 204, body: null },
        { status: 401, body: { message: 'Unauthenticated.' } },
      ]
      const client = createSanctumClient({
        baseURL: 'https://api.conecta.test',
        readCookie: () => undefined,
        fetch: async (input) => {
          const url = String(input instanceof Request ? input.url : input)
          const answer = url.endsWith('/sanctum/csrf-cookie') ? answers[0] : answers[1]
          return new Response(answer?.body ? JSON.stringify(answer.body) : null, {
            status: answer?.status ?? 500,
            headers: { 'content-type': 'application/json' },
          })
        },
      })
      const heard: number[] = []
      client.onUnauthenticated((error) => heard.push(error.status ?? 0))

      await expect(fetchUser(client)).rejects.toMatchObject({ status: 401 })
      expect(heard).toEqual([])
      await expect(client.put('/user/profile-information', { body: {} })).rejects.toMatchObject({
        status: 401,
      })
      expect(heard).toEqual([401])
    })
  })

  describe('given another tab', () => {
    it('after it signs out, should forget the user without echoing it back', async () => {
      const session = createSessionHarness({ stored: storedUser })
      await signIn(session)
      const postedBefore = session.posted.length

      session.fromOtherTab({ type: 'signedOut' })

      expect(selectSessionStatus(session.actor.getSnapshot())).toBe('anonymous')
      expect(selectSessionUser(session.actor.getSnapshot())).toBeNull()
      expect(selectSignedOutReason(session.actor.getSnapshot())).toBe('elsewhere')
      expect(session.posted.length).toBe(postedBefore)
    })

    it('while it is signing out, a 401 here should be that sign-out: said as elsewhere, not echoed', async () => {
      const session = createSessionHarness({ stored: storedUser })
      await signIn(session)
      const postedBefore = session.posted.length

      session.fromOtherTab({ type: 'signingOut' })
      session.reportUnauthenticated()

      expect(selectSessionStatus(session.actor.getSnapshot())).toBe('anonymous')
      expect(selectSignedOutReason(session.actor.getSnapshot())).toBe('elsewhere')
      expect(session.posted.length).toBe(postedBefore)
    })

    it('while it is signing out, a user fetch answered 401 here should be that sign-out too', async () => {
      const session = createSessionHarness({ stored: storedUser })
      await signIn(session)

      session.fromOtherTab({ type: 'signingOut' })
      session.actor.send({ type: 'session.refresh' })
      await waitFor(session.actor, (snapshot) => snapshot.matches('fetchingUser'))
      session.pendingFetch().reject(unauthenticated())
      await waitFor(session.actor, (snapshot) => snapshot.matches('anonymous'))

      expect(selectSignedOutReason(session.actor.getSnapshot())).toBe('elsewhere')
    })

    it('once nothing more is heard of its sign-out for two minutes, a 401 here should be an expiry again', async () => {
      const session = createSessionHarness({ stored: storedUser })
      await signIn(session)

      session.fromOtherTab({ type: 'signingOut' })
      session.clock.increment(OTHER_TAB_SIGN_OUT_MS)
      session.reportUnauthenticated()

      expect(selectSignedOutReason(session.actor.getSnapshot())).toBe('expired')
      expect(session.posted.at(-1)).toEqual({ type: 'signedOut' })
    })

    it('after the same person is updated there, should show the update without a fetch', async () => {
      const session = createSessionHarness()
      await signIn(session)
      const fetches = session.fetches.length

      session.fromOtherTab({ type: 'userStored', user: updatedUser })

      expect(selectSessionUser(session.actor.getSnapshot())).toEqual(updatedUser)
      expect(session.fetches.length).toBe(fetches)
    })

    it('after another person signs in there, should show nobody until the server says who', async () => {
      const session = createSessionHarness()
      await signIn(session)

      session.fromOtherTab({ type: 'userStored', user: otherPerson })

      expect(selectSessionStatus(session.actor.getSnapshot())).toBe('loading')
      expect(selectSessionUser(session.actor.getSnapshot())).toBeNull()
      session.pendingFetch().resolve(otherPerson)
      await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))
      expect(selectSessionUser(session.actor.getSnapshot())).toEqual(otherPerson)
    })

    it('after a sign-in there, an anonymous tab should confirm and show the user', async () => {
      const session = createSessionHarness()
      await startRefused(session, 'anonymous')

      session.fromOtherTab({ type: 'userStored', user: freshUser })
      session.pendingFetch().resolve(freshUser)
      await waitFor(session.actor, (snapshot) => snapshot.matches('authenticated'))

      expect(selectSessionUser(session.actor.getSnapshot())).toEqual(freshUser)
    })

    it('after someone registers or signs in unverified there, an anonymous tab should ask again and say unverified, without the login prompt', async () => {
      const session = createSessionHarness()
      await startRefused(session, 'anonymous')
      const promptsBefore = session.fetchFailures.length

      session.fromOtherTab({ type: 'unverified' })
      expect(selectSessionStatus(session.actor.getSnapshot())).toBe('loading')
      session.pendingFetch().reject(unverifiedEmail())
      await waitFor(session.actor, (snapshot) => snapshot.matches('unverified'))

      expect(session.fetchFailures).toHaveLength(promptsBefore)
      expect(session.unverifiedNotices).toHaveLength(1)
    })

    it('after someone signs in unverified there, a signed-in tab should show nobody until the server says who', async () => {
      const session = createSessionHarness()
      await signIn(session)

      session.fromOtherTab({ type: 'unverified' })

      expect(selectSessionUser(session.actor.getSnapshot())).toBeNull()
      session.pendingFetch().reject(unverifiedEmail())
      await waitFor(session.actor, (snapshot) => snapshot.matches('unverified'))
      expect(selectSessionUser(session.actor.getSnapshot())).toBeNull()
    })

    it('when it says unverified too, should ask nothing and tell nothing back', async () => {
      const session = createSessionHarness()
      await startRefused(session, 'unverified')
      const fetches = session.fetches.length
      const posted = session.posted.length

      session.fromOtherTab({ type: 'unverified' })

      expect(selectSessionStatus(session.actor.getSnapshot())).toBe('unverified')
      expect(session.fetches).toHaveLength(fetches)
      expect(session.posted).toHaveLength(posted)
    })

    it('should tell the other tabs when the server says the address here is unverified', async () => {
      const session = createSessionHarness()
      await startRefused(session, 'unverified')

      expect(session.posted).toEqual([{ type: 'unverified' }])
    })

    it('should tell the other tabs of a confirmed user and of a logout here', async () => {
      const session = createSessionHarness()
      await signIn(session)
      session.actor.send({ type: 'session.signedOut' })

      expect(session.posted).toEqual([
        { type: 'userStored', user: freshUser },
        { type: 'signedOut' },
      ])
      expect(selectSignedOutReason(session.actor.getSnapshot())).toBe('logout')
    })
  })

  describe('given the real actors against an API', () => {
    const API = 'https://api.conecta.test'
    const xsrf = 'xsrf-secret-Zm9v/YmFy=='
    const sessionValue = 'session-secret-cXV4'
    const server = setupServer()
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
    afterEach(() => {
      server.resetHandlers()
      vi.restoreAllMocks()
    })
    afterAll(() => server.close())

    it('given a stored user and a 401, should end anonymous with storage cleared', async () => {
      server.use(
        http.get(`${API}/sanctum/csrf-cookie`, () => new HttpResponse(null, { status: 204 })),
        http.get(`${API}/api/user`, () =>
          HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
        ),
      )
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
      const backing = createMemoryStorage()
      const storage = createUserStorage(backing.storage)
      storage.write(storedUser)
      const client = createSanctumClient({ baseURL: API, readCookie: () => undefined })

      const actor = createActor(sessionMachine, { input: { client, storage } }).start()
      await waitFor(actor, (snapshot) => snapshot.matches('anonymous'))

      expect(backing.values.has(USER_STORAGE_KEY)).toBe(false)
      expect(actor.getSnapshot().context.error?.isUnauthenticated).toBe(true)
      // The default logError: the failure is logged once (docs/product.md#error-catalogue).
      expect(consoleError.mock.calls.map(([message]) => message)).toEqual(['User fetch failed'])
    })

    it('should never log a token value, whatever fails', async () => {
      const jar = createCookieJar({
        'XSRF-TOKEN': encodeURIComponent(xsrf),
        conecta_session: sessionValue,
      })
      const output: string[] = []
      for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
          output.push(args.map((arg) => inspect(arg, { depth: 10, showHidden: true })).join(' '))
        })
      }
      const client = createSanctumClient({ baseURL: API, readCookie: jar.read })
      const storage = createUserStorage(null)
      server.use(
        http.get(`${API}/sanctum/csrf-cookie`, () => new HttpResponse(null, { status: 204 })),
        http.get(`${API}/api/user`, () => HttpResponse.error()),
        http.post(`${API}/login`, () =>
          HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
        ),
        http.post(`${API}/logout`, () => HttpResponse.error()),
      )

      const actor = createActor(sessionMachine, { input: { client, storage } }).start()
      await waitFor(actor, (snapshot) => snapshot.matches('unreachable'))
      const failures = await Promise.all([
        client.post('/login', { body: { email: 'a@b.mz' } }).catch((error: unknown) => error),
        client.post('/logout').catch((error: unknown) => error),
      ])
      for (const failure of failures) console.error(failure)
      server.use(
        http.get(`${API}/sanctum/csrf-cookie`, () =>
          HttpResponse.json({ message: 'Down' }, { status: 500 }),
        ),
      )
      actor.send({ type: 'session.signedOut' })
      const restarted = createActor(sessionMachine, { input: { client, storage } }).start()
      await waitFor(restarted, (snapshot) => snapshot.matches('maintenance'))

      expect(output.length).toBeGreaterThanOrEqual(4)
      const secrets = [xsrf, encodeURIComponent(xsrf), sessionValue]
      for (const failure of [...failures, actor.getSnapshot().context.error]) {
        expect(failure).toBeInstanceOf(ApiError)
        const strings = reachableStrings(failure).join('\n')
        for (const secret of secrets) expect(strings).not.toContain(secret)
      }
      for (const line of output) {
        expect(line).not.toContain(xsrf)
        expect(line).not.toContain(encodeURIComponent(xsrf))
        expect(line).not.toContain(sessionValue)
      }
    })
  })

  describe('given the default implementations in node', () => {
    it('should start without window, document or localStorage', () => {
      const machine = sessionMachine.provide({
        actors: {
          primeCsrf: fromPromise<CsrfPrimeResult, { client: SanctumClient }>(
            () => new Promise(() => {}),
          ),
        },
      })

      const actor = createActor(machine, { input: { client: unusedClient } }).start()

      expect(actor.getSnapshot().value).toBe('primingCsrf')
      expect(actor.getSnapshot().context.user).toBeNull()
      actor.stop()
    })
  })
})
