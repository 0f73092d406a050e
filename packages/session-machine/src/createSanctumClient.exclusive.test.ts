import { describe, expect, it, vi } from 'vitest'
import { rejection } from '../test/rejection.js'
import { createSanctumClient, type SanctumClientOptions } from './createSanctumClient.js'

// A browser's cookie jar in front of a Laravel-like API, with answers the test
// holds back. What makes the login race: the browser stores an answer's
// Set-Cookie when its headers arrive, Laravel answers with the session the
// call arrived with (a login with a new one), and an aborted call's headers
// never arrive, so it stores nothing.

const ana = { id: 7, name: 'Ana', email: 'ana@example.co.mz', email_verified_at: null }

interface Answer {
  status: number
  body?: unknown
  session: string
}

function fakeBrowser() {
  let cookie = 'anonymous'
  let sessions = 0
  const signedIn = new Set<string>()
  const sent: string[] = []
  const holding = new Map<string, number>()
  const held = new Map<string, (() => void)[]>()
  let failLogin = false

  function answer(key: string, session: string): Answer {
    switch (key) {
      case 'POST /login': {
        if (failLogin) return { status: 500, body: { message: 'Server Error' }, session }
        sessions += 1
        const fresh = `session-${sessions}`
        signedIn.add(fresh)
        return { status: 204, session: fresh }
      }
      case 'POST /logout':
        sessions += 1
        return { status: 204, session: `session-${sessions}` }
      case 'GET /api/user':
        return signedIn.has(session)
          ? { status: 200, body: ana, session }
          : { status: 401, body: { message: 'Unauthenticated.' }, session }
      case 'GET /sanctum/csrf-cookie':
        return { status: 204, session }
      default:
        return { status: 200, body: { ok: true }, session }
    }
  }

  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET'
    const key = `${method} ${new URL(String(input)).pathname}`
    const session = cookie
    const signal = init?.signal
    sent.push(key)
    return new Promise<Response>((resolve, reject) => {
      let aborted = false
      const abort = () => {
        aborted = true
        reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'))
      }
      if (signal?.aborted) return abort()
      signal?.addEventListener('abort', abort, { once: true })
      const arrive = () => {
        if (aborted) return
        signal?.removeEventListener('abort', abort)
        const { status, body, session: setCookie } = answer(key, session)
        cookie = setCookie
        resolve(
          new Response(status === 204 ? null : JSON.stringify(body), {
            status,
            headers: { 'content-type': 'application/json' },
          }),
        )
      }
      const toHold = holding.get(key) ?? 0
      if (toHold > 0) {
        holding.set(key, toHold - 1)
        held.set(key, [...(held.get(key) ?? []), arrive])
      } else setTimeout(arrive, 1)
    })
  }

  return {
    fetch: fetch as typeof globalThis.fetch,
    sent,
    cookie: () => cookie,
    /** The next answer to `key` waits for {@link release} (or forever). */
    hold(key: string) {
      holding.set(key, (holding.get(key) ?? 0) + 1)
    },
    /** Lets the oldest held answer to `key` arrive, if its call is still waiting for it. */
    release(key: string) {
      const [first, ...rest] = held.get(key) ?? []
      held.set(key, rest)
      first?.()
    },
    failLogins() {
      failLogin = true
    },
  }
}

type Browser = ReturnType<typeof fakeBrowser>

function client(browser: Browser, options: Partial<SanctumClientOptions> = {}) {
  return createSanctumClient({
    baseURL: 'https://api.conecta.test',
    readCookie: () => undefined,
    fetch: browser.fetch,
    ...options,
  })
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms))

const login = { body: { email: ana.email, password: 'password' }, exclusive: true }

describe('createSanctumClient, given an exclusive call (a login)', () => {
  describe('while the start-up CSRF priming is still on its way', () => {
    it('should keep the person signed in: the priming is sent again after the login and answers ok', async () => {
      const browser = fakeBrowser()
      const api = client(browser)
      browser.hold('GET /sanctum/csrf-cookie')

      const priming = api.primeCsrf()
      await tick()
      await api.post('/login', login)
      browser.release('GET /sanctum/csrf-cookie')

      await expect(priming).resolves.toEqual({ ok: true, status: 204 })
      await expect(api.get('/api/user')).resolves.toEqual(ana)
      expect(browser.cookie()).toBe('session-1')
    })
  })

  describe('while a GET /api/user is on its way', () => {
    it("should give its caller the answer sent after the login (the user), never report the older call's abort", async () => {
      const browser = fakeBrowser()
      const onError = vi.fn()
      const api = client(browser, { onError })
      browser.hold('GET /api/user')

      const user = api.get('/api/user', { reportUnauthenticated: false })
      await tick()
      await api.post('/login', login)
      browser.release('GET /api/user')

      await expect(user).resolves.toEqual(ana)
      expect(browser.sent).toEqual([
        'GET /api/user',
        'GET /sanctum/csrf-cookie',
        'POST /login',
        'GET /api/user',
      ])
      expect(onError).not.toHaveBeenCalled()
    })
  })

  describe('and a call made while it is on its way', () => {
    it('should send that call only after the answer, with the new session', async () => {
      const browser = fakeBrowser()
      const api = client(browser)
      browser.hold('POST /login')

      const signingIn = api.post('/login', login)
      await tick()
      const user = api.get('/api/user')
      await tick()
      expect(browser.sent).toEqual(['GET /sanctum/csrf-cookie', 'POST /login'])
      browser.release('POST /login')

      await signingIn
      await expect(user).resolves.toEqual(ana)
    })

    it('should send it at most exclusiveWaitMs later when the login never answers', async () => {
      const browser = fakeBrowser()
      const api = client(browser, { exclusiveWaitMs: 150 })
      browser.hold('POST /login')

      void api.post('/login', login).catch(() => {})
      await tick()
      const startedAt = Date.now()
      await expect(api.get('/api/ping')).resolves.toEqual({ ok: true })

      const waited = Date.now() - startedAt
      expect(waited).toBeGreaterThanOrEqual(140)
      expect(waited).toBeLessThan(2000)
    })

    it('should send it again when it went after the wait and was still on its way at the answer', async () => {
      const browser = fakeBrowser()
      const api = client(browser, { exclusiveWaitMs: 50 })
      browser.hold('POST /login')
      browser.hold('GET /api/user')

      const signingIn = api.post('/login', login)
      await tick()
      const user = api.get('/api/user')
      await tick(120)
      expect(browser.sent).toContain('GET /api/user')
      browser.release('POST /login')
      await signingIn
      browser.release('GET /api/user')

      await expect(user).resolves.toEqual(ana)
      expect(browser.cookie()).toBe('session-1')
      expect(browser.sent.filter((call) => call === 'GET /api/user')).toHaveLength(2)
    })

    it('should reject it at once as aborted when its caller aborts it while it waits', async () => {
      const browser = fakeBrowser()
      const api = client(browser, { exclusiveWaitMs: 60_000 })
      browser.hold('POST /login')
      void api.post('/login', login).catch(() => {})
      await tick()
      const controller = new AbortController()

      const ping = rejection(api.get('/api/ping', { signal: controller.signal }))
      controller.abort()

      expect((await ping).kind).toBe('aborted')
      expect(browser.sent).not.toContain('GET /api/ping')
    })
  })

  describe('while a payment (another non-GET) is on its way', () => {
    it('should wait for its answer, never abort it nor send it twice', async () => {
      const browser = fakeBrowser()
      const api = client(browser)
      browser.hold('POST /api/payments')

      const payment = api.post('/api/payments', { body: { plan: 'mensal' } })
      await tick()
      const signingIn = api.post('/login', login)
      await tick()
      expect(browser.sent).not.toContain('POST /login')
      browser.release('POST /api/payments')

      await expect(payment).resolves.toEqual({ ok: true })
      await signingIn
      expect(browser.sent.filter((call) => call === 'POST /api/payments')).toHaveLength(1)
    })

    it('should log in at most exclusiveWaitMs later when the payment never answers', async () => {
      const browser = fakeBrowser()
      const api = client(browser, { exclusiveWaitMs: 150 })
      browser.hold('POST /api/payments')
      void api.post('/api/payments').catch(() => {})
      await tick()

      const startedAt = Date.now()
      await api.post('/login', login)

      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(140)
      await expect(api.get('/api/user')).resolves.toEqual(ana)
    })
  })

  describe('that never answers', () => {
    it('should let abortAll end it and every call waiting behind it, and later calls go at once', async () => {
      const browser = fakeBrowser()
      const api = client(browser, { exclusiveWaitMs: 60_000 })
      browser.hold('POST /login')
      const signingIn = rejection(api.post('/login', login))
      await tick()
      const waiting = rejection(api.get('/api/user'))
      const priming = api.primeCsrf()
      await tick()

      api.abortAll()

      expect((await signingIn).kind).toBe('aborted')
      expect((await waiting).kind).toBe('aborted')
      expect(await priming).toMatchObject({ ok: false, status: null, error: { kind: 'aborted' } })
      await expect(api.get('/api/ping')).resolves.toEqual({ ok: true })
    })
  })

  describe('answered 500', () => {
    it('should reject with the error once and let the calls waiting for it go', async () => {
      const browser = fakeBrowser()
      const api = client(browser, { exclusiveWaitMs: 60_000 })
      browser.failLogins()
      browser.hold('POST /login')

      const signingIn = rejection(api.post('/login', login))
      await tick()
      const user = rejection(api.get('/api/user', { reportUnauthenticated: false }))
      browser.release('POST /login')

      expect((await signingIn).status).toBe(500)
      expect((await user).status).toBe(401)
      expect(browser.sent.filter((call) => call === 'POST /login')).toHaveLength(1)
    })
  })

  describe('a sign-out then another sign-in', () => {
    it('should end with the second session, whatever older reads were on their way', async () => {
      const browser = fakeBrowser()
      const api = client(browser)
      await api.post('/login', login)
      browser.hold('GET /api/user')
      const first = api.get('/api/user', { reportUnauthenticated: false })
      await tick()

      await api.post('/logout', { exclusive: true })
      await api.post('/login', login)
      browser.release('GET /api/user')

      await expect(first).resolves.toEqual(ana)
      expect(browser.cookie()).toBe('session-3')
    })
  })
})
