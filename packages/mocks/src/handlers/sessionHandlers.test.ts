import { describe, expect, it } from 'vitest'
import { createTestClient, sendThrough } from '../../test/support/createTestClient'
import { makeSubscriptionInfo } from '../factories/makeSubscriptionInfo'
import { makeUser } from '../factories/makeUser'
import { createMockStore } from '../store/createMockStore'
import { allHandlers, createHandlers } from './createHandlers'

const baseUrl = 'http://127.0.0.1:8000'

describe('GET /api/user', () => {
  it('given no session, should answer 401 Unauthenticated.', async () => {
    const store = createMockStore({ users: [makeUser()] })
    const client = createTestClient(
      baseUrl,
      sendThrough(allHandlers(createHandlers(store, { baseUrl }))),
    )
    const response = await client.get('/api/user')

    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' })
  })

  it('given an ambient verified user, should answer 200 with the user and subscription_info', async () => {
    const subscription = makeSubscriptionInfo({ state: 'trial', now: '2025-01-15T09:00:00Z' })
    const store = createMockStore({
      signedInAs: makeUser({ id: 7, name: 'Ana', subscription_info: subscription }),
    })
    const client = createTestClient(
      baseUrl,
      sendThrough(allHandlers(createHandlers(store, { baseUrl, csrf: 'lenient' }))),
    )
    const response = await client.get('/api/user')

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      user: {
        id: 7,
        name: 'Ana',
        email: 'ana.machava@example.co.mz',
        email_verified_at: '2025-01-06T08:30:00.000Z',
        created_at: '2025-01-06T08:00:00.000Z',
        two_factor_confirmed_at: null,
        pending_email: null,
      },
      subscription_info: subscription,
    })
  })

  it('given an ambient unverified user, should answer 409 with Laravel’s message', async () => {
    const store = createMockStore({ signedInAs: makeUser({ email_verified_at: null }) })
    const send = sendThrough(createHandlers(store, { baseUrl }).session)
    const response = await send(new Request(`${baseUrl}/api/user`))

    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message: 'Your email address is not verified.' })
  })

  it('given a user seeded without subscription_info, should leave the field out', async () => {
    const store = createMockStore({ signedInAs: makeUser({ subscription_info: null }) })
    const send = sendThrough(createHandlers(store, { baseUrl }).session)
    const body = await (await send(new Request(`${baseUrl}/api/user`))).json()

    expect(body).not.toHaveProperty('subscription_info')
    expect(body.user.id).toBe(1)
  })

  it('after an ambient user logs out, should answer 401 even without cookies', async () => {
    const store = createMockStore({ signedInAs: makeUser() })
    const send = sendThrough(allHandlers(createHandlers(store, { baseUrl, csrf: 'lenient' })))
    const logout = await send(new Request(`${baseUrl}/logout`, { method: 'POST' }))
    const user = await send(new Request(`${baseUrl}/api/user`))

    expect(logout.status).toBe(204)
    expect(user.status).toBe(401)
  })

  it('given an ambient store that starts signed out, after login without cookies, should answer 200', async () => {
    const store = createMockStore({ users: [makeUser()], ambient: true })
    const send = sendThrough(allHandlers(createHandlers(store, { baseUrl, csrf: 'lenient' })))
    const login = await send(
      new Request(`${baseUrl}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'ana.machava@example.co.mz', password: 'password' }),
      }),
    )
    const user = await send(new Request(`${baseUrl}/api/user`))

    expect(login.status).toBe(204)
    expect(user.status).toBe(200)
  })

  it('given a session cookie from another store, should fall back to the ambient user', async () => {
    const store = createMockStore({ signedInAs: makeUser() })
    const send = sendThrough(createHandlers(store, { baseUrl }).session)
    const response = await send(
      new Request(`${baseUrl}/api/user`, { headers: { Cookie: 'conecta_session=stale' } }),
    )

    expect(response.status).toBe(200)
  })

  it('given the session id in a conecta_session header, should not take it as a session; in the cookie it is one', async () => {
    const store = createMockStore({ users: [makeUser()] })
    const session = store.createSession(1)
    const send = sendThrough(createHandlers(store, { baseUrl }).session)
    const byHeader = await send(
      new Request(`${baseUrl}/api/user`, { headers: { conecta_session: session.id } }),
    )
    const byCookie = await send(
      new Request(`${baseUrl}/api/user`, { headers: { Cookie: `conecta_session=${session.id}` } }),
    )

    expect(byHeader.status).toBe(401)
    expect(byCookie.status).toBe(200)
  })
})
