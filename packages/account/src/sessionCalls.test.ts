import { createSanctumClient } from '@conecta/session-machine'
import { describe, expect, it } from 'vitest'
import { createSessionCalls } from './sessionCalls'

describe('createSessionCalls', () => {
  it('given configured endpoints, should log in and out at those routes, not at /login and /logout', async () => {
    const calls: string[] = []
    // A backend whose routes are not Laravel's defaults.
    const { login, logout } = createSessionCalls(
      createSanctumClient({
        baseURL: 'https://conecta.test/backend',
        readCookie: () => undefined,
        endpoints: { csrfCookie: '/auth/csrf', login: '/auth/entrar', logout: '/auth/sair' },
        fetch: async (input, init) => {
          calls.push(`${init?.method ?? 'GET'} ${String(input)}`)
          return new Response(null, { status: 204 })
        },
      }),
    )

    await login({ email: 'ana@example.co.mz', password: 'segredo123', remember: false })
    await logout()

    expect(calls).toEqual([
      'GET https://conecta.test/backend/auth/csrf',
      'POST https://conecta.test/backend/auth/entrar',
      'GET https://conecta.test/backend/auth/csrf',
      'POST https://conecta.test/backend/auth/sair',
    ])
  })
})
