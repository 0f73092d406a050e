import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type CookieJar, createCookieJar } from '../test/createCookieJar.js'
import { recordRequests } from '../test/recordRequests.js'
import { rejection } from '../test/rejection.js'
import { ApiError } from './ApiError.js'
import { createSanctumClient, type SanctumClientOptions } from './createSanctumClient.js'

const API = 'https://api.conecta.test'
// Laravel's XSRF-TOKEN cookie is URL-encoded; '=' and '/' show whether the
// client decodes it before sending.
const tokenValue = (n: number) => `eyJpdiI6Ik${n}/abc==`

const server = setupServer()
const requests = recordRequests(server)
let jar: CookieJar
let primes: number

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  requests.length = 0
  primes = 0
  jar = createCookieJar()
  server.use(
    http.get(`${API}/sanctum/csrf-cookie`, () => {
      primes += 1
      jar.set('XSRF-TOKEN', encodeURIComponent(tokenValue(primes)))
      return new HttpResponse(null, { status: 204 })
    }),
  )
})
afterEach(() => server.resetHandlers())

function client(options: Partial<SanctumClientOptions> = {}) {
  return createSanctumClient({ baseURL: API, readCookie: jar.read, ...options })
}

function calls() {
  return requests.map((request) => `${request.method} ${request.path}`)
}

describe('createSanctumClient', () => {
  describe('given any call', () => {
    it('should send credentials, X-Requested-With and Accept JSON', async () => {
      server.use(http.get(`${API}/api/ping`, () => HttpResponse.json({ pong: true })))

      await client().get('/api/ping')

      const [request] = requests
      expect(request?.credentials).toBe('include')
      expect(request?.headers.get('x-requested-with')).toBe('XMLHttpRequest')
      expect(request?.headers.get('accept')).toBe('application/json')
    })

    it('should resolve with the parsed JSON body', async () => {
      server.use(
        http.get(`${API}/api/plans`, () => HttpResponse.json({ data: [{ id: 'mensal' }] })),
      )

      const body = await client().get<{ data: { id: string }[] }>('/api/plans')

      expect(body).toEqual({ data: [{ id: 'mensal' }] })
    })

    it('should pass query parameters', async () => {
      server.use(http.get(`${API}/api/search`, () => HttpResponse.json({})))

      await client().get('/api/search', { query: { q: 'maputo', page: 2, skip: undefined } })

      expect(calls()).toEqual(['GET /api/search?q=maputo&page=2'])
    })
  })

  describe('given a GET', () => {
    it('should not prime CSRF nor send the CSRF headers', async () => {
      jar.set('XSRF-TOKEN', 'stale')
      jar.set('conecta_session', 'abc')
      server.use(http.get(`${API}/api/user`, () => HttpResponse.json({})))

      await client().get('/api/user')

      expect(calls()).toEqual(['GET /api/user'])
      expect(requests[0]?.headers.has('x-xsrf-token')).toBe(false)
      expect(requests[0]?.headers.has('conecta_session')).toBe(false)
    })
  })

  describe('given non-GET calls', () => {
    it('should prime CSRF before each of them, in order', async () => {
      server.use(
        http.post(`${API}/login`, () => new HttpResponse(null, { status: 204 })),
        http.put(`${API}/user/password`, () => HttpResponse.json({})),
        http.patch(`${API}/api/thing`, () => HttpResponse.json({})),
        http.delete(`${API}/user`, () => new HttpResponse(null, { status: 204 })),
      )
      const api = client()

      await api.post('/login', { body: { email: 'a@b.mz', password: 'x' } })
      await api.put('/user/password', { body: {} })
      await api.patch('/api/thing')
      await api.delete('/user', { body: { password: 'x' } })

      expect(calls()).toEqual([
        'GET /sanctum/csrf-cookie',
        'POST /login',
        'GET /sanctum/csrf-cookie',
        'PUT /user/password',
        'GET /sanctum/csrf-cookie',
        'PATCH /api/thing',
        'GET /sanctum/csrf-cookie',
        'DELETE /user',
      ])
    })

    it('should send X-XSRF-TOKEN decoded from the cookie the priming just set', async () => {
      jar.set('XSRF-TOKEN', 'stale-token')
      server.use(http.post(`${API}/logout`, () => new HttpResponse(null, { status: 204 })))

      await client().post('/logout')

      expect(requests[1]?.headers.get('x-xsrf-token')).toBe(tokenValue(1))
    })

    it('should send a JSON body with Content-Type JSON and extra headers', async () => {
      let received: unknown
      server.use(
        http.post(`${API}/api/subscription/payments`, async ({ request }) => {
          received = await request.json()
          return HttpResponse.json({ data: { id: 'p1' } }, { status: 202 })
        }),
      )

      const answer = await client().post('/api/subscription/payments', {
        body: { plan: 'mensal', phone_number: '258841234567' },
        headers: { 'Idempotency-Key': 'key-1' },
      })

      expect(answer).toEqual({ data: { id: 'p1' } })
      expect(received).toEqual({ plan: 'mensal', phone_number: '258841234567' })
      expect(requests[1]?.headers.get('content-type')).toBe('application/json')
      expect(requests[1]?.headers.get('idempotency-key')).toBe('key-1')
    })

    it('should resolve with undefined for an empty 204 answer', async () => {
      server.use(http.post(`${API}/logout`, () => new HttpResponse(null, { status: 204 })))

      await expect(client().post('/logout')).resolves.toBeUndefined()
    })
  })

  describe('given a readable session cookie', () => {
    it('should send it in a header named like the cookie', async () => {
      jar.set('conecta_session', 'sess%2Fvalue')
      server.use(http.post(`${API}/logout`, () => new HttpResponse(null, { status: 204 })))

      await client().post('/logout')

      expect(requests[1]?.headers.get('conecta_session')).toBe('sess/value')
    })

    it('should derive the name from the product name', async () => {
      jar.set('minha_loja_session', 'v')
      server.use(http.post(`${API}/logout`, () => new HttpResponse(null, { status: 204 })))

      await client({ productName: 'Minha Loja' }).post('/logout')

      expect(requests[1]?.headers.get('minha_loja_session')).toBe('v')
      expect(requests[1]?.headers.has('conecta_session')).toBe(false)
    })
  })

  describe('given an HttpOnly session cookie', () => {
    it('should send no session header and still succeed', async () => {
      server.use(http.post(`${API}/logout`, () => new HttpResponse(null, { status: 204 })))

      await expect(client().post('/logout')).resolves.toBeUndefined()
      expect(requests[1]?.headers.has('conecta_session')).toBe(false)
      expect(requests[1]?.headers.get('x-xsrf-token')).toBe(tokenValue(1))
    })
  })

  describe('after a 419', () => {
    it('should prime again and retry once with the fresh token', async () => {
      let attempts = 0
      server.use(
        http.post(`${API}/login`, ({ request }) => {
          attempts += 1
          return request.headers.get('x-xsrf-token') === tokenValue(2)
            ? new HttpResponse(null, { status: 204 })
            : HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })
        }),
      )

      await expect(client().post('/login', { body: {} })).resolves.toBeUndefined()
      expect(attempts).toBe(2)
      expect(calls()).toEqual([
        'GET /sanctum/csrf-cookie',
        'POST /login',
        'GET /sanctum/csrf-cookie',
        'POST /login',
      ])
    })

    it('should surface a second 419 as an ApiError, never looping', async () => {
      server.use(
        http.post(`${API}/login`, () =>
          HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
        ),
      )

      const error = await rejection(client().post('/login', { body: {} }))

      expect(error.status).toBe(419)
      expect(error.kind).toBe('http')
      expect(error.isCsrfMismatch).toBe(true)
      expect(error.serverMessage).toBe('CSRF token mismatch.')
      expect(calls().filter((call) => call === 'POST /login')).toHaveLength(2)
      expect(primes).toBe(2)
    })
  })

  describe('onUnauthenticated', () => {
    it('should hear a 401 and a 419 that survived its retry, once each, and not a retried 419', async () => {
      let profileAttempts = 0
      server.use(
        http.put(`${API}/user/profile-information`, ({ request }) => {
          profileAttempts += 1
          return request.headers.get('x-xsrf-token') === tokenValue(2)
            ? new HttpResponse(null, { status: 204 })
            : HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })
        }),
        http.post(`${API}/login`, () =>
          HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
        ),
        http.get(`${API}/api/subscription`, () =>
          HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
        ),
      )
      const sanctum = client()
      const heard: (number | null)[] = []
      const stop = sanctum.onUnauthenticated((error) => heard.push(error.status))

      await sanctum.put('/user/profile-information', { body: {} })
      await rejection(sanctum.post('/login', { body: {} }))
      await rejection(sanctum.get('/api/subscription'))
      await rejection(sanctum.get('/api/subscription', { reportUnauthenticated: false }))
      stop()
      await rejection(sanctum.get('/api/subscription'))

      expect(profileAttempts).toBe(2)
      expect(heard).toEqual([419, 401])
    })
  })

  describe('given a failing priming before a non-GET', () => {
    it('should not send the call and reject with the priming failure', async () => {
      server.use(
        http.get(`${API}/sanctum/csrf-cookie`, () =>
          HttpResponse.json({ message: 'Down' }, { status: 503 }),
        ),
        http.post(`${API}/login`, () => new HttpResponse(null, { status: 204 })),
      )

      const error = await rejection(client().post('/login'))

      expect(error.isMaintenance).toBe(true)
      expect(calls()).toEqual(['GET /sanctum/csrf-cookie'])
    })
  })

  describe('given a 422', () => {
    it('should expose the field errors', async () => {
      server.use(
        http.post(`${API}/register`, () =>
          HttpResponse.json(
            {
              message: 'The email has already been taken. (and 1 more error)',
              errors: {
                email: ['The email has already been taken.'],
                password: ['The password field must be at least 8 characters.', 'Too common.'],
              },
            },
            { status: 422 },
          ),
        ),
      )

      const error = await rejection(client().post('/register', { body: {} }))

      expect(error).toBeInstanceOf(ApiError)
      expect(error.isValidation).toBe(true)
      expect(error.fieldErrors).toEqual({
        email: ['The email has already been taken.'],
        password: ['The password field must be at least 8 characters.', 'Too common.'],
      })
      expect(error.errorsFor('email')).toEqual(['The email has already been taken.'])
      expect(error.errorsFor('name')).toEqual([])
      expect(error.message).toBe('Verifique os dados introduzidos.')
    })

    it('should keep only string messages from a malformed errors bag', async () => {
      server.use(
        http.post(`${API}/register`, () =>
          HttpResponse.json(
            { errors: { email: 'Taken.', name: [1, 'Required.'], age: 3, phone: [] } },
            { status: 422 },
          ),
        ),
      )

      const error = await rejection(client().post('/register'))

      expect(error.fieldErrors).toEqual({ email: ['Taken.'], name: ['Required.'] })
    })
  })

  describe('given a 429', () => {
    it('should read Retry-After in seconds', async () => {
      server.use(
        http.post(`${API}/email/verification-notification`, () =>
          HttpResponse.json(
            { message: 'Too Many Attempts.' },
            { status: 429, headers: { 'Retry-After': '42' } },
          ),
        ),
      )

      const error = await rejection(client().post('/email/verification-notification'))

      expect(error.isThrottled).toBe(true)
      expect(error.retryAfterSeconds).toBe(42)
      expect(error.message).toBe('Demasiadas tentativas. Tente novamente dentro de 42 segundos.')
    })

    it('should read Retry-After given as an HTTP date', async () => {
      const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString()
      server.use(
        http.get(`${API}/api/user`, () =>
          HttpResponse.json({}, { status: 429, headers: { 'Retry-After': inTwoMinutes } }),
        ),
      )

      const error = await rejection(client().get('/api/user'))

      expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(118)
      expect(error.retryAfterSeconds).toBeLessThanOrEqual(120)
    })

    it('should say "in a moment" without a readable Retry-After', async () => {
      server.use(
        http.get(`${API}/api/user`, () =>
          HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429 }),
        ),
      )

      const error = await rejection(client().get('/api/user'))

      expect(error.retryAfterSeconds).toBeNull()
      expect(error.message).toBe('Demasiadas tentativas. Tente novamente dentro de momentos.')
    })
  })

  describe('given a server error', () => {
    it('should give a 500 as an http server error', async () => {
      server.use(
        http.get(`${API}/api/user`, () =>
          HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        ),
      )

      const error = await rejection(client().get('/api/user'))

      expect(error).toMatchObject({ kind: 'http', status: 500, serverMessage: 'Server Error' })
      expect(error.isServerError).toBe(true)
      expect(error.isMaintenance).toBe(false)
      expect(error.message).toBe('Ocorreu um erro no servidor. Tente novamente mais tarde.')
    })

    it('should mark a 503 as maintenance', async () => {
      server.use(
        http.get(`${API}/api/user`, () =>
          HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
        ),
      )

      const error = await rejection(client().get('/api/user'))

      expect(error.isMaintenance).toBe(true)
      expect(error.isServerError).toBe(true)
    })

    it('should tell 401 and the 409 of an unverified e-mail apart from other conflicts', async () => {
      server.use(
        http.get(`${API}/api/user`, () =>
          HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
        ),
        http.get(`${API}/api/verify`, () =>
          HttpResponse.json({ message: 'Your email address is not verified.' }, { status: 409 }),
        ),
        http.post(`${API}/api/subscription/free-trial`, () =>
          HttpResponse.json({ message: 'Free trial already used.' }, { status: 409 }),
        ),
      )
      const api = client()

      const unauthenticated = await rejection(api.get('/api/user'))
      const unverified = await rejection(api.get('/api/verify'))
      const conflict = await rejection(api.post('/api/subscription/free-trial'))

      expect(unauthenticated.isUnauthenticated).toBe(true)
      expect(unauthenticated.message).toBe('Você não está autenticado')
      expect(unverified.isUnverified).toBe(true)
      expect(conflict.status).toBe(409)
      expect(conflict.isUnverified).toBe(false)
    })
  })

  describe('given an HTML answer from a proxy', () => {
    it('should reject with kind invalid-response, never a SyntaxError', async () => {
      server.use(
        http.get(`${API}/api/user`, () =>
          HttpResponse.html('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502 }),
        ),
      )

      const error = await rejection(client().get('/api/user'))

      expect(error.kind).toBe('invalid-response')
      expect(error.status).toBe(502)
      expect(error.isServerError).toBe(true)
    })

    it('should reject a successful HTML page the same way', async () => {
      server.use(
        http.get(`${API}/api/user`, () => HttpResponse.html('<!doctype html><p>Portal</p>')),
      )

      const error = await rejection(client().get('/api/user'))

      expect(error).toMatchObject({ kind: 'invalid-response', status: 200 })
    })

    it('should reject a JSON content type whose body does not parse', async () => {
      server.use(
        http.get(
          `${API}/api/user`,
          () => new HttpResponse('{"user": ', { headers: { 'Content-Type': 'application/json' } }),
        ),
      )

      const error = await rejection(client().get('/api/user'))

      expect(error.kind).toBe('invalid-response')
    })
  })

  describe('given a change answered through a redirect (docs/api-contract.md#accounts)', () => {
    beforeEach(() => {
      // Laravel's `guest` middleware with someone signed in: 302 to `/`, which answers 200 JSON.
      server.use(
        http.post(
          `${API}/login`,
          () => new HttpResponse(null, { status: 302, headers: { Location: `${API}/` } }),
        ),
        http.get(`${API}/`, () => HttpResponse.json({ Laravel: '12.0.0' })),
      )
    })

    it('should reject with kind redirected, not resolve with the page it was sent to', async () => {
      // No body: MSW's interceptor, unlike a browser, refuses to follow a 302 of a POST with one.
      const error = await rejection(client().post('/login'))

      expect(error.kind).toBe('redirected')
      expect(error.isRedirected).toBe(true)
      expect(error.message).toBe(
        'O pedido não foi feito: este navegador já tem uma sessão iniciada. Actualize a página e tente novamente.',
      )
      expect(calls()).toEqual(['GET /sanctum/csrf-cookie', 'POST /login', 'GET /'])
    })

    it('should let a GET that was redirected resolve as before', async () => {
      server.use(
        http.get(
          `${API}/api/plans`,
          () => new HttpResponse(null, { status: 301, headers: { Location: `${API}/` } }),
        ),
      )

      await expect(client().get('/api/plans')).resolves.toEqual({ Laravel: '12.0.0' })
    })
  })

  describe('given a network failure', () => {
    it('should reject with kind network and no status', async () => {
      server.use(http.get(`${API}/api/user`, () => HttpResponse.error()))

      const error = await rejection(client().get('/api/user'))

      expect(error).toMatchObject({ kind: 'network', status: null })
      expect(error.isNetworkError).toBe(true)
      expect(error.message).toMatch(/ligação/)
    })

    it('should not retry on its own', async () => {
      server.use(http.get(`${API}/api/user`, () => HttpResponse.error()))

      await rejection(client().get('/api/user'))

      expect(calls()).toEqual(['GET /api/user'])
    })
  })

  describe('after the caller aborts', () => {
    it('should reject with kind aborted', async () => {
      server.use(
        http.get(`${API}/api/slow`, async () => {
          await delay('infinite')
          return HttpResponse.json({})
        }),
      )
      const controller = new AbortController()

      const pending = rejection(client().get('/api/slow', { signal: controller.signal }))
      setTimeout(() => controller.abort(), 10)
      const error = await pending

      expect(error.kind).toBe('aborted')
      expect(error.isAborted).toBe(true)
    })

    it('should reject an already aborted non-GET without sending it', async () => {
      server.use(http.post(`${API}/login`, () => new HttpResponse(null, { status: 204 })))

      const error = await rejection(client().post('/login', { signal: AbortSignal.abort() }))

      expect(error.kind).toBe('aborted')
      expect(calls()).not.toContain('POST /login')
    })
  })

  describe('primeCsrf', () => {
    it('should report success for a 204', async () => {
      await expect(client().primeCsrf()).resolves.toEqual({ ok: true, status: 204 })
    })

    it('should report any other status with its JSON body', async () => {
      server.use(
        http.get(`${API}/sanctum/csrf-cookie`, () =>
          HttpResponse.json({ message: 'Be right back.' }, { status: 503 }),
        ),
      )

      const result = await client().primeCsrf()

      expect(result).toMatchObject({ ok: false, status: 503, body: { message: 'Be right back.' } })
      expect(result.ok || result.error.isMaintenance).toBe(true)
    })

    it('should not count a 200 as success', async () => {
      server.use(http.get(`${API}/sanctum/csrf-cookie`, () => HttpResponse.json({ ok: 1 })))

      const result = await client().primeCsrf()

      expect(result).toMatchObject({ ok: false, status: 200, body: { ok: 1 } })
    })

    it('should report a network failure without rejecting', async () => {
      server.use(http.get(`${API}/sanctum/csrf-cookie`, () => HttpResponse.error()))

      const result = await client().primeCsrf()

      expect(result).toMatchObject({ ok: false, status: null, body: null })
      expect(result.ok ? null : result.error.kind).toBe('network')
    })
  })

  describe('given a custom fetch', () => {
    it('should send every call through it', async () => {
      const seen: string[] = []
      const custom: typeof fetch = async (input, init) => {
        seen.push(`${init?.method ?? 'GET'} ${String(input)}`)
        return new Response(JSON.stringify({ via: 'custom' }), {
          headers: { 'Content-Type': 'application/json' },
        })
      }

      const body = await client({ fetch: custom }).get('/api/user')

      expect(body).toEqual({ via: 'custom' })
      expect(seen).toEqual([`GET ${API}/api/user`])
    })
  })
})
