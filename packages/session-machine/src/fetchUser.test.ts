import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { recordRequests } from '../test/recordRequests.js'
import { isApiError } from './ApiError.js'
import { createSanctumClient } from './createSanctumClient.js'
import { fetchUser } from './fetchUser.js'

const API = 'https://api.conecta.test'
const server = setupServer()
const requests = recordRequests(server)
const client = createSanctumClient({ baseURL: API, readCookie: () => undefined })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  requests.length = 0
})
afterAll(() => server.close())

const user = {
  id: 1,
  name: 'Ana',
  email: 'ana@exemplo.co.mz',
  email_verified_at: null,
  created_at: '2025-01-01T00:00:00.000000Z',
}

describe('fetchUser', () => {
  it('given a signed-in user, should return the user and the derived subscription', async () => {
    server.use(
      http.get(`${API}/api/user`, () =>
        HttpResponse.json({
          user,
          subscription_info: {
            data: {
              start_date: '2025-01-01',
              end_date: '2025-01-08',
              plan: 'free_trial',
              phoneNumber: '258841234567',
            },
            can_free_trial: false,
            dept_days: 0,
          },
        }),
      ),
    )

    await expect(fetchUser(client)).resolves.toEqual({
      user,
      subscription: {
        payment_date: '2025-01-01',
        type: 'freeTrial',
        via: 'mpesa',
        phoneNumber: '258841234567',
        canFreeTrial: false,
        end_date: '2025-01-08',
        dept: { days: 0 },
      },
    })
    expect(
      requests.map((request) => `${request.method} ${new URL(request.path, API).pathname}`),
    ).toEqual(['GET /api/user'])
  })

  it('given a 200 without a usable user, should reject with an invalid-response ApiError', async () => {
    server.use(http.get(`${API}/api/user`, () => HttpResponse.json({ user: 'ana' })))

    const error: unknown = await fetchUser(client).catch((caught: unknown) => caught)

    expect(isApiError(error) && error.kind).toBe('invalid-response')
  })

  it('given a 401, should reject with the unauthenticated ApiError', async () => {
    server.use(
      http.get(`${API}/api/user`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    )

    const error: unknown = await fetchUser(client).catch((caught: unknown) => caught)

    expect(isApiError(error) && error.isUnauthenticated).toBe(true)
  })
})
