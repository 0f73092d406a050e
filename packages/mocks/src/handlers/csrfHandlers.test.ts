import { describe, expect, it } from 'vitest'
import { createTestClient, sendThrough } from '../../test/support/createTestClient'
import { createMockStore } from '../store/createMockStore'
import { allHandlers, createHandlers } from './createHandlers'
import { xsrfCookieValue } from './createRouter'

const baseUrl = 'http://127.0.0.1:8000'

describe('GET /sanctum/csrf-cookie', () => {
  it('given a new visitor, should answer 204 with a readable XSRF-TOKEN and an HttpOnly session cookie', async () => {
    const store = createMockStore()
    const send = sendThrough(allHandlers(createHandlers(store, { baseUrl })))
    const response = await send(new Request(`${baseUrl}/sanctum/csrf-cookie`))

    expect(response.status).toBe(204)
    const [session, xsrf] = response.headers.getSetCookie()
    expect(xsrf).toMatch(/^XSRF-TOKEN=[^;]+%3D; Max-Age=7200; Path=\/; SameSite=Lax$/)
    expect(xsrf).not.toMatch(/HttpOnly/)
    expect(session).toMatch(/^conecta_session=[A-Za-z0-9]{40}; .*Path=\/; HttpOnly; SameSite=Lax$/)
    expect(store.sessions.size).toBe(1)
  })

  it('given a product name, should name the session cookie the way Laravel slugs it', async () => {
    const store = createMockStore()
    const handlers = createHandlers(store, { baseUrl, productName: 'Conecta Moçambique' })
    const response = await sendThrough(handlers.csrf)(new Request(`${baseUrl}/sanctum/csrf-cookie`))

    expect(response.headers.getSetCookie()[0]).toMatch(/^conecta_mocambique_session=/)
  })

  it('given a known session cookie, should keep that session and its token', async () => {
    const store = createMockStore()
    const client = createTestClient(baseUrl, sendThrough(createHandlers(store, { baseUrl }).csrf))
    await client.primeCsrf()
    const first = client.cookies.get('conecta_session')
    await client.primeCsrf()

    expect(client.cookies.get('conecta_session')).toBe(first)
    const session = store.sessions.get(first ?? '')
    expect(client.cookies.get('XSRF-TOKEN')).toBe(xsrfCookieValue(session?.csrfToken ?? ''))
    expect(store.sessions.size).toBe(1)
  })

  it('given a baseUrl with a trailing slash, should still match the API’s paths', async () => {
    const store = createMockStore()
    const handlers = createHandlers(store, { baseUrl: `${baseUrl}/` })
    const response = await sendThrough(handlers.csrf)(new Request(`${baseUrl}/sanctum/csrf-cookie`))

    expect(response.status).toBe(204)
  })
})
