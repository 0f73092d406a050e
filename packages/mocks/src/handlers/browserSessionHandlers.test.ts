import { describe, expect, it } from 'vitest'
import { createHandlerClient, signIn } from '../../test/support/createHandlerClient'
import type { TestClient } from '../../test/support/createTestClient'
import { makeUser } from '../factories/makeUser'
import { CLIENT_ADDRESS_HEADER } from './createRouter'

const ana = 'ana.machava@example.co.mz'
const joao = 'joao@example.co.mz'
const users = [makeUser(), makeUser({ id: 2, name: 'João', email: joao })]

interface Listed {
  id: string
  ip_address: string | null
  user_agent: string | null
  last_active_at: string
  is_current_device: boolean
}

async function list(client: TestClient): Promise<Listed[]> {
  const response = await client.get('/api/user/sessions')
  if (response.status !== 200) throw new Error(`sessions answered ${response.status}`)
  return (await response.json()).data
}

/** The first listed session that is not the asking browser's. */
async function another(client: TestClient): Promise<Listed | undefined> {
  return (await list(client)).find((session) => !session.is_current_device)
}

async function confirmPassword(client: TestClient) {
  await client.post('/user/confirm-password', { password: 'password' })
}

describe('GET /api/user/sessions', () => {
  it('should list the person’s sessions, most recent first, with address, agent and the current one marked', async () => {
    const { client, newClient, clock, store } = createHandlerClient({ users })
    const phone = newClient()
    const other = newClient()
    await signIn(phone, ana)
    await phone.get('/api/user', {
      headers: {
        'User-Agent': 'Mozilla/5.0 (Linux; Android 14)',
        [CLIENT_ADDRESS_HEADER]: '10.0.0.7',
      },
    })
    clock.advance(60_000)
    await signIn(other, joao)
    clock.advance(60_000)
    await signIn(client, ana, 'password')
    const sessions = await list(client)

    expect(sessions).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{64}$/),
        ip_address: '127.0.0.1',
        user_agent: null,
        last_active_at: '2025-01-15T09:02:00.000Z',
        is_current_device: true,
      },
      {
        id: expect.stringMatching(/^[0-9a-f]{64}$/),
        ip_address: '10.0.0.7',
        user_agent: 'Mozilla/5.0 (Linux; Android 14)',
        last_active_at: '2025-01-15T09:00:00.000Z',
        is_current_device: false,
      },
    ])
    for (const { id } of sessions) expect(store.sessions.has(id)).toBe(false)
    expect(JSON.stringify(sessions)).not.toContain(phone.cookies.get('conecta_session'))
  })

  it('given a User-Agent of any length, should keep its first 500 characters, as Laravel’s database sessions', async () => {
    const { client } = createHandlerClient({ users })
    await signIn(client, ana)
    const agent = `Mozilla/5.0 ${'x'.repeat(4_000)}`
    const response = await client.get('/api/user/sessions', { headers: { 'User-Agent': agent } })
    const [listed] = (await response.json()).data

    expect(listed.user_agent).toBe(agent.slice(0, 500))
  })

  it('given no user, should answer 401', async () => {
    const { client } = createHandlerClient({ users })

    expect((await client.get('/api/user/sessions')).status).toBe(401)
  })
})

describe('DELETE /api/user/sessions/{id}', () => {
  it('after ending another session, should answer 204 and that browser’s next call 401', async () => {
    const { client, newClient } = createHandlerClient({ users })
    const phone = newClient()
    await signIn(phone, ana)
    await signIn(client, ana)
    await confirmPassword(client)
    const phoneSession = await another(client)
    const response = await client.delete(`/api/user/sessions/${phoneSession?.id}`)

    expect(response.status).toBe(204)
    expect((await phone.get('/api/user')).status).toBe(401)
    expect((await client.get('/api/user')).status).toBe(200)
    expect(await list(client)).toHaveLength(1)
  })

  it('given the current session, should answer 422 and end nothing', async () => {
    const { client } = createHandlerClient({ users })
    await signIn(client, ana)
    await confirmPassword(client)
    const [current] = await list(client)
    const response = await client.delete(`/api/user/sessions/${current?.id}`)

    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'The current session cannot be ended here: sign out instead.',
      errors: { id: ['The current session cannot be ended here: sign out instead.'] },
    })
    expect((await client.get('/api/user')).status).toBe(200)
  })

  it('given another person’s session or an unknown id, should answer 404 and end nothing', async () => {
    const { client, newClient } = createHandlerClient({ users })
    const joaoBrowser = newClient()
    await signIn(joaoBrowser, joao)
    const [joaoSession] = await list(joaoBrowser)
    await signIn(client, ana)
    await confirmPassword(client)
    const theirs = await client.delete(`/api/user/sessions/${joaoSession?.id}`)
    const unknown = await client.delete(`/api/user/sessions/${'0'.repeat(64)}`)

    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toEqual({ message: 'Session not found.' })
    expect(unknown.status).toBe(404)
    expect((await joaoBrowser.get('/api/user')).status).toBe(200)
  })

  it('given no password confirmation, should answer 423 and end nothing', async () => {
    const { client, newClient } = createHandlerClient({ users })
    const phone = newClient()
    await signIn(phone, ana)
    await signIn(client, ana)
    const phoneSession = await another(client)
    const response = await client.delete(`/api/user/sessions/${phoneSession?.id}`)

    expect(response.status).toBe(423)
    expect((await phone.get('/api/user')).status).toBe(200)
  })
})

describe('DELETE /api/user/sessions', () => {
  it('should end every other session of the person and keep this one and other people’s', async () => {
    const { client, newClient } = createHandlerClient({ users })
    const phone = newClient()
    const tablet = newClient()
    const joaoBrowser = newClient()
    await signIn(phone, ana)
    await signIn(tablet, ana)
    await signIn(joaoBrowser, joao)
    await signIn(client, ana)
    const locked = await client.delete('/api/user/sessions')
    await confirmPassword(client)
    const response = await client.delete('/api/user/sessions')

    expect(locked.status).toBe(423)
    expect(response.status).toBe(204)
    expect((await phone.get('/api/user')).status).toBe(401)
    expect((await tablet.get('/api/user')).status).toBe(401)
    expect((await joaoBrowser.get('/api/user')).status).toBe(200)
    expect(await list(client)).toEqual([expect.objectContaining({ is_current_device: true })])
  })
})

describe('the browserSessions feature turned off', () => {
  it('should answer 404 on the three routes', async () => {
    const { client } = createHandlerClient({ users }, { features: { browserSessions: false } })
    await signIn(client, ana)
    await confirmPassword(client)

    expect((await client.get('/api/user/sessions')).status).toBe(404)
    expect((await client.delete('/api/user/sessions')).status).toBe(404)
    expect((await client.delete('/api/user/sessions/abc')).status).toBe(404)
  })
})
