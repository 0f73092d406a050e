import { describe, expect, it, vi } from 'vitest'
import { json, noContent } from '../test/answers.js'
import { deferredHook } from '../test/deferredHook.js'
import { rejection } from '../test/rejection.js'
import {
  createSanctumClient,
  type PasswordConfirmationRequest,
  type SanctumClientOptions,
} from './createSanctumClient.js'

// Laravel's `password.confirm` middleware answers 423 until the person has
// confirmed their password (docs/api-contract.md#password-confirmation). The
// client asks once through its `confirmPassword` option and sends the call
// again once.

const BASE = 'https://api.example.co.mz'

const locked = () => json({ message: 'Password confirmation required.' }, 423)

/**
 * A backend whose `DELETE /api/user/sessions` and `POST /user/two-factor-recovery-codes`
 * are behind `password.confirm`: 423 until `confirm()` is called, then 2xx.
 */
function lockedApi(options: { relockAfterConfirm?: boolean } = {}) {
  let confirmed = false
  const sent: string[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const { pathname } = new URL(request.url)
    if (pathname === '/sanctum/csrf-cookie') return noContent()
    sent.push(`${request.method} ${pathname}`)
    if (!confirmed || options.relockAfterConfirm) return locked()
    if (pathname === '/user/two-factor-recovery-codes') return json(['aaaaaaaaaa-bbbbbbbbbb'])
    return noContent()
  }
  return {
    sent,
    fetch: fetch as typeof globalThis.fetch,
    confirm: () => {
      confirmed = true
    },
  }
}

function client(api: ReturnType<typeof lockedApi>, options: Partial<SanctumClientOptions> = {}) {
  return createSanctumClient({
    baseURL: BASE,
    readCookie: () => undefined,
    fetch: api.fetch,
    ...options,
  })
}

describe('createSanctumClient given a route behind password confirmation', () => {
  describe('given a confirmPassword hook that confirms', () => {
    it('should ask once, send the call again once and resolve with its answer', async () => {
      const api = lockedApi()
      const onError = vi.fn()
      const confirmPassword = vi.fn(async () => {
        api.confirm()
        return true
      })
      const sanctum = client(api, { confirmPassword, onError })

      const codes = await sanctum.post('/user/two-factor-recovery-codes')

      expect(codes).toEqual(['aaaaaaaaaa-bbbbbbbbbb'])
      expect(confirmPassword).toHaveBeenCalledTimes(1)
      expect(confirmPassword).toHaveBeenCalledWith({
        method: 'POST',
        url: `${BASE}/user/two-factor-recovery-codes`,
      })
      expect(api.sent).toEqual([
        'POST /user/two-factor-recovery-codes',
        'POST /user/two-factor-recovery-codes',
      ])
      expect(onError).not.toHaveBeenCalled()
    })
  })

  describe('given two calls answered 423 while the person is being asked', () => {
    it('should ask once and send both again once confirmed', async () => {
      const api = lockedApi()
      const person = deferredHook<PasswordConfirmationRequest, boolean>()
      const sanctum = client(api, { confirmPassword: person.hook })

      const first = sanctum.delete('/api/user/sessions')
      const second = sanctum.post('/user/two-factor-recovery-codes')
      await vi.waitFor(() => expect(api.sent).toHaveLength(2))
      await vi.waitFor(() => expect(person.hook).toHaveBeenCalledTimes(1))
      // Both 423s are in: the second call waits for the same question.
      await new Promise((resolve) => setTimeout(resolve, 10))
      api.confirm()
      person.answer(true)

      await expect(first).resolves.toBeUndefined()
      await expect(second).resolves.toEqual(['aaaaaaaaaa-bbbbbbbbbb'])
      expect(person.hook).toHaveBeenCalledTimes(1)
      expect([...api.sent].sort()).toEqual([
        'DELETE /api/user/sessions',
        'DELETE /api/user/sessions',
        'POST /user/two-factor-recovery-codes',
        'POST /user/two-factor-recovery-codes',
      ])
    })

    it('should not ask again for a 423 that arrives after the confirmation ended', async () => {
      const api = lockedApi()
      let releaseSlow: () => void = () => {}
      const slowAnswer = new Promise<void>((resolve) => {
        releaseSlow = resolve
      })
      const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const slow = new URL(new Request(input, init).url).pathname === '/api/user/sessions'
        // The slow call left before the confirmation and is answered after it.
        const answer = api.fetch(input, init)
        if (slow) await slowAnswer
        return answer
      }
      const confirmPassword = vi.fn(async () => {
        api.confirm()
        return true
      })
      const sanctum = client(api, {
        fetch: fetch as typeof globalThis.fetch,
        confirmPassword,
      })

      const slow = sanctum.delete('/api/user/sessions')
      await vi.waitFor(() => expect(api.sent).toContain('DELETE /api/user/sessions'))
      await expect(sanctum.post('/user/two-factor-recovery-codes')).resolves.toHaveLength(1)
      releaseSlow()

      await expect(slow).resolves.toBeUndefined()
      expect(confirmPassword).toHaveBeenCalledTimes(1)
    })
  })

  describe('given the person cancels', () => {
    it('should reject with a confirmation-cancelled ApiError and send nothing again', async () => {
      const api = lockedApi()
      const onError = vi.fn()
      const sanctum = client(api, { confirmPassword: async () => false, onError })

      const error = await rejection(sanctum.delete('/api/user/sessions'))

      expect(error.kind).toBe('confirmation-cancelled')
      expect(error.isConfirmationCancelled).toBe(true)
      expect(error.isPasswordConfirmationRequired).toBe(false)
      expect(error.status).toBe(423)
      expect(error.url).toBe(`${BASE}/api/user/sessions`)
      expect(api.sent).toEqual(['DELETE /api/user/sessions'])
      expect(onError).toHaveBeenCalledTimes(1)
      expect(onError).toHaveBeenCalledWith(error)
    })

    it('should cancel every call that waited for that one question', async () => {
      const api = lockedApi()
      const person = deferredHook<PasswordConfirmationRequest, boolean>()
      const sanctum = client(api, { confirmPassword: person.hook })

      const first = rejection(sanctum.delete('/api/user/sessions'))
      const second = rejection(sanctum.post('/user/two-factor-recovery-codes'))
      await vi.waitFor(() => expect(api.sent).toHaveLength(2))
      await new Promise((resolve) => setTimeout(resolve, 10))
      person.answer(false)

      expect((await first).kind).toBe('confirmation-cancelled')
      expect((await second).kind).toBe('confirmation-cancelled')
      expect(person.hook).toHaveBeenCalledTimes(1)
      expect(api.sent).toHaveLength(2)
    })
  })

  describe('given the call is answered 423 again after the confirmation', () => {
    it('should reject with that 423 after one second send, without asking again', async () => {
      const api = lockedApi({ relockAfterConfirm: true })
      const confirmPassword = vi.fn(async () => {
        api.confirm()
        return true
      })
      const sanctum = client(api, { confirmPassword })

      const error = await rejection(sanctum.delete('/api/user/sessions'))

      expect(error.kind).toBe('http')
      expect(error.status).toBe(423)
      expect(error.isPasswordConfirmationRequired).toBe(true)
      expect(error.serverMessage).toBe('Password confirmation required.')
      expect(confirmPassword).toHaveBeenCalledTimes(1)
      expect(api.sent).toEqual(['DELETE /api/user/sessions', 'DELETE /api/user/sessions'])
    })

    it('should ask again for a later call, once the earlier question has ended', async () => {
      const api = lockedApi({ relockAfterConfirm: true })
      const confirmPassword = vi.fn(async () => true)
      const sanctum = client(api, { confirmPassword })

      await rejection(sanctum.delete('/api/user/sessions'))
      await rejection(sanctum.delete('/api/user/sessions'))

      expect(confirmPassword).toHaveBeenCalledTimes(2)
      expect(api.sent).toHaveLength(4)
    })
  })

  describe('given no confirmPassword hook', () => {
    it('should reject with the 423 as with any error status, sent once', async () => {
      const api = lockedApi()
      const sanctum = client(api)

      const error = await rejection(sanctum.delete('/api/user/sessions'))

      expect(error.kind).toBe('http')
      expect(error.status).toBe(423)
      expect(error.message).toBe('Por segurança, confirme a sua palavra-passe e tente novamente.')
      expect(api.sent).toEqual(['DELETE /api/user/sessions'])
    })
  })

  describe('given a hook that cannot ask (it rejects)', () => {
    it('should reject with the 423 and send nothing again', async () => {
      const api = lockedApi()
      const sanctum = client(api, {
        confirmPassword: async () => {
          throw new Error('no dialog on this page')
        },
      })

      const error = await rejection(sanctum.delete('/api/user/sessions'))

      expect(error.isPasswordConfirmationRequired).toBe(true)
      expect(api.sent).toEqual(['DELETE /api/user/sessions'])
    })
  })

  describe('given a call that opts out with confirmPassword: false', () => {
    it('should reject with the 423 without asking', async () => {
      const api = lockedApi()
      const confirmPassword = vi.fn(async () => true)
      const sanctum = client(api, { confirmPassword })

      const error = await rejection(
        sanctum.delete('/api/user/sessions', { confirmPassword: false }),
      )

      expect(error.status).toBe(423)
      expect(confirmPassword).not.toHaveBeenCalled()
    })
  })

  describe('given the call is aborted while the person is asked', () => {
    it("should reject as aborted on the caller's signal and not send it again", async () => {
      const api = lockedApi()
      const person = deferredHook<PasswordConfirmationRequest, boolean>()
      const sanctum = client(api, { confirmPassword: person.hook })
      const controller = new AbortController()

      const call = rejection(sanctum.delete('/api/user/sessions', { signal: controller.signal }))
      await vi.waitFor(() => expect(person.hook).toHaveBeenCalledTimes(1))
      controller.abort()

      expect((await call).kind).toBe('aborted')
      api.confirm()
      person.answer(true)
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(api.sent).toEqual(['DELETE /api/user/sessions'])
    })

    it('should reject as aborted on abortAll()', async () => {
      const api = lockedApi()
      const person = deferredHook<PasswordConfirmationRequest, boolean>()
      const sanctum = client(api, { confirmPassword: person.hook })

      const call = rejection(sanctum.delete('/api/user/sessions'))
      await vi.waitFor(() => expect(person.hook).toHaveBeenCalledTimes(1))
      sanctum.abortAll()

      expect((await call).kind).toBe('aborted')
    })
  })

  it('should name Fortify’s confirmation route among its endpoints', () => {
    const sanctum = client(lockedApi(), { endpoints: { confirmPassword: '/auth/confirm' } })

    expect(client(lockedApi()).endpoints.confirmPassword).toBe('/user/confirm-password')
    expect(sanctum.endpoints.confirmPassword).toBe('/auth/confirm')
  })
})
