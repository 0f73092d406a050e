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

describe('one limiter for wrong passwords inside a session', () => {
  const wrongConfirmation = (client: TestClient) =>
    client.post('/user/confirm-password', { password: 'errada' })
  const wrongPasswordChange = (client: TestClient, current = 'errada') =>
    client.put('/user/password', {
      current_password: current,
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    })
  const wrongDeletion = (client: TestClient) => client.delete('/user', { password: 'errada' })

  it('after 5 wrong passwords in a minute across the three routes, should answer 429 with Retry-After on each, even to the right password', async () => {
    const { client, clock, store } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    const answers = [
      await wrongConfirmation(client),
      await wrongPasswordChange(client),
      await wrongDeletion(client),
      await wrongConfirmation(client),
      await wrongPasswordChange(client),
    ]
    clock.advance(15_000)
    const confirmation = await confirmPassword(client)
    const change = await wrongPasswordChange(client, 'password')
    const deletion = await client.delete('/user', { password: 'password' })

    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422, 422, 422])
    for (const answer of [confirmation, change, deletion]) {
      expect(answer.status).toBe(429)
      expect(answer.headers.get('retry-after')).toBe('45')
      expect(await answer.json()).toEqual({ message: 'Too Many Attempts.' })
    }
    expect(store.users.get(1)?.password).toBe('password')
    expect(store.users.size).toBe(1)
  })

  it('once the minute is over, should take the right password again', async () => {
    const { client, clock } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    for (let attempt = 0; attempt < 5; attempt += 1) await wrongConfirmation(client)
    clock.advance(60_000)

    expect((await confirmPassword(client)).status).toBe(201)
  })

  it('after a right password, should count the wrong ones from nothing again', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    for (let attempt = 0; attempt < 4; attempt += 1) await wrongConfirmation(client)
    await confirmPassword(client)
    const after = []
    for (let attempt = 0; attempt < 4; attempt += 1) after.push(await wrongDeletion(client))

    expect(after.map((answer) => answer.status)).toEqual([422, 422, 422, 422])
  })

  it('should count per person: every session of the guessed account waits, another person does not', async () => {
    const { client, newClient } = createHandlerClient({
      users: [makeUser(), makeUser({ id: 2, email: 'joao@example.co.mz' })],
    })
    const ownPhone = newClient()
    const joao = newClient()
    await signIn(client, ana)
    await signIn(ownPhone, ana)
    await signIn(joao, 'joao@example.co.mz')
    for (let attempt = 0; attempt < 5; attempt += 1) await wrongConfirmation(client)

    expect((await confirmPassword(ownPhone)).status).toBe(429)
    expect((await confirmPassword(joao)).status).toBe(201)
  })

  it('given an empty password, should not count it as a guess', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await client.post('/user/confirm-password', { password: '' })
    }

    expect((await confirmPassword(client)).status).toBe(201)
  })
})
