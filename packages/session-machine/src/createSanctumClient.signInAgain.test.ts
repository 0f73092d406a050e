import { describe, expect, it, vi } from 'vitest'
import { json, noContent } from '../test/answers.js'
import { deferredHook } from '../test/deferredHook.js'
import { rejection } from '../test/rejection.js'
import type { ApiError } from './ApiError.js'
import {
  createSanctumClient,
  type SanctumClientOptions,
  type SignInAgainOutcome,
  type SignInAgainRequest,
} from './createSanctumClient.js'

// A session that ends while the person fills a form answers the form's call
// 401. With a `signInAgain` hook the client asks the person to sign in again
// (a dialog over the form) instead of losing what was typed, and keeps the
// expiry from the session's listeners until the person has answered.

const BASE = 'https://api.example.co.mz'

const unauthenticated = () => json({ message: 'Unauthenticated.' }, 401)
const csrfMismatch = () => json({ message: 'CSRF token mismatch.' }, 419)
const locked = () => json({ message: 'Password confirmation required.' }, 423)

/**
 * A backend whose session has ended: every call is answered 401 (or 419, with
 * `expiredAs: 419`) until `signIn()`, then 200 with the number of calls it
 * received so far. With `lockedAfterSignIn` the calls after the sign-in are
 * answered 423 until `confirmPassword()`.
 */
function expiredApi(
  options: { expiredAs?: 401 | 419; lockedAfterSignIn?: boolean; staysExpired?: boolean } = {},
) {
  let signedIn = false
  let confirmed = false
  const sent: string[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const { pathname } = new URL(request.url)
    if (pathname === '/sanctum/csrf-cookie') return noContent()
    sent.push(`${request.method} ${pathname}`)
    if (!signedIn || options.staysExpired) {
      return options.expiredAs === 419 ? csrfMismatch() : unauthenticated()
    }
    if (options.lockedAfterSignIn && !confirmed) return locked()
    return json({ calls: sent.length })
  }
  return {
    sent,
    fetch: fetch as typeof globalThis.fetch,
    signIn: () => {
      signedIn = true
    },
    confirmPassword: () => {
      confirmed = true
    },
  }
}

function client(api: ReturnType<typeof expiredApi>, options: Partial<SanctumClientOptions> = {}) {
  const sanctum = createSanctumClient({
    baseURL: BASE,
    readCookie: () => undefined,
    fetch: api.fetch,
    ...options,
  })
  const reported: ApiError[] = []
  sanctum.onUnauthenticated((error) => {
    reported.push(error)
  })
  return { sanctum, reported }
}

const aWhile = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('createSanctumClient given a session that ended while a form was filled', () => {
  describe('given a signInAgain hook where the same person signs in', () => {
    it('should ask once, send the call again once and resolve with its answer', async () => {
      const api = expiredApi()
      const onError = vi.fn()
      const signInAgain = vi.fn(async (): Promise<SignInAgainOutcome> => {
        api.signIn()
        return 'same'
      })
      const { sanctum, reported } = client(api, { signInAgain, onError })

      const saved = await sanctum.put('/api/profile', { body: { name: 'Ana' } })

      expect(saved).toEqual({ calls: 2 })
      expect(signInAgain).toHaveBeenCalledTimes(1)
      expect(signInAgain).toHaveBeenCalledWith({ method: 'PUT', url: `${BASE}/api/profile` })
      expect(api.sent).toEqual(['PUT /api/profile', 'PUT /api/profile'])
      expect(reported).toEqual([])
      expect(onError).not.toHaveBeenCalled()
    })

    it('should also ask for a 419 that survived its retry', async () => {
      const api = expiredApi({ expiredAs: 419 })
      const signInAgain = vi.fn(async (): Promise<SignInAgainOutcome> => {
        api.signIn()
        return 'same'
      })
      const { sanctum, reported } = client(api, { signInAgain })

      await expect(sanctum.post('/api/orders')).resolves.toEqual({ calls: 3 })
      expect(signInAgain).toHaveBeenCalledTimes(1)
      expect(api.sent).toEqual(['POST /api/orders', 'POST /api/orders', 'POST /api/orders'])
      expect(reported).toEqual([])
    })
  })

  describe('given two calls answered 401 while the person is asked', () => {
    it('should ask once and send both again once signed in', async () => {
      const api = expiredApi()
      const person = deferredHook<SignInAgainRequest, SignInAgainOutcome>()
      const { sanctum, reported } = client(api, { signInAgain: person.hook })

      const first = sanctum.put('/api/profile')
      const second = sanctum.delete('/api/addresses/7')
      await vi.waitFor(() => expect(api.sent).toHaveLength(2))
      await vi.waitFor(() => expect(person.hook).toHaveBeenCalledTimes(1))
      // Both 401s are in: the second call waits for the same question.
      await aWhile()
      api.signIn()
      person.answer('same')

      await expect(first).resolves.toHaveProperty('calls')
      await expect(second).resolves.toHaveProperty('calls')
      expect(person.hook).toHaveBeenCalledTimes(1)
      expect([...api.sent].sort()).toEqual([
        'DELETE /api/addresses/7',
        'DELETE /api/addresses/7',
        'PUT /api/profile',
        'PUT /api/profile',
      ])
      expect(reported).toEqual([])
    })

    it('should send one again without asking when its 401 arrives after a sign-in it predates', async () => {
      const api = expiredApi()
      let releaseSlow: () => void = () => {}
      const slowAnswer = new Promise<void>((resolve) => {
        releaseSlow = resolve
      })
      const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const slow = new URL(new Request(input, init).url).pathname === '/api/addresses/7'
        // The slow call left while the session was over and is answered after
        // the person signed in again.
        const answer = api.fetch(input, init)
        if (slow) await slowAnswer
        return answer
      }
      const signInAgain = vi.fn(async (): Promise<SignInAgainOutcome> => {
        api.signIn()
        return 'same'
      })
      const { sanctum, reported } = client(api, {
        fetch: fetch as typeof globalThis.fetch,
        signInAgain,
      })

      const slow = sanctum.delete('/api/addresses/7')
      await vi.waitFor(() => expect(api.sent).toContain('DELETE /api/addresses/7'))
      await expect(sanctum.put('/api/profile')).resolves.toEqual({ calls: 3 })
      releaseSlow()

      await expect(slow).resolves.toEqual({ calls: 4 })
      expect(signInAgain).toHaveBeenCalledTimes(1)
      expect(api.sent).toEqual([
        'DELETE /api/addresses/7',
        'PUT /api/profile',
        'PUT /api/profile',
        'DELETE /api/addresses/7',
      ])
      expect(reported).toEqual([])
    })
  })

  describe('given someone else signs in', () => {
    it('should reject with a signed-in-as-other ApiError, report nothing and send nothing again', async () => {
      const api = expiredApi()
      const onError = vi.fn()
      const { sanctum, reported } = client(api, {
        signInAgain: async () => {
          api.signIn()
          return 'other'
        },
        onError,
      })

      const error = await rejection(sanctum.put('/api/profile', { body: { name: 'Ana' } }))

      expect(error.kind).toBe('signed-in-as-other')
      expect(error.isSignedInAsOther).toBe(true)
      expect(error.isUnauthenticated).toBe(true)
      expect(error.status).toBe(401)
      expect(error.method).toBe('PUT')
      expect(error.url).toBe(`${BASE}/api/profile`)
      expect(error.message).toBe('Entrou outra pessoa: o que estava a ser enviado foi descartado.')
      expect(api.sent).toEqual(['PUT /api/profile'])
      expect(reported).toEqual([])
      expect(onError).toHaveBeenCalledTimes(1)
      expect(onError).toHaveBeenCalledWith(error)
    })
  })

  describe('given calls sent before a sign-in and answered 401 after it', () => {
    /** The session's old answer to `slowPath`, sent at once and delivered when released. */
    function withSlowCall(api: ReturnType<typeof expiredApi>, slowPath: string) {
      let release: () => void = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const answer = api.fetch(input, init)
        if (new URL(new Request(input, init).url).pathname === slowPath) await released
        return answer
      }
      return { fetch: fetch as typeof globalThis.fetch, release: () => release() }
    }

    it('given someone else signed in meanwhile, should drop a form’s call unsent, unreported and without asking again', async () => {
      const api = expiredApi()
      const slow = withSlowCall(api, '/api/addresses/7')
      const signInAgain = vi.fn(async (): Promise<SignInAgainOutcome> => {
        api.signIn()
        return 'other'
      })
      const { sanctum, reported } = client(api, { fetch: slow.fetch, signInAgain })

      const deletion = rejection(sanctum.delete('/api/addresses/7'))
      await vi.waitFor(() => expect(api.sent).toContain('DELETE /api/addresses/7'))
      await expect(rejection(sanctum.put('/api/profile'))).resolves.toMatchObject({
        kind: 'signed-in-as-other',
      })
      slow.release()

      await expect(deletion).resolves.toMatchObject({ kind: 'signed-in-as-other' })
      expect(signInAgain).toHaveBeenCalledTimes(1)
      expect(api.sent).toEqual(['DELETE /api/addresses/7', 'PUT /api/profile'])
      expect(reported).toEqual([])
    })

    it('should give a GET its 401 without telling the listeners: it is news of the old session, not of the new one', async () => {
      const api = expiredApi()
      const slow = withSlowCall(api, '/api/sessions')
      const signInAgain = vi.fn(async (): Promise<SignInAgainOutcome> => {
        api.signIn()
        return 'same'
      })
      const { sanctum, reported } = client(api, { fetch: slow.fetch, signInAgain })

      const list = rejection(sanctum.get('/api/sessions'))
      await vi.waitFor(() => expect(api.sent).toContain('GET /api/sessions'))
      await expect(sanctum.put('/api/profile')).resolves.toEqual({ calls: 3 })
      slow.release()

      await expect(list).resolves.toMatchObject({ kind: 'http', status: 401 })
      expect(reported).toEqual([])
    })
  })

  describe('given the person declines', () => {
    it('should reject with the 401 and report it once, only after the answer', async () => {
      const api = expiredApi()
      const person = deferredHook<SignInAgainRequest, SignInAgainOutcome>()
      const { sanctum, reported } = client(api, { signInAgain: person.hook })

      const call = rejection(sanctum.put('/api/profile'))
      await vi.waitFor(() => expect(person.hook).toHaveBeenCalledTimes(1))
      await aWhile()
      expect(reported).toEqual([])
      person.answer('cancelled')
      const error = await call

      expect(error.kind).toBe('http')
      expect(error.status).toBe(401)
      expect(error.serverMessage).toBe('Unauthenticated.')
      expect(reported).toHaveLength(1)
      expect(reported[0]).toBe(error)
      expect(api.sent).toEqual(['PUT /api/profile'])
    })

    it('should reject every call that waited for that one question and report once', async () => {
      const api = expiredApi()
      const person = deferredHook<SignInAgainRequest, SignInAgainOutcome>()
      const { sanctum, reported } = client(api, { signInAgain: person.hook })

      const first = rejection(sanctum.put('/api/profile'))
      const second = rejection(sanctum.delete('/api/addresses/7'))
      await vi.waitFor(() => expect(api.sent).toHaveLength(2))
      await aWhile()
      person.answer('cancelled')

      expect((await first).status).toBe(401)
      expect((await second).status).toBe(401)
      expect(person.hook).toHaveBeenCalledTimes(1)
      expect(reported).toHaveLength(1)
      expect(api.sent).toHaveLength(2)
    })
  })

  describe('given a hook that cannot ask (it rejects)', () => {
    it('should reject with the 401, report it once and send nothing again', async () => {
      const api = expiredApi()
      const { sanctum, reported } = client(api, {
        signInAgain: async () => {
          throw new Error('no dialog on this page')
        },
      })

      const error = await rejection(sanctum.put('/api/profile'))

      expect(error.kind).toBe('http')
      expect(error.status).toBe(401)
      expect(reported).toEqual([error])
      expect(api.sent).toEqual(['PUT /api/profile'])
    })

    it('should ask again for a later call, once the question has ended', async () => {
      const api = expiredApi()
      const signInAgain = vi.fn(async (): Promise<SignInAgainOutcome> => {
        throw new Error('no dialog on this page')
      })
      const { sanctum, reported } = client(api, { signInAgain })

      await rejection(sanctum.put('/api/profile'))
      await rejection(sanctum.put('/api/profile'))

      expect(signInAgain).toHaveBeenCalledTimes(2)
      expect(reported).toHaveLength(2)
    })
  })

  describe('given a GET answered 401 while the person is asked', () => {
    it('should reject it at once and report only the asking call’s 401 if the person declines', async () => {
      const api = expiredApi()
      const person = deferredHook<SignInAgainRequest, SignInAgainOutcome>()
      const { sanctum, reported } = client(api, { signInAgain: person.hook })

      const put = rejection(sanctum.put('/api/profile'))
      await vi.waitFor(() => expect(person.hook).toHaveBeenCalledTimes(1))
      const listError = await rejection(sanctum.get('/api/orders'))

      expect(listError.status).toBe(401)
      expect(reported).toEqual([])
      person.answer('cancelled')
      const putError = await put
      expect(reported).toEqual([putError])
      expect(person.hook).toHaveBeenCalledTimes(1)
    })

    it('should hold one answered in the same instant as the asking call’s 401', async () => {
      const api = expiredApi()
      let release: () => void = () => {}
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const answer = api.fetch(input, init)
        if (new URL(new Request(input, init).url).pathname !== '/sanctum/csrf-cookie') await gate
        return answer
      }
      const person = deferredHook<SignInAgainRequest, SignInAgainOutcome>()
      const { sanctum, reported } = client(api, {
        fetch: fetch as typeof globalThis.fetch,
        signInAgain: person.hook,
      })

      // Both answers land together, the PUT's first: the question must be
      // open before the GET's 401 is reported, or the session would end
      // under the dialog.
      const put = sanctum.put('/api/profile')
      await vi.waitFor(() => expect(api.sent).toEqual(['PUT /api/profile']))
      const list = rejection(sanctum.get('/api/orders'))
      await vi.waitFor(() => expect(api.sent).toHaveLength(2))
      release()
      expect((await list).status).toBe(401)
      await vi.waitFor(() => expect(person.hook).toHaveBeenCalledTimes(1))

      expect(reported).toEqual([])
      api.signIn()
      person.answer('same')
      await expect(put).resolves.toEqual({ calls: 3 })
      expect(reported).toEqual([])
    })

    it('should drop its report once the same person signed in', async () => {
      const api = expiredApi()
      const person = deferredHook<SignInAgainRequest, SignInAgainOutcome>()
      const { sanctum, reported } = client(api, { signInAgain: person.hook })

      const put = sanctum.put('/api/profile')
      await vi.waitFor(() => expect(person.hook).toHaveBeenCalledTimes(1))
      expect((await rejection(sanctum.get('/api/orders'))).status).toBe(401)
      api.signIn()
      person.answer('same')

      await expect(put).resolves.toEqual({ calls: 3 })
      await aWhile()
      expect(reported).toEqual([])
      expect(api.sent).toEqual(['PUT /api/profile', 'GET /api/orders', 'PUT /api/profile'])
    })
  })

  describe('given a call that must not ask', () => {
    it.each([
      ['a GET', (sanctum: ReturnType<typeof client>['sanctum']) => sanctum.get('/api/orders')],
      [
        'an exclusive call',
        (sanctum: ReturnType<typeof client>['sanctum']) =>
          sanctum.post('/logout', { exclusive: true }),
      ],
      [
        'a call with signInAgain: false',
        (sanctum: ReturnType<typeof client>['sanctum']) =>
          sanctum.put('/api/profile', { signInAgain: false }),
      ],
    ])('should reject %s with the 401 and report it at once', async (_, call) => {
      const api = expiredApi()
      const signInAgain = vi.fn(async (): Promise<SignInAgainOutcome> => 'same')
      const { sanctum, reported } = client(api, { signInAgain })

      const error = await rejection(call(sanctum))

      expect(error.status).toBe(401)
      expect(reported).toEqual([error])
      expect(signInAgain).not.toHaveBeenCalled()
      expect(api.sent).toHaveLength(1)
    })

    it('should reject a call with reportUnauthenticated: false without asking or reporting', async () => {
      const api = expiredApi()
      const signInAgain = vi.fn(async (): Promise<SignInAgainOutcome> => 'same')
      const { sanctum, reported } = client(api, { signInAgain })

      const error = await rejection(sanctum.put('/api/profile', { reportUnauthenticated: false }))

      expect(error.status).toBe(401)
      expect(reported).toEqual([])
      expect(signInAgain).not.toHaveBeenCalled()
      expect(api.sent).toEqual(['PUT /api/profile'])
    })
  })

  describe('given no signInAgain hook', () => {
    it('should reject with the 401 and report it at once, sent once', async () => {
      const api = expiredApi()
      const { sanctum, reported } = client(api)
      const reportedBeforeRejection: number[] = []

      const error = await rejection(
        sanctum.put('/api/profile').catch((error: unknown) => {
          reportedBeforeRejection.push(reported.length)
          throw error
        }),
      )

      expect(error.status).toBe(401)
      expect(error.message).toBe('Você não está autenticado')
      expect(reportedBeforeRejection).toEqual([1])
      expect(reported).toEqual([error])
      expect(api.sent).toEqual(['PUT /api/profile'])
    })
  })

  describe('given the call is answered 401 again after the sign-in', () => {
    it('should reject with that 401 and report it, asking only once', async () => {
      const api = expiredApi({ staysExpired: true })
      const signInAgain = vi.fn(async (): Promise<SignInAgainOutcome> => {
        api.signIn()
        return 'same'
      })
      const { sanctum, reported } = client(api, { signInAgain })

      const error = await rejection(sanctum.put('/api/profile'))

      expect(error.kind).toBe('http')
      expect(error.status).toBe(401)
      expect(reported).toEqual([error])
      expect(signInAgain).toHaveBeenCalledTimes(1)
      expect(api.sent).toEqual(['PUT /api/profile', 'PUT /api/profile'])
    })
  })

  describe('given the call sent again is answered 423', () => {
    it('should ask for the password and send it a third time', async () => {
      const api = expiredApi({ lockedAfterSignIn: true })
      const signInAgain = vi.fn(async (): Promise<SignInAgainOutcome> => {
        api.signIn()
        return 'same'
      })
      const confirmPassword = vi.fn(async () => {
        api.confirmPassword()
        return true
      })
      const { sanctum, reported } = client(api, { signInAgain, confirmPassword })

      await expect(sanctum.delete('/api/user/sessions')).resolves.toEqual({ calls: 3 })
      expect(signInAgain).toHaveBeenCalledTimes(1)
      expect(confirmPassword).toHaveBeenCalledTimes(1)
      expect(confirmPassword).toHaveBeenCalledWith({
        method: 'DELETE',
        url: `${BASE}/api/user/sessions`,
      })
      expect(api.sent).toEqual([
        'DELETE /api/user/sessions',
        'DELETE /api/user/sessions',
        'DELETE /api/user/sessions',
      ])
      expect(reported).toEqual([])
    })
  })

  describe('given the call is aborted while the person is asked', () => {
    it("should reject as aborted on the caller's signal and not send it again", async () => {
      const api = expiredApi()
      const person = deferredHook<SignInAgainRequest, SignInAgainOutcome>()
      const { sanctum } = client(api, { signInAgain: person.hook })
      const controller = new AbortController()

      const call = rejection(sanctum.put('/api/profile', { signal: controller.signal }))
      await vi.waitFor(() => expect(person.hook).toHaveBeenCalledTimes(1))
      controller.abort()

      const error = await call
      expect(error.kind).toBe('aborted')
      expect(error.url).toBe(`${BASE}/api/profile`)
      api.signIn()
      person.answer('same')
      await aWhile()
      expect(api.sent).toEqual(['PUT /api/profile'])
    })

    it('should leave the question to the other calls waiting for it', async () => {
      const api = expiredApi()
      const person = deferredHook<SignInAgainRequest, SignInAgainOutcome>()
      const { sanctum } = client(api, { signInAgain: person.hook })
      const controller = new AbortController()

      const aborted = rejection(sanctum.put('/api/profile', { signal: controller.signal }))
      const other = sanctum.delete('/api/addresses/7')
      await vi.waitFor(() => expect(api.sent).toHaveLength(2))
      await aWhile()
      controller.abort()
      expect((await aborted).kind).toBe('aborted')
      api.signIn()
      person.answer('same')

      await expect(other).resolves.toEqual({ calls: 3 })
      expect(person.hook).toHaveBeenCalledTimes(1)
      expect(api.sent).toEqual([
        'PUT /api/profile',
        'DELETE /api/addresses/7',
        'DELETE /api/addresses/7',
      ])
    })

    it('should reject as aborted on abortAll()', async () => {
      const api = expiredApi()
      const person = deferredHook<SignInAgainRequest, SignInAgainOutcome>()
      const { sanctum } = client(api, { signInAgain: person.hook })

      const call = rejection(sanctum.put('/api/profile'))
      await vi.waitFor(() => expect(person.hook).toHaveBeenCalledTimes(1))
      sanctum.abortAll()

      expect((await call).kind).toBe('aborted')
      api.signIn()
      person.answer('same')
      await aWhile()
      expect(api.sent).toEqual(['PUT /api/profile'])
    })
  })
})
