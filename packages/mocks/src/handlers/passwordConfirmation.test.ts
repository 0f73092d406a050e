import { describe, expect, it } from 'vitest'
import { createHandlerClient, signIn } from '../../test/support/createHandlerClient'
import { makeUser } from '../factories/makeUser'

const ana = 'ana.machava@example.co.mz'
const HOUR_MS = 3_600_000

describe('POST /user/confirm-password', () => {
  it('given the right password, should answer 201 with no body and report it confirmed', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    const before = await client.get('/user/confirmed-password-status')
    const response = await client.post('/user/confirm-password', { password: 'password' })
    const after = await client.get('/user/confirmed-password-status')

    expect(await before.json()).toEqual({ confirmed: false })
    expect(response.status).toBe(201)
    expect(await response.text()).toBe('')
    expect(await after.json()).toEqual({ confirmed: true })
  })

  it('given a wrong or missing password, should answer 422 errors.password with Fortify’s message', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    const wrong = await client.post('/user/confirm-password', { password: 'errada' })
    const missing = await client.post('/user/confirm-password', {})

    expect(wrong.status).toBe(422)
    expect(await wrong.json()).toEqual({
      message: 'The provided password was incorrect.',
      errors: { password: ['The provided password was incorrect.'] },
    })
    expect(missing.status).toBe(422)
    expect(await (await client.get('/user/confirmed-password-status')).json()).toEqual({
      confirmed: false,
    })
  })

  it('given no user, should answer 401 on both routes', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await client.primeCsrf()

    expect((await client.post('/user/confirm-password', { password: 'password' })).status).toBe(401)
    expect((await client.get('/user/confirmed-password-status')).status).toBe(401)
  })
})

describe('the password.confirm middleware', () => {
  it('after signing in, should still answer 423 Password confirmation required. and do nothing', async () => {
    const { client, store } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    const response = await client.post('/user/two-factor-authentication')

    expect(response.status).toBe(423)
    expect(await response.json()).toEqual({ message: 'Password confirmation required.' })
    expect(store.users.get(1)?.two_factor_secret).toBeNull()
  })

  it('after confirming, should let the route through for 3 hours and answer 423 again after', async () => {
    const { client, clock, store } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    await client.post('/user/confirm-password', { password: 'password' })

    // An hour at a time: the session itself ends after 2 idle hours.
    for (let hour = 1; hour <= 3; hour += 1) {
      clock.advance(HOUR_MS)
      expect((await client.get('/api/user')).status).toBe(200)
    }
    const status = await client.get('/user/confirmed-password-status')
    expect((await client.post('/user/two-factor-authentication')).status).toBe(200)
    expect(store.users.get(1)?.two_factor_secret).not.toBeNull()
    // Fortify's status asks `< timeout`, Laravel's middleware refuses only `> timeout`.
    expect(await status.json()).toEqual({ confirmed: false })

    clock.advance(1_000)
    const late = await client.get('/user/two-factor-secret-key')
    expect(late.status).toBe(423)
  })

  it('given the seconds query, should answer for that window', async () => {
    const { client, clock } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    await client.post('/user/confirm-password', { password: 'password' })
    clock.advance(120_000)

    expect(await (await client.get('/user/confirmed-password-status?seconds=60')).json()).toEqual({
      confirmed: false,
    })
    expect(await (await client.get('/user/confirmed-password-status?seconds=600')).json()).toEqual({
      confirmed: true,
    })
  })

  it('given a confirmation in one browser, should still answer 423 in another of the same person', async () => {
    const { client, newClient } = createHandlerClient({ users: [makeUser()] })
    const other = newClient()
    await signIn(client, ana)
    await signIn(other, ana)
    await client.post('/user/confirm-password', { password: 'password' })

    expect((await client.get('/user/two-factor-recovery-codes')).status).toBe(200)
    expect((await other.get('/user/two-factor-recovery-codes')).status).toBe(423)
  })

  it('given no user, should answer 401 before asking for a confirmation', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await client.primeCsrf()

    expect((await client.post('/user/two-factor-authentication')).status).toBe(401)
    expect((await client.delete('/api/user/sessions')).status).toBe(401)
  })
})
