import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  allHandlers,
  createHandlers,
  createMockStore,
  type MockStore,
  makeUser,
} from '../src/index'

// How a consumer (the session-machine tests) uses the package: msw/node and plain fetch, with
// no cookie handling of its own; MSW's cookie jar carries the session between calls.
const baseUrl = 'http://api.conecta.test'
let store: MockStore = createMockStore()
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const use = (next: MockStore) => {
  store = next
  server.use(...allHandlers(createHandlers(store, { baseUrl, csrf: 'lenient' })))
}

const post = (path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })

describe('the handlers under msw/node setupServer', () => {
  it('after csrf and login with plain fetch, should answer /api/user for the same session', async () => {
    use(createMockStore({ users: [makeUser()] }))
    await fetch(`${baseUrl}/sanctum/csrf-cookie`, { credentials: 'include' })
    const login = await post('/login', { email: 'ana.machava@example.co.mz', password: 'password' })
    const user = await fetch(`${baseUrl}/api/user`, { credentials: 'include' })

    expect(login.status).toBe(204)
    expect(user.status).toBe(200)
    expect(store.sessions.size).toBe(1)
  })

  it('given a fresh store after an earlier test signed in, should not inherit that session', async () => {
    use(createMockStore({ users: [makeUser()] }))
    const user = await fetch(`${baseUrl}/api/user`, { credentials: 'include' })

    expect(user.status).toBe(401)
  })

  it('given an ambient user, should answer /api/user at once', async () => {
    use(createMockStore({ signedInAs: makeUser({ name: 'Carlos Nhantumbo' }) }))
    const user = await fetch(`${baseUrl}/api/user`, { credentials: 'include' })

    expect(user.status).toBe(200)
    expect((await user.json()).user.name).toBe('Carlos Nhantumbo')
  })
})
