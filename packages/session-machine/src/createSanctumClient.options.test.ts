import { describe, expect, it } from 'vitest'
import { ApiError } from './ApiError.js'
import { createSanctumClient, type SanctumClientOptions } from './createSanctumClient.js'
import { fetchUser } from './fetchUser.js'

// What an embedding app configures: its own routes, a same-origin API under
// a path of the app's host, headers of its own, and hooks for tracing and
// error reporting.

interface Seen {
  method: string
  url: string
  headers: Headers
}

const user = {
  id: 7,
  name: 'Ana',
  email: 'ana@example.co.mz',
  email_verified_at: '2026-01-01T00:00:00Z',
  subscription: null,
}

function fakeApi(answers: Record<string, () => Response>) {
  const seen: Seen[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    seen.push({ method: request.method, url: request.url, headers: request.headers })
    const answer = answers[`${request.method} ${url.pathname}`]
    return answer ? answer() : new Response('{"message":"Not Found"}', { status: 404 })
  }
  return { seen, fetch: fetch as typeof globalThis.fetch }
}

const noContent = () => new Response(null, { status: 204 })
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function client(api: ReturnType<typeof fakeApi>, options: Partial<SanctumClientOptions> = {}) {
  return createSanctumClient({
    baseURL: 'https://app.example.co.mz/api',
    readCookie: () => undefined,
    fetch: api.fetch,
    ...options,
  })
}

describe('createSanctumClient options for an embedding app', () => {
  describe('given endpoints of its own under a same-origin /api path', () => {
    it('should prime CSRF, log in and read the user at those routes', async () => {
      const api = fakeApi({
        'GET /api/auth/csrf': noContent,
        'POST /api/auth/login': noContent,
        'GET /api/auth/me': json(user),
      })
      const sanctum = client(api, {
        endpoints: { csrfCookie: '/auth/csrf', login: '/auth/login', user: '/auth/me' },
      })

      await sanctum.post(sanctum.endpoints.login, { body: { email: user.email, password: 'x' } })
      const current = await fetchUser(sanctum)

      expect(api.seen.map((call) => `${call.method} ${call.url}`)).toEqual([
        'GET https://app.example.co.mz/api/auth/csrf',
        'POST https://app.example.co.mz/api/auth/login',
        'GET https://app.example.co.mz/api/auth/me',
      ])
      expect(current.user.name).toBe('Ana')
      expect(sanctum.endpoints.logout).toBe('/logout')
    })
  })

  describe('given an onRequest hook', () => {
    it('should send its Accept-Language and tracing headers on every call, priming included', async () => {
      const api = fakeApi({ 'GET /api/sanctum/csrf-cookie': noContent, 'POST /api/x': noContent })
      const sanctum = client(api, {
        onRequest: ({ headers }) => {
          headers['Accept-Language'] = 'pt-MZ'
          headers.traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'
          // The client's own headers win over a hook's.
          headers.Accept = 'text/html'
        },
      })

      await sanctum.post('/x', { body: {} })

      expect(api.seen).toHaveLength(2)
      for (const call of api.seen) {
        expect(call.headers.get('accept-language')).toBe('pt-MZ')
        expect(call.headers.get('traceparent')).toMatch(/^00-/)
        expect(call.headers.get('accept')).toBe('application/json')
      }
    })

    it('should fail the call with a network ApiError when the hook throws', async () => {
      const api = fakeApi({ 'GET /api/x': json({}) })
      const sanctum = client(api, {
        onRequest: () => {
          throw new Error('no trace id')
        },
      })

      await expect(sanctum.get('/x')).rejects.toMatchObject({ kind: 'network' })
      expect(api.seen).toEqual([])
    })
  })

  describe('given onResponse and onError hooks', () => {
    it('should report each answer, and each failure once with no request headers', async () => {
      const api = fakeApi({ 'GET /api/ok': json({ ok: true }), 'GET /api/boom': json({}, 500) })
      const answers: string[] = []
      const errors: ApiError[] = []
      const sanctum = client(api, {
        onResponse: ({ method, url, status }) => answers.push(`${status} ${method} ${url}`),
        onError: (error) => errors.push(error),
      })

      await sanctum.get('/ok')
      await expect(sanctum.get('/boom')).rejects.toBeInstanceOf(ApiError)

      expect(answers).toEqual([
        '200 GET https://app.example.co.mz/api/ok',
        '500 GET https://app.example.co.mz/api/boom',
      ])
      expect(errors).toHaveLength(1)
      expect(errors[0]?.status).toBe(500)
      expect(JSON.stringify(errors[0])).not.toMatch(/X-Requested-With|xsrf/i)
    })
  })
})

describe('given a baseURL that is a path of the page’s own host (same-origin mode)', () => {
  it('should call Laravel’s routes under that path, relative to the page, as the browser resolves them', async () => {
    const calls: string[] = []
    const sanctum = createSanctumClient({
      baseURL: '/backend',
      readCookie: () => undefined,
      fetch: async (input, init) => {
        calls.push(`${init?.method ?? 'GET'} ${String(input)}`)
        return input === '/backend/api/user' ? json(user)() : noContent()
      },
    })

    await sanctum.post(sanctum.endpoints.login, { body: { email: user.email, password: 'x' } })
    const current = await fetchUser(sanctum)

    expect(calls).toEqual([
      'GET /backend/sanctum/csrf-cookie',
      'POST /backend/login',
      'GET /backend/api/user',
    ])
    expect(current.user.email).toBe(user.email)
  })
})
