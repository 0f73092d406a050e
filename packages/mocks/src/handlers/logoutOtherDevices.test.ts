import { describe, expect, it } from 'vitest'
import {
  createHandlerClient,
  type HandlerHarness,
  signIn,
} from '../../test/support/createHandlerClient'
import type { TestClient } from '../../test/support/createTestClient'
import { makeUser } from '../factories/makeUser'
import type { HandlerOptions } from './createRouter'

const ana = 'ana.machava@example.co.mz'
const joao = 'joao@example.co.mz'
const users = [makeUser(), makeUser({ id: 2, name: 'João', email: joao })]

/** Ana on this browser and on a lost phone, João on his own. */
async function threeBrowsers(handlerOptions: HandlerOptions = {}) {
  const harness = createHandlerClient({ users }, handlerOptions)
  const lostPhone = harness.newClient()
  const joaoPhone = harness.newClient()
  await signIn(harness.client, ana)
  await signIn(lostPhone, ana)
  await signIn(joaoPhone, joao)
  return { ...harness, lostPhone, joaoPhone }
}

const statusOfUser = async (client: TestClient) => (await client.get('/api/user')).status

const changePassword = (client: TestClient, extra: Record<string, unknown> = {}) =>
  client.put('/user/password', {
    current_password: 'password',
    password: 'nova-senha-1',
    password_confirmation: 'nova-senha-1',
    ...extra,
  })

/** Asks for a reset link for Ana from a signed-out browser and sets a new password with it. */
async function resetPassword(harness: HandlerHarness, extra: Record<string, unknown> = {}) {
  const visitor = harness.newClient()
  await visitor.primeCsrf()
  await visitor.post('/forgot-password', { email: ana })
  return visitor.post('/reset-password', {
    token: harness.store.passwordResets.get(ana)?.token,
    email: ana,
    password: 'nova-senha-1',
    password_confirmation: 'nova-senha-1',
    ...extra,
  })
}

describe('PUT /user/password with logout_other_devices', () => {
  it('given true, should end every other session of the person and keep this one', async () => {
    const { client, lostPhone, joaoPhone } = await threeBrowsers()
    const response = await changePassword(client, { logout_other_devices: true })

    expect(response.status).toBe(200)
    expect(await statusOfUser(client)).toBe(200)
    expect(await statusOfUser(lostPhone)).toBe(401)
    expect(await statusOfUser(joaoPhone)).toBe(200)
  })

  it('without it or false, should leave the other sessions signed in', async () => {
    const { client, lostPhone } = await threeBrowsers()
    await changePassword(client, { logout_other_devices: false })

    expect(await statusOfUser(lostPhone)).toBe(200)
  })

  it('given something that is not a boolean, should answer 422 and change nothing', async () => {
    const { client, lostPhone, store } = await threeBrowsers()
    const response = await changePassword(client, { logout_other_devices: 'sim' })

    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual({
      logout_other_devices: ['The logout other devices field must be true or false.'],
    })
    expect(store.users.get(1)?.password).toBe('password')
    expect(await statusOfUser(lostPhone)).toBe(200)
  })

  it('on a backend without browser sessions, should ignore the field', async () => {
    const { client, lostPhone } = await threeBrowsers({ features: { browserSessions: false } })
    const response = await changePassword(client, { logout_other_devices: true })
    const odd = await changePassword(client, {
      current_password: 'nova-senha-1',
      logout_other_devices: 'sim',
    })

    expect(response.status).toBe(200)
    expect(odd.status).toBe(200)
    expect(await statusOfUser(lostPhone)).toBe(200)
  })
})

describe('POST /reset-password with logout_other_devices', () => {
  it('given true, should end every session of the person, and the new password signs in', async () => {
    const harness = await threeBrowsers()
    const response = await resetPassword(harness, { logout_other_devices: true })

    expect(response.status).toBe(200)
    expect(await statusOfUser(harness.client)).toBe(401)
    expect(await statusOfUser(harness.lostPhone)).toBe(401)
    expect(await statusOfUser(harness.joaoPhone)).toBe(200)
    await signIn(harness.newClient(), ana, 'nova-senha-1')
  })

  it('without it, should leave the sessions signed in', async () => {
    const harness = await threeBrowsers()
    await resetPassword(harness)

    expect(await statusOfUser(harness.lostPhone)).toBe(200)
  })

  it('on a backend without browser sessions, should ignore the field', async () => {
    const harness = await threeBrowsers({ features: { browserSessions: false } })
    const response = await resetPassword(harness, { logout_other_devices: true })

    expect(response.status).toBe(200)
    expect(await statusOfUser(harness.lostPhone)).toBe(200)
  })
})
