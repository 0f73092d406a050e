import { describe, expect, it } from 'vitest'
import { API, APP, createHandlerClient, signIn } from '../../test/support/createHandlerClient'
import type { TestClient } from '../../test/support/createTestClient'
import { makeUser } from '../factories/makeUser'
import type { MailKind } from '../store/MockStore'

const ana = 'ana.machava@example.co.mz'
const nova = 'nova.ana@example.co.mz'

async function confirmPassword(client: TestClient) {
  const response = await client.post('/user/confirm-password', { password: 'password' })
  if (response.status !== 201) throw new Error(`confirm-password answered ${response.status}`)
}

/** Signed in as Ana with her password confirmed, then asks for `email`. */
async function askForChange(harness: ReturnType<typeof createHandlerClient>, email = nova) {
  await signIn(harness.client, ana)
  await confirmPassword(harness.client)
  return harness.client.put('/user/profile-information', { name: 'Ana M.', email })
}

const mailsOf = (harness: ReturnType<typeof createHandlerClient>, kind: MailKind) =>
  harness.store.outbox.filter((mail) => mail.kind === kind)

/** The path of the newest link mailed to the new address. */
const newestLink = (harness: ReturnType<typeof createHandlerClient>) =>
  (mailsOf(harness, 'verify-new-email').at(-1)?.link ?? '').slice(API.length)

async function apiUser(client: TestClient) {
  const response = await client.get('/api/user')
  if (response.status !== 200) throw new Error(`/api/user answered ${response.status}`)
  return (await response.json()).user
}

describe('PUT /user/profile-information with the pending e-mail change', () => {
  it('without a password confirmation, should answer 423 and change nothing', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    await signIn(harness.client, ana)
    const response = await harness.client.put('/user/profile-information', {
      name: 'Outro Nome',
      email: 'intruso@example.co.mz',
    })

    expect(response.status).toBe(423)
    expect(await response.json()).toEqual({ message: 'Password confirmation required.' })
    expect(harness.store.users.get(1)).toMatchObject({
      name: 'Ana Machava',
      email: ana,
      pending_email: null,
    })
    expect(harness.store.outbox).toEqual([])
  })

  it('given a new address, should change the name at once and keep the address pending, mailing the link to it and a notice naming it partly to the current one', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    const response = await askForChange(harness)

    expect(response.status).toBe(200)
    expect(await apiUser(harness.client)).toMatchObject({
      name: 'Ana M.',
      email: ana,
      email_verified_at: expect.any(String),
      pending_email: nova,
    })
    expect(harness.store.outbox.map(({ kind, to }) => ({ kind, to }))).toEqual([
      { kind: 'verify-new-email', to: nova },
      { kind: 'email-change-requested', to: ana },
    ])
    expect(newestLink(harness)).toMatch(
      /^\/email-change\/verify\/1\/[0-9a-f]{40}\?expires=\d+&signature=[0-9a-f]{64}$/,
    )
    const [notice] = mailsOf(harness, 'email-change-requested')
    expect(notice?.text).toContain('n…@example.co.mz')
    expect(notice?.text).not.toContain(nova)
    expect(notice?.link).toBe(`${APP}/profile`)
    // Until the link is opened the old address is the account's: it signs in.
    await signIn(harness.newClient(), ana)
  })

  it('given the current address, should leave nothing pending and send nothing', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    const response = await askForChange(harness, ana)

    expect(response.status).toBe(200)
    expect((await apiUser(harness.client)).pending_email).toBeNull()
    expect(harness.store.outbox).toEqual([])
  })

  it('given the current address while a change is pending, should keep it pending (a name-only save cancels nothing)', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    await askForChange(harness)
    await harness.client.put('/user/profile-information', { name: 'Ana Maria', email: ana })

    expect(await apiUser(harness.client)).toMatchObject({ name: 'Ana Maria', pending_email: nova })
  })

  it('given an address another account has, should answer 422 and keep nothing pending', async () => {
    const harness = createHandlerClient({
      users: [makeUser(), makeUser({ id: 2, email: 'joao@example.co.mz' })],
    })
    const response = await askForChange(harness, 'joao@example.co.mz')

    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual({
      email: ['The email has already been taken.'],
    })
    expect(harness.store.users.get(1)?.pending_email).toBeNull()
  })

  it('given an address never verified (a typo at registration), should replace it at once and mail its verification link, as Fortify', async () => {
    const harness = createHandlerClient({ users: [makeUser({ email_verified_at: null })] })
    const response = await askForChange(harness)

    expect(response.status).toBe(200)
    expect(harness.store.users.get(1)).toMatchObject({
      email: nova,
      email_verified_at: null,
      pending_email: null,
    })
    expect(harness.store.outbox.map(({ kind, to }) => ({ kind, to }))).toEqual([
      { kind: 'verify-email', to: nova },
    ])
  })
})

describe('GET /email-change/verify/{id}/{hash}', () => {
  it('opened in another browser with no session, should swap the address, verify it, tell the old one and redirect to the profile', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    await askForChange(harness)
    harness.clock.advance(60_000)
    const mailApp = harness.newClient()
    const response = await mailApp.get(newestLink(harness))

    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`${APP}/profile?email-changed=1`)
    expect(await apiUser(harness.client)).toMatchObject({
      email: nova,
      email_verified_at: '2025-01-15T09:01:00.000Z',
      pending_email: null,
    })
    expect((await mailApp.get('/api/user')).status).toBe(401)
    const [changed] = mailsOf(harness, 'email-changed')
    expect(changed?.to).toBe(ana)
    expect(changed?.text).toContain('n…@example.co.mz')
    await signIn(harness.newClient(), nova)
  })

  it('opened a second time, should redirect to the profile again and mail nothing more', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    await askForChange(harness)
    const link = newestLink(harness)
    await harness.newClient().get(link)
    const again = await harness.newClient().get(link)

    expect(again.headers.get('location')).toBe(`${APP}/profile?email-changed=1`)
    expect(mailsOf(harness, 'email-changed')).toHaveLength(1)
  })

  it('given an expired or tampered link, should redirect to the login saying so and change nothing', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    await askForChange(harness)
    const link = newestLink(harness)
    const tampered = await harness
      .newClient()
      .get(link.replace(/signature=[0-9a-f]+/, `signature=${'0'.repeat(64)}`))
    const otherUser = await harness.newClient().get(link.replace('/verify/1/', '/verify/2/'))
    harness.clock.advance(61 * 60_000)
    const expired = await harness.newClient().get(link)

    for (const response of [tampered, otherUser, expired]) {
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(`${APP}/login?email-change=invalid`)
    }
    expect(harness.store.users.get(1)).toMatchObject({ email: ana, pending_email: nova })
    expect(mailsOf(harness, 'email-changed')).toEqual([])
  })

  it('given a change cancelled or replaced by a later one, should refuse its link', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    await askForChange(harness, 'engano@example.co.mz')
    const typo = newestLink(harness)
    await harness.client.put('/user/profile-information', { name: 'Ana', email: nova })
    const replaced = await harness.newClient().get(typo)
    await harness.client.delete('/user/pending-email')
    const cancelled = await harness.newClient().get(newestLink(harness))

    expect(replaced.headers.get('location')).toBe(`${APP}/login?email-change=invalid`)
    expect(cancelled.headers.get('location')).toBe(`${APP}/login?email-change=invalid`)
    expect(harness.store.users.get(1)).toMatchObject({ email: ana, pending_email: null })
  })

  it('given the new address taken by another account meanwhile, should redirect saying so and drop the change', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    await askForChange(harness)
    const stranger = harness.newClient()
    await stranger.primeCsrf()
    await stranger.post('/register', {
      name: 'Outra',
      email: nova,
      password: 'segredo123',
      password_confirmation: 'segredo123',
    })
    const response = await harness.newClient().get(newestLink(harness))

    expect(response.headers.get('location')).toBe(`${APP}/profile?email-change=taken`)
    expect(await apiUser(harness.client)).toMatchObject({ email: ana, pending_email: null })
  })
})

describe('POST /user/pending-email/notification', () => {
  it('while a change is pending, should answer 202 and mail a new link to the new address', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    await askForChange(harness)
    harness.clock.advance(30 * 60_000)
    const response = await harness.client.post('/user/pending-email/notification')

    expect(response.status).toBe(202)
    expect(await response.text()).toBe('')
    expect(mailsOf(harness, 'verify-new-email').map((mail) => mail.to)).toEqual([nova, nova])
    // The first link would expire in 30 minutes; the new one still works after 45.
    harness.clock.advance(45 * 60_000)
    const opened = await harness.newClient().get(newestLink(harness))
    expect(opened.headers.get('location')).toBe(`${APP}/profile?email-changed=1`)
  })

  it('with nothing pending, should answer 404', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    await signIn(harness.client, ana)
    const response = await harness.client.post('/user/pending-email/notification')

    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'There is no pending email change.' })
  })

  it('called a 7th time within a minute, should answer 429 with Retry-After and send nothing', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    await askForChange(harness)
    for (let call = 1; call <= 6; call += 1) {
      expect((await harness.client.post('/user/pending-email/notification')).status).toBe(202)
    }
    harness.clock.advance(20_000)
    const seventh = await harness.client.post('/user/pending-email/notification')

    expect(seventh.status).toBe(429)
    expect(seventh.headers.get('retry-after')).toBe('40')
    expect(await seventh.json()).toEqual({ message: 'Too Many Attempts.' })
    expect(mailsOf(harness, 'verify-new-email')).toHaveLength(7)
  })

  it('given no user, should answer 401', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await client.primeCsrf()

    expect((await client.post('/user/pending-email/notification')).status).toBe(401)
    expect((await client.delete('/user/pending-email')).status).toBe(401)
  })
})

describe('DELETE /user/pending-email', () => {
  it('should answer 204 and leave the address as it was, also with nothing pending', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    await askForChange(harness)
    const cancelled = await harness.client.delete('/user/pending-email')
    const again = await harness.client.delete('/user/pending-email')

    expect(cancelled.status).toBe(204)
    expect(again.status).toBe(204)
    expect(await apiUser(harness.client)).toMatchObject({ email: ana, pending_email: null })
  })
})

describe('a backend without the pending e-mail change (stock Fortify)', () => {
  const stock = { features: { pendingEmail: false, profilePasswordConfirm: false } }

  it('should change the address at once with no password, unverified, mailing the verification link', async () => {
    const harness = createHandlerClient({ users: [makeUser()] }, stock)
    await signIn(harness.client, ana)
    const response = await harness.client.put('/user/profile-information', {
      name: 'Ana M.',
      email: nova,
    })

    expect(response.status).toBe(200)
    expect(harness.store.users.get(1)).toMatchObject({ email: nova, email_verified_at: null })
    expect(harness.store.outbox.map(({ kind, to }) => ({ kind, to }))).toEqual([
      { kind: 'verify-email', to: nova },
    ])
  })

  it('should answer 404 on the pending routes and leave pending_email out of /api/user', async () => {
    const harness = createHandlerClient({ users: [makeUser()] }, stock)
    await signIn(harness.client, ana)
    const resend = await harness.client.post('/user/pending-email/notification')
    const cancel = await harness.client.delete('/user/pending-email')
    const link = await harness.newClient().get('/email-change/verify/1/abc?expires=1&signature=x')

    expect([resend.status, cancel.status, link.status]).toEqual([404, 404, 404])
    expect(await apiUser(harness.client)).not.toHaveProperty('pending_email')
  })

  it('with the route wrapped in password.confirm (what the doctor advises), should answer 423 first', async () => {
    const harness = createHandlerClient(
      { users: [makeUser()] },
      { features: { pendingEmail: false } },
    )
    await signIn(harness.client, ana)
    const locked = await harness.client.put('/user/profile-information', { name: 'A', email: nova })
    await confirmPassword(harness.client)
    const saved = await harness.client.put('/user/profile-information', { name: 'A', email: nova })

    expect(locked.status).toBe(423)
    expect(saved.status).toBe(200)
    expect(harness.store.users.get(1)?.email).toBe(nova)
  })
})
