import { describe, expect, it } from 'vitest'
import { createHandlerClient, signIn } from '../../test/support/createHandlerClient'
import type { TestClient } from '../../test/support/createTestClient'
import { makeUser } from '../factories/makeUser'

const ana = 'ana.machava@example.co.mz'

const confirmPassword = (client: TestClient) =>
  client.post('/user/confirm-password', { password: 'password' })

// The pending change and the 423 have their own file (pendingEmailHandlers.test.ts); these are
// what every backend does.
describe('PUT /user/profile-information', () => {
  it('on a backend without the pending change, after changing the e-mail, should unverify it and mail a new link', async () => {
    const { client, store } = createHandlerClient(
      { users: [makeUser()] },
      { features: { pendingEmail: false } },
    )
    await signIn(client, ana)
    await confirmPassword(client)
    const response = await client.put('/user/profile-information', {
      name: 'Ana M.',
      email: 'ana.nova@example.co.mz',
    })

    expect(response.status).toBe(200)
    expect(store.users.get(1)).toMatchObject({
      name: 'Ana M.',
      email: 'ana.nova@example.co.mz',
      email_verified_at: null,
    })
    expect(store.outbox.map((mail) => mail.to)).toEqual(['ana.nova@example.co.mz'])
    expect((await client.get('/api/user')).status).toBe(409)
  })

  it('after changing only the name, should keep the address verified and send nothing', async () => {
    const { client, store } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    await confirmPassword(client)
    await client.put('/user/profile-information', { name: 'Ana M.', email: ana })

    expect(store.users.get(1)?.email_verified_at).not.toBeNull()
    expect(store.outbox).toHaveLength(0)
  })

  it('given another user’s e-mail or a bad address, should answer 422', async () => {
    const { client } = createHandlerClient({
      users: [makeUser(), makeUser({ id: 2, email: 'joao@example.co.mz' })],
    })
    await signIn(client, ana)
    await confirmPassword(client)
    const taken = await client.put('/user/profile-information', {
      name: 'Ana',
      email: 'joao@example.co.mz',
    })
    const invalid = await client.put('/user/profile-information', { name: '', email: 'ana' })

    expect((await taken.json()).errors).toEqual({ email: ['The email has already been taken.'] })
    expect((await invalid.json()).errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
    })
  })

  it('given no user, should answer 401', async () => {
    const { client } = createHandlerClient()
    await client.primeCsrf()

    expect((await client.put('/user/profile-information', { name: 'x', email: ana })).status).toBe(
      401,
    )
  })
})

describe('PUT /user/password', () => {
  it('given the wrong current password, should answer 422 The password is incorrect.', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    const response = await client.put('/user/password', {
      current_password: 'errada',
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    })

    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual({
      current_password: ['The password is incorrect.'],
    })
  })

  it('given the right password, should answer 200 and the new one should sign in', async () => {
    const { client, newClient } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    const response = await client.put('/user/password', {
      current_password: 'password',
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    })

    expect(response.status).toBe(200)
    await signIn(newClient(), ana, 'nova-senha-1')
  })
})

describe('DELETE /user', () => {
  it('given the password, should answer 204, end the session and forget the user', async () => {
    const { client, store } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    const wrong = await client.delete('/user', { password: 'errada' })
    const response = await client.delete('/user', { password: 'password' })

    expect((await wrong.json()).errors).toEqual({ password: ['The password is incorrect.'] })
    expect(response.status).toBe(204)
    expect(store.users.size).toBe(0)
    expect((await client.get('/api/user')).status).toBe(401)
  })
})
