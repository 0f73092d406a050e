import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import {
  createHandlerClient,
  type HandlerHarness,
  signIn,
} from '../../test/support/createHandlerClient'
import type { TestClient } from '../../test/support/createTestClient'
import { makeUser } from '../factories/makeUser'
import type { ManualClock } from '../store/createManualClock'

const ana = 'ana.machava@example.co.mz'
const RECOVERY_CODE = /^[A-Za-z0-9]{10}-[A-Za-z0-9]{10}$/

/** The code an authenticator app shows for this secret at the clock's time, computed by otpauth. */
const codeAt = (secretKey: string, clock: ManualClock, offsetMs = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secretKey),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: clock.now() + offsetMs,
  })

async function confirmPassword(client: TestClient) {
  const response = await client.post('/user/confirm-password', { password: 'password' })
  if (response.status !== 201) throw new Error(`confirm-password answered ${response.status}`)
}

/** Ana signed in, password confirmed, two-factor enabled and confirmed; returns her secret. */
async function turnOn({ client, clock }: HandlerHarness): Promise<string> {
  await signIn(client, ana)
  await confirmPassword(client)
  await client.post('/user/two-factor-authentication')
  const { secretKey } = await (await client.get('/user/two-factor-secret-key')).json()
  const confirmed = await client.post('/user/confirmed-two-factor-authentication', {
    code: codeAt(secretKey, clock),
  })
  if (confirmed.status !== 200) throw new Error(`confirming answered ${confirmed.status}`)
  return secretKey
}

describe('turning two-factor authentication on', () => {
  it('after enabling, should give a secret, its QR code and 8 recovery codes, not yet confirmed', async () => {
    const { client, store } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    await confirmPassword(client)
    const enabled = await client.post('/user/two-factor-authentication')
    const { secretKey } = await (await client.get('/user/two-factor-secret-key')).json()
    const qr = await (await client.get('/user/two-factor-qr-code')).json()
    const codes = await (await client.get('/user/two-factor-recovery-codes')).json()
    const user = await (await client.get('/api/user')).json()

    expect(enabled.status).toBe(200)
    expect(await enabled.text()).toBe('')
    expect(secretKey).toMatch(/^[A-Z2-7]{16}$/)
    expect(qr.url).toBe(
      `otpauth://totp/Conecta:ana.machava%40example.co.mz?issuer=Conecta&secret=${secretKey}&algorithm=SHA1&digits=6&period=30`,
    )
    expect(qr.svg).toMatch(/^<svg[\s\S]*<\/svg>$/)
    expect(codes).toHaveLength(8)
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE)
    expect(user.user.two_factor_confirmed_at).toBeNull()
    expect(store.users.get(1)?.two_factor_confirmed_at).toBeNull()
  })

  it('given a code computed from the secret, should turn it on; a wrong one should answer 422', async () => {
    const { client, clock } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    await confirmPassword(client)
    await client.post('/user/two-factor-authentication')
    const { secretKey } = await (await client.get('/user/two-factor-secret-key')).json()
    const right = codeAt(secretKey, clock)
    const wrong = await client.post('/user/confirmed-two-factor-authentication', {
      code: right === '000000' ? '111111' : '000000',
    })
    const confirmed = await client.post('/user/confirmed-two-factor-authentication', {
      code: right,
    })
    const user = await (await client.get('/api/user')).json()

    expect(wrong.status).toBe(422)
    expect(await wrong.json()).toEqual({
      message: 'The provided two factor authentication code was invalid.',
      errors: { code: ['The provided two factor authentication code was invalid.'] },
    })
    expect(confirmed.status).toBe(200)
    expect(user.user.two_factor_confirmed_at).toBe('2025-01-15T09:00:00.000Z')
  })

  it('given a code of the step before or after, should accept it; two steps off, should not', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    const { client, clock } = harness
    await signIn(client, ana)
    await confirmPassword(client)
    await client.post('/user/two-factor-authentication')
    const { secretKey } = await (await client.get('/user/two-factor-secret-key')).json()

    const tooOld = await client.post('/user/confirmed-two-factor-authentication', {
      code: codeAt(secretKey, clock, -60_000),
    })
    const previous = await client.post('/user/confirmed-two-factor-authentication', {
      code: codeAt(secretKey, clock, -30_000),
    })

    expect(tooOld.status).toBe(422)
    expect(previous.status).toBe(200)
  })

  it('given a secret already there, should keep it unless forced', async () => {
    const { client, store } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    await confirmPassword(client)
    await client.post('/user/two-factor-authentication')
    const first = store.users.get(1)?.two_factor_secret
    await client.post('/user/two-factor-authentication')
    const kept = store.users.get(1)?.two_factor_secret
    await client.post('/user/two-factor-authentication', { force: true })

    expect(kept).toBe(first)
    expect(store.users.get(1)?.two_factor_secret).not.toBe(first)
  })

  it('given no secret yet, should answer [] for the QR code and the codes, 404 for the key', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    await confirmPassword(client)
    const qr = await client.get('/user/two-factor-qr-code')
    const codes = await client.get('/user/two-factor-recovery-codes')
    const key = await client.get('/user/two-factor-secret-key')

    expect(await qr.json()).toEqual([])
    expect(await codes.json()).toEqual([])
    expect(key.status).toBe(404)
    expect(await key.json()).toEqual({
      message: 'Two factor authentication has not been enabled.',
    })
  })

  it('given no password confirmation, should answer 423 on every two-factor route', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await signIn(client, ana)
    const calls = [
      client.post('/user/two-factor-authentication'),
      client.get('/user/two-factor-qr-code'),
      client.get('/user/two-factor-secret-key'),
      client.post('/user/confirmed-two-factor-authentication', { code: '123456' }),
      client.get('/user/two-factor-recovery-codes'),
      client.post('/user/two-factor-recovery-codes'),
      client.delete('/user/two-factor-authentication'),
    ]
    for (const response of await Promise.all(calls)) expect(response.status).toBe(423)
  })
})

describe('recovery codes and turning it off', () => {
  it('after asking for new recovery codes, should replace the whole set', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    await turnOn(harness)
    const before = await (await harness.client.get('/user/two-factor-recovery-codes')).json()
    const regenerated = await harness.client.post('/user/two-factor-recovery-codes')
    const after = await (await harness.client.get('/user/two-factor-recovery-codes')).json()

    expect(regenerated.status).toBe(200)
    expect(after).toHaveLength(8)
    expect(after.filter((code: string) => before.includes(code))).toEqual([])
  })

  it('after turning it off, should forget secret and codes and sign in without a challenge', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    await turnOn(harness)
    const off = await harness.client.delete('/user/two-factor-authentication')
    const user = await (await harness.client.get('/api/user')).json()

    expect(off.status).toBe(200)
    expect(user.user.two_factor_confirmed_at).toBeNull()
    expect(harness.store.users.get(1)).toMatchObject({
      two_factor_secret: null,
      two_factor_recovery_codes: null,
    })
    await signIn(harness.newClient(), ana)
  })
})

describe('signing in with two-factor on', () => {
  it('given the right password, should answer 200 {two_factor: true} and not sign in yet', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    await turnOn(harness)
    const browser = harness.newClient()
    await browser.primeCsrf()
    const response = await browser.post('/login', { email: ana, password: 'password' })

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ two_factor: true })
    expect((await browser.get('/api/user')).status).toBe(401)
  })

  it('after the challenge with the current code, should sign in with a new session id and remember', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    const secretKey = await turnOn(harness)
    harness.clock.advance(30_000)
    const browser = harness.newClient()
    await browser.primeCsrf()
    await browser.post('/login', { email: ana, password: 'password', remember: true })
    const before = browser.cookies.get('conecta_session')
    const response = await browser.post('/two-factor-challenge', {
      code: codeAt(secretKey, harness.clock),
    })

    expect(response.status).toBe(204)
    expect(browser.cookies.get('conecta_session')).not.toBe(before)
    expect(harness.store.sessions.get(browser.cookies.get('conecta_session') ?? '')?.remember).toBe(
      true,
    )
    expect((await browser.get('/api/user')).status).toBe(200)
  })

  it('given a wrong code, or a code already used, should answer 422 errors.code', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    const secretKey = await turnOn(harness)
    const browser = harness.newClient()
    await browser.primeCsrf()
    await browser.post('/login', { email: ana, password: 'password' })
    // The code that confirmed two-factor a moment ago: Fortify accepts a code once.
    const reused = await browser.post('/two-factor-challenge', {
      code: codeAt(secretKey, harness.clock),
    })

    expect(reused.status).toBe(422)
    expect(await reused.json()).toEqual({
      message: 'The provided two factor authentication code was invalid.',
      errors: { code: ['The provided two factor authentication code was invalid.'] },
    })
    expect((await browser.get('/api/user')).status).toBe(401)
  })

  it('given a recovery code, should sign in once; the same code again should answer 422 errors.recovery_code', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    await turnOn(harness)
    const codes = await (await harness.client.get('/user/two-factor-recovery-codes')).json()
    const [code] = codes
    const first = harness.newClient()
    await first.primeCsrf()
    await first.post('/login', { email: ana, password: 'password' })
    const used = await first.post('/two-factor-challenge', { recovery_code: code })
    const second = harness.newClient()
    await second.primeCsrf()
    await second.post('/login', { email: ana, password: 'password' })
    const again = await second.post('/two-factor-challenge', { recovery_code: code })
    const after = harness.store.users.get(1)?.two_factor_recovery_codes ?? []

    expect(used.status).toBe(204)
    expect((await first.get('/api/user')).status).toBe(200)
    expect(again.status).toBe(422)
    expect(await again.json()).toEqual({
      message: 'The provided two factor recovery code was invalid.',
      errors: { recovery_code: ['The provided two factor recovery code was invalid.'] },
    })
    // Fortify puts a new code in the used one's place.
    expect(after).toHaveLength(8)
    expect(after).not.toContain(code)
    expect(after.slice(1)).toEqual(codes.slice(1))
  })

  it('given no login waiting, should answer 422 errors.code', async () => {
    const { client } = createHandlerClient({ users: [makeUser()] })
    await client.primeCsrf()
    const response = await client.post('/two-factor-challenge', { code: '123456' })

    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual({
      code: ['The provided two factor authentication code was invalid.'],
    })
  })

  it('after 5 wrong tries in a minute, should answer 429 with Retry-After, and take a code after it', async () => {
    const harness = createHandlerClient({ users: [makeUser()] })
    const secretKey = await turnOn(harness)
    const browser = harness.newClient()
    await browser.primeCsrf()
    await browser.post('/login', { email: ana, password: 'password' })
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await browser.post('/two-factor-challenge', { code: 'abcdef' })
      expect(wrong.status).toBe(422)
    }
    harness.clock.advance(20_000)
    const throttled = await browser.post('/two-factor-challenge', {
      code: codeAt(secretKey, harness.clock),
    })

    expect(throttled.status).toBe(429)
    expect(throttled.headers.get('retry-after')).toBe('40')
    expect(await throttled.json()).toEqual({ message: 'Too Many Attempts.' })

    harness.clock.advance(40_000)
    const response = await browser.post('/two-factor-challenge', {
      code: codeAt(secretKey, harness.clock),
    })
    expect(response.status).toBe(204)
  })
})

describe('the twoFactor feature turned off', () => {
  it('should answer 404 on its routes, sign in without a challenge and leave the field out', async () => {
    const { client } = createHandlerClient(
      {
        users: [
          makeUser({
            two_factor_secret: 'JBSWY3DPEHPK3PXP',
            two_factor_confirmed_at: '2025-01-10T10:00:00.000Z',
          }),
        ],
      },
      { features: { twoFactor: false } },
    )
    await signIn(client, ana)
    await confirmPassword(client)
    const qr = await client.get('/user/two-factor-qr-code')
    const challenge = await client.post('/two-factor-challenge', { code: '123456' })
    const user = await (await client.get('/api/user')).json()

    expect(qr.status).toBe(404)
    expect(await qr.json()).toEqual({
      message: 'The route user/two-factor-qr-code could not be found.',
    })
    expect(challenge.status).toBe(404)
    expect(user.user).not.toHaveProperty('two_factor_confirmed_at')
  })
})
