import { describe, expect, it } from 'vitest'
import { API, APP, createHandlerClient, signIn } from '../../test/support/createHandlerClient'
import { makeUser } from '../factories/makeUser'
import { LARAVEL_VERSION, LOGIN_MAX_ATTEMPTS, loginLimiterKey } from './authHandlers'
import { CLIENT_ADDRESS_HEADER } from './createRouter'

const ana = 'ana.machava@example.co.mz'

describe('POST /register', () => {
  it('given valid fields, should answer 204, sign in and mail a signed verification link', async () => {
    const { client, store } = createHandlerClient()
    await client.primeCsrf()
    const before = client.cookies.get('conecta_session')
    const response = await client.post('/register', {
      name: 'Ana Machava',
      email: ana,
      password: 'segredo123',
      password_confirmation: 'segredo123',
    })

    expect(response.status).toBe(204)
    expect(client.cookies.get('conecta_session')).not.toBe(before)
    const [mail] = store.outbox
    expect(mail?.to).toBe(ana)
    expect(mail?.link).toMatch(
      new RegExp(`^${API}/verify-email/1/[0-9a-f]{40}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    )
    expect((await client.get('/api/user')).status).toBe(409)
  })

  it('given empty fields, should answer 422 with Laravel’s messages and summary', async () => {
    const { client } = createHandlerClient()
    await client.primeCsrf()
    const response = await client.post('/register', {})

    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'The name field is required. (and 2 more errors)',
      errors: {
        name: ['The name field is required.'],
        email: ['The email field is required.'],
        password: ['The password field is required.'],
      },
    })
  })

  it('given a taken e-mail, a short unconfirmed password, should list every failing rule', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await client.primeCsrf()
    const response = await client.post('/register', {
      name: 'Outra Ana',
      email: ana,
      password: 'curta',
      password_confirmation: 'outra',
    })
    const body = await response.json()

    expect(body.errors).toEqual({
      email: ['The email has already been taken.'],
      password: [
        'The password field confirmation does not match.',
        'The password field must be at least 8 characters.',
      ],
    })
  })
})

describe('the verification link', () => {
  it('after opening it, should mark the user verified and redirect to the profile', async () => {
    const { client, store } = createHandlerClient()
    await client.primeCsrf()
    await client.post('/register', {
      name: 'Ana',
      email: ana,
      password: 'segredo123',
      password_confirmation: 'segredo123',
    })
    const link = store.outbox[0]?.link ?? ''
    const response = await client.get(link.slice(API.length))

    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`${APP}/profile?verified=1`)
    expect((await client.get('/api/user')).status).toBe(200)
  })

  it("given a tampered signature, an expired link or one for an address since replaced, should redirect to the app's /login with verify-email=invalid and leave it unverified", async () => {
    const { client, store, clock } = createHandlerClient({
      users: [makeUser({ email_verified_at: null })],
    })
    await signIn(client, ana)
    await client.post('/email/verification-notification')
    const link = (store.outbox[0]?.link ?? '').slice(API.length)
    const invalid = `${APP}/login?verify-email=invalid`

    const tampered = await client.get(
      link.replace(/signature=[0-9a-f]+/, `signature=${'0'.repeat(64)}`),
    )
    const otherHash = await client.get(link.replace(/\/[0-9a-f]{40}\?/, `/${'0'.repeat(40)}?`))
    clock.advance(61 * 60_000)
    const expired = await client.get(link)

    for (const refused of [tampered, otherHash, expired]) {
      expect(refused.status).toBe(302)
      expect(refused.headers.get('location')).toBe(invalid)
    }
    expect(store.users.get(1)?.email_verified_at).toBeNull()
  })

  it('given the link opened where someone else is signed in (a shared phone), should redirect to /login with verify-email=other-account and verify nobody', async () => {
    const bento = 'bento@example.co.mz'
    const { client, store } = createHandlerClient({
      users: [makeUser({ email_verified_at: null }), makeUser({ id: 2, email: bento })],
    })
    await signIn(client, ana)
    await client.post('/email/verification-notification')
    const link = (store.outbox[0]?.link ?? '').slice(API.length)
    await client.post('/logout')
    await signIn(client, bento)

    const opened = await client.get(link)

    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe(`${APP}/login?verify-email=other-account`)
    expect(store.users.get(1)?.email_verified_at).toBeNull()
    expect((await client.get('/api/user')).status).toBe(200)
  })
})

describe('POST /login', () => {
  it('given the right password, should answer 204 with a regenerated session', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await client.primeCsrf()
    const before = client.cookies.get('conecta_session')
    const response = await client.post('/login', {
      email: ana,
      password: 'password',
      remember: true,
    })

    expect(response.status).toBe(204)
    expect(client.cookies.get('conecta_session')).not.toBe(before)
    expect((await client.get('/api/user')).status).toBe(200)
  })

  it('given a wrong password, should answer 422 errors.email with Laravel’s message', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await client.primeCsrf()
    const response = await client.post('/login', { email: ana, password: 'errada' })

    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    })
  })

  it('after 5 failed attempts, should answer 422 too-many, then 429 with Retry-After, and reset after a minute', async () => {
    const { client, clock } = createHandlerClient({ users: [makeUser()] })
    await client.primeCsrf()
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await client.post('/login', { email: ana, password: 'errada' })).status).toBe(422)
    }
    clock.advance(10_000)
    const sixth = await client.post('/login', { email: ana, password: 'password' })
    const seventh = await client.post('/login', { email: ana, password: 'password' })

    expect(sixth.status).toBe(422)
    expect((await sixth.json()).errors.email).toEqual([
      'Too many login attempts. Please try again in 50 seconds.',
    ])
    expect(seventh.status).toBe(429)
    expect(seventh.headers.get('retry-after')).toBe('50')
    expect(await seventh.json()).toEqual({ message: 'Too Many Attempts.' })

    clock.advance(50_000)
    expect((await client.post('/login', { email: ana, password: 'password' })).status).toBe(204)
  })

  it('should count failed attempts by lower-cased e-mail and client address, as Breeze’s throttleKey', async () => {
    const { client, newClient } = createHandlerClient({ users: [makeUser()] })
    const guesser = { [CLIENT_ADDRESS_HEADER]: '10.0.0.66' }
    await client.primeCsrf()
    for (const email of ['ANA.MACHAVA@example.co.mz', ana, 'Ana.Machava@Example.co.mz', ana, ana]) {
      await client.post('/login', { email, password: 'errada' }, { headers: guesser })
    }
    const guesserAgain = await client.post(
      '/login',
      { email: ana, password: 'password' },
      { headers: guesser },
    )
    const owner = newClient()
    await owner.primeCsrf()
    const ownersPhone = await owner.post(
      '/login',
      { email: ana, password: 'password' },
      { headers: { [CLIENT_ADDRESS_HEADER]: '10.0.0.7' } },
    )

    expect(guesserAgain.status).toBe(422)
    expect((await guesserAgain.json()).errors.email[0]).toMatch(/^Too many login attempts/)
    expect(ownersPhone.status).toBe(204)
  })

  it('given a limiter seeded through loginLimiterKey (as a story does), should refuse the login with the wait', async () => {
    const { client, store } = createHandlerClient({ users: [makeUser()] })
    for (let attempt = 0; attempt < LOGIN_MAX_ATTEMPTS; attempt += 1) {
      store.hit(loginLimiterKey(ana), LOGIN_MAX_ATTEMPTS, 60)
    }
    await client.primeCsrf()
    const response = await client.post('/login', { email: ana, password: 'password' })

    expect((await response.json()).errors.email).toEqual([
      'Too many login attempts. Please try again in 60 seconds.',
    ])
  })

  it('given a missing X-XSRF-TOKEN or a stale one, should answer 419 CSRF token mismatch.', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await client.primeCsrf()
    const missing = await client.post(
      '/login',
      { email: ana, password: 'password' },
      { xsrf: false },
    )
    const encoded = await client.post(
      '/login',
      { email: ana, password: 'password' },
      {
        xsrf: false,
        headers: { 'X-XSRF-TOKEN': encodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? '') },
      },
    )

    expect(missing.status).toBe(419)
    expect(await missing.json()).toEqual({ message: 'CSRF token mismatch.' })
    expect(encoded.status).toBe(419)
  })

  it('given lenient CSRF, should accept a call without X-XSRF-TOKEN', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] }, { csrf: 'lenient' })
    const response = await client.post(
      '/login',
      { email: ana, password: 'password' },
      { xsrf: false },
    )

    expect(response.status).toBe(204)
  })
})

describe('POST /logout', () => {
  it('after logout, should answer 401 and issue a new CSRF token', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    const token = client.cookies.get('XSRF-TOKEN')
    const response = await client.post('/logout')

    expect(response.status).toBe(204)
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(token)
    expect((await client.get('/api/user')).status).toBe(401)
  })

  it('given no user, should answer 401', async () => {
    const { client } = createHandlerClient()
    await client.primeCsrf()

    expect((await client.post('/logout')).status).toBe(401)
  })
})

describe('the routes only a visitor may call (`guest`)', () => {
  const bento = 'bento.sitoe@example.co.mz'
  const calls: Array<[string, Record<string, unknown>]> = [
    ['/login', { email: bento, password: 'password' }],
    [
      '/register',
      {
        name: 'Bento',
        email: 'novo@example.co.mz',
        password: 'segredo123',
        password_confirmation: 'segredo123',
      },
    ],
    ['/forgot-password', { email: bento }],
    [
      '/reset-password',
      { token: 'x', email: bento, password: 'nova-senha-1', password_confirmation: 'nova-senha-1' },
    ],
    ['/two-factor-challenge', { code: '123456' }],
  ]

  it.each(calls)(
    'given someone signed in, POST %s should redirect to the API’s home and change nothing',
    async (path, body) => {
      const { client, store } = createHandlerClient({
        users: [makeUser(), makeUser({ id: 2, name: 'Bento', email: bento })],
      })
      await signIn(client, ana)
      const users = store.users.size
      const response = await client.post(path, body)

      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(`${API}/`)
      expect(store.users.size).toBe(users)
      expect(store.outbox).toEqual([])
      expect((await (await client.get('/api/user')).json()).user.email).toBe(ana)
    },
  )

  it('GET / should answer as Breeze’s home route', async () => {
    const { client } = createHandlerClient()
    const response = await client.get('/')

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ Laravel: LARAVEL_VERSION })
  })
})

describe('password reset', () => {
  it('after asking for a link, should mail it to the app and accept the new password once', async () => {
    const { client, store } = createHandlerClient({ users: [makeUser()] })
    await client.primeCsrf()
    const sent = await client.post('/forgot-password', { email: ana })

    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({ status: 'We have emailed your password reset link.' })
    const link = new URL(store.outbox[0]?.link ?? '')
    expect(`${link.origin}${link.pathname.replace(/[^/]+$/, '')}`).toBe(`${APP}/password-reset/`)
    expect(link.searchParams.get('email')).toBe(ana)
    const token = link.pathname.split('/').pop()
    const reset = {
      token,
      email: ana,
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    }
    const response = await client.post('/reset-password', reset)
    const again = await client.post('/reset-password', reset)

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'Your password has been reset.' })
    expect(again.status).toBe(422)
    expect((await again.json()).errors.email).toEqual(['This password reset token is invalid.'])
    await signIn(client, ana, 'nova-senha-1')
  })

  it('given an unknown e-mail, should answer 422 like Laravel', async () => {
    const { client, store } = createHandlerClient()
    await client.primeCsrf()
    const response = await client.post('/forgot-password', { email: 'ninguem@example.co.mz' })

    expect(response.status).toBe(422)
    expect((await response.json()).errors.email).toEqual([
      "We can't find a user with that email address.",
    ])
    expect(store.outbox).toHaveLength(0)
  })

  it('given a second request within a minute, should ask to wait', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await client.primeCsrf()
    await client.post('/forgot-password', { email: ana })
    const response = await client.post('/forgot-password', { email: ana })

    expect((await response.json()).errors.email).toEqual(['Please wait before retrying.'])
  })

  it('given an expired token, should answer 422 invalid token', async () => {
    const { client, store, clock } = createHandlerClient({ users: [makeUser()] })
    await client.primeCsrf()
    await client.post('/forgot-password', { email: ana })
    const token = store.passwordResets.get(ana)?.token
    clock.advance(61 * 60_000)
    const response = await client.post('/reset-password', {
      token,
      email: ana,
      password: 'nova-senha-1',
      password_confirmation: 'nova-senha-1',
    })

    expect(response.status).toBe(422)
    expect((await response.json()).errors.email).toEqual(['This password reset token is invalid.'])
  })
})

describe('POST /email/verification-notification', () => {
  it('after 6 sends in a minute, should answer 429 with Retry-After', async () => {
    const { client, store } = createHandlerClient({
      users: [makeUser({ email_verified_at: null })],
    })
    await signIn(client, ana)
    for (let send = 1; send <= 6; send += 1) {
      const response = await client.post('/email/verification-notification')
      expect(await response.json()).toEqual({ status: 'verification-link-sent' })
    }
    const throttled = await client.post('/email/verification-notification')

    expect(throttled.status).toBe(429)
    expect(throttled.headers.get('retry-after')).toBe('60')
    expect(store.outbox).toHaveLength(6)
  })
})
