import { request as httpRequest } from 'node:http'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, type TestClient } from '../../test/support/createTestClient'
import { makeUser } from '../factories/makeUser'
import { createManualClock } from '../store/createManualClock'
import { renderMailboxPage } from './mailboxPage'
import { type DemoServer, isLoopbackHost, MAX_BODY_BYTES, startDemoServer } from './startDemoServer'

const APP = 'http://127.0.0.1:4173'
const clock = createManualClock()
const printed: string[] = []
let server: DemoServer

// A browser stand-in over real HTTP: node's fetch keeps no cookies, the client does.
const browser = (): TestClient =>
  createTestClient(server.url, (request) => {
    request.headers.set('Origin', APP)
    return fetch(request)
  })

/** Breeze's POST /register after CSRF priming, as the app sends it. */
async function register(client: TestClient, name: string, email: string): Promise<Response> {
  await client.primeCsrf()
  return client.post('/register', {
    name,
    email,
    password: 'segredo123',
    password_confirmation: 'segredo123',
  })
}

interface EarlyAnswer {
  status: number
  cors: string | undefined
  body: unknown
  /** Resolves once the server has closed the connection. */
  closed: Promise<void>
}

/**
 * Sends a POST's headers and the first bytes of its body, but never the rest nor its end, and
 * resolves with the answer: a server that waited for the whole body would never give one.
 */
function postUnfinished(headers: Record<string, string>, first: Buffer): Promise<EarlyAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${server.url}/register`, {
      method: 'POST',
      headers: { Origin: APP, 'Content-Type': 'application/json', ...headers },
    })
    const closed = new Promise<void>((done) => outgoing.once('close', () => done()))
    // Writing on after the server has answered and closed may fail: expected here.
    outgoing.on('error', () => {})
    outgoing.once('response', (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.once('error', reject)
      answer.once('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          cors: answer.headers['access-control-allow-origin'],
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          closed,
        }),
      )
    })
    outgoing.write(first)
  })
}

/** GET with the given Host header (fetch would send the address's own). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${server.url}${path}`, { headers: { Host: host } }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.once('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        }),
      )
    })
    outgoing.once('error', reject)
    outgoing.end()
  })
}

beforeAll(async () => {
  server = await startDemoServer({
    port: 0,
    appOrigin: APP,
    paymentDelayMs: 5000,
    seed: {
      now: clock.now,
      users: [
        makeUser({ email: 'demo@conecta.co.mz' }),
        makeUser({ id: 2, email: 'zeca@conecta.co.mz' }),
      ],
    },
    log: (line) => printed.push(line),
  })
})

afterAll(async () => {
  await server.close()
})

describe('startDemoServer', () => {
  it('given port 0, should listen on 127.0.0.1 and answer unknown routes 404 like Laravel', async () => {
    const response = await fetch(`${server.url}/api/nada`)

    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'The route api/nada could not be found.' })
  })

  it('given a preflight from the app, should allow credentials and the Sanctum headers', async () => {
    const response = await fetch(`${server.url}/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-xsrf-token,idempotency-key',
      },
    })
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase()

    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(APP)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    for (const header of [
      'x-xsrf-token',
      'x-requested-with',
      'content-type',
      'idempotency-key',
      'conecta_session',
    ]) {
      expect(allowed).toContain(header)
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT')
  })

  it('given another origin, should send no CORS headers', async () => {
    const response = await fetch(`${server.url}/sanctum/csrf-cookie`, {
      headers: { Origin: 'http://evil.example' },
    })

    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('given a plain call from the app, should expose Retry-After and set both cookies', async () => {
    const response = await browser().primeCsrf()
    const cookies = response.headers.getSetCookie()

    expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After')
    expect(cookies).toHaveLength(2)
    expect(cookies.find((cookie) => cookie.startsWith('conecta_session='))).toContain('HttpOnly')
    expect(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))).not.toContain('HttpOnly')
  })

  it('after register, verify link from the outbox, should answer /api/user 200 verified', async () => {
    const client = browser()
    expect((await register(client, 'Célia Mondlane', 'celia@example.co.mz')).status).toBe(204)
    expect((await client.get('/api/user')).status).toBe(409)

    const mails = (await (await fetch(`${server.url}/__dev/mail`)).json()).data
    expect(mails[0]).toMatchObject({ to: 'celia@example.co.mz', kind: 'verify-email' })
    expect(printed.join('\n')).toContain('✉  Para: celia@example.co.mz')
    expect(printed.join('\n')).toContain(`Link: ${mails[0].link}`)

    const verify = await client.get(mails[0].link.slice(server.url.length))
    expect(verify.status).toBe(302)
    expect(verify.headers.get('location')).toBe(`${APP}/profile?verified=1`)
    const user = await client.get('/api/user')
    expect(user.status).toBe(200)
    expect((await user.json()).user).toMatchObject({
      email: 'celia@example.co.mz',
      email_verified_at: new Date(clock.now()).toISOString(),
    })
  })

  it('given a browser, should list the mails as a page a phone reads, each link a tap away; the JSON stays for tools', async () => {
    await register(browser(), 'Eva <b>Nhantumbo</b>', 'eva@example.co.mz')
    const asBrowser = await fetch(`${server.url}/__dev/mail`, {
      headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    })
    const [mail] = (await (await fetch(`${server.url}/__dev/mail`)).json()).data

    expect(asBrowser.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(asBrowser.headers.get('content-security-policy')).toContain("default-src 'none'")
    const page = await asBrowser.text()
    expect(page).toContain('<html lang="pt">')
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(page).toContain(
      `<a class="open" href="${mail.link.replace(/&/g, '&amp;')}">Abrir o link`,
    )
    expect(page).toContain('eva@example.co.mz')
    // The name is whatever the person typed: shown as text, never as markup.
    expect(page).toContain('Eva &lt;b&gt;Nhantumbo&lt;/b&gt;')
    expect(page).not.toContain('<b>Nhantumbo')

    for (const [path, accept] of [
      ['/__dev/mail', '*/*'],
      ['/__dev/mail', 'application/json'],
      ['/__dev/mail?format=json', 'text/html'],
    ] as const) {
      const answer = await fetch(`${server.url}${path}`, { headers: { Accept: accept } })
      expect(answer.headers.get('content-type'), `${path} ${accept}`).toBe('application/json')
      expect((await answer.json()).data[0]).toEqual(mail)
    }
  })

  it('given no mail sent, should say so on the page and how to get one', () => {
    expect(renderMailboxPage([])).toContain('Ainda não foi enviado nenhum e-mail.')
  })

  it('given a Host that is not a loopback name, should answer /__dev/ routes 404 and list no mail', async () => {
    await register(browser(), 'Dina Cossa', 'dina@example.co.mz')
    const port = new URL(server.url).port

    for (const host of [
      'conecta.example',
      `rebound.attacker.example:${port}`,
      `127.0.0.1.nip.io:${port}`,
    ]) {
      expect(await getWithHost('/__dev/mail', host)).toEqual({
        status: 404,
        body: { message: 'The route __dev/mail could not be found.' },
      })
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      const answer = await getWithHost('/__dev/mail', host)
      expect(answer.status).toBe(200)
      expect(JSON.stringify(answer.body)).toContain('dina@example.co.mz')
    }
  })

  it('should count as loopback only localhost, 127.0.0.0/8 and [::1], however written', () => {
    for (const host of [
      'localhost',
      'LOCALHOST:80',
      '127.0.0.1',
      '127.8.9.10:8000',
      '127.1',
      '[::1]:8000',
    ])
      expect(isLoopbackHost(host), host).toBe(true)
    for (const host of [
      undefined,
      '',
      'localhost.attacker.example',
      '127.0.0.1.nip.io',
      '127.0.0.1@attacker.example',
      '128.0.0.1',
      '0.0.0.0',
      '[::2]',
      'conecta.example',
    ])
      expect(isLoopbackHost(host), String(host)).toBe(false)
  })

  it('given a name with a fake Link line and terminal escapes, should print them inert', async () => {
    const before = printed.length
    await register(
      browser(),
      'Rui\u001b[2K\r\n   Link: http://attacker.example/\u001b]0;x\u0007',
      'rui@example.co.mz',
    )
    const lines = printed.slice(before).join('\n').split('\n')

    expect(lines.filter((line) => line.trimStart().startsWith('Link:'))).toHaveLength(1)
    for (const control of ['\u001b', '\u0007', '\r'])
      expect(lines.join('\n')).not.toContain(control)
    expect(lines.join('\n')).toContain('Olá Rui\\u001b[2K\\u000d\\u000a   Link: http://attacker')
  })

  it('given a stale XSRF token, should answer 419 with CORS headers the app can read', async () => {
    const client = browser()
    await client.primeCsrf()
    const response = await client.post(
      '/login',
      { email: 'demo@conecta.co.mz', password: 'password' },
      { xsrf: false, headers: { 'X-XSRF-TOKEN': 'velho' } },
    )

    expect(response.status).toBe(419)
    expect(response.headers.get('access-control-allow-origin')).toBe(APP)
    expect(await response.json()).toEqual({ message: 'CSRF token mismatch.' })
  })

  it('after wrong passwords, should answer 422, then 429 with Retry-After over HTTP', async () => {
    const client = browser()
    await client.primeCsrf()
    const statuses: number[] = []
    let last: Response | undefined
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      last = await client.post('/login', { email: 'zeca@conecta.co.mz', password: 'errada' })
      statuses.push(last.status)
    }

    expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 429])
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('after a payment with the same key sent twice, should charge once and extend the subscription', async () => {
    const client = browser()
    await client.primeCsrf()
    expect(
      (await client.post('/login', { email: 'demo@conecta.co.mz', password: 'password' })).status,
    ).toBe(204)
    const headers = { 'Idempotency-Key': 'demo-1' }
    const body = { plan: 'mensal', phone_number: '258841234560' }
    const [first, second] = await Promise.all([
      client.post('/api/subscription/payments', body, { headers }),
      client.post('/api/subscription/payments', body, { headers }),
    ])
    const a = (await first.json()).data
    const b = (await second.json()).data
    expect(a.id).toBe(b.id)

    clock.advance(5000)
    const paid = (await (await client.get(`/api/subscription/payments/${a.id}`)).json()).data
    const list = (await (await client.get('/api/subscription/payments')).json()).data
    const info = (await (await client.get('/api/user')).json()).subscription_info

    expect(paid).toMatchObject({ status: 'paid', code: 'INS-0' })
    expect(list).toHaveLength(1)
    expect(info.data).toMatchObject({ plan: 'mensal', phoneNumber: '258841234560' })
  })

  it('given a Content-Length above the limit, should answer 413 before the body arrives and close the connection', async () => {
    const answer = await postUnfinished(
      { 'Content-Length': String(300 * 1024 * 1024) },
      Buffer.from('{"name":"'),
    )

    expect(answer.status).toBe(413)
    expect(answer.cors).toBe(APP)
    expect(answer.body).toEqual({ message: 'The POST data is too large.' })
    await answer.closed
  })

  it('given a chunked body that grows past the limit, should answer 413 without waiting for its end', async () => {
    const answer = await postUnfinished(
      { 'Transfer-Encoding': 'chunked' },
      Buffer.alloc(MAX_BODY_BYTES + 1, 'a'),
    )

    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ message: 'The POST data is too large.' })
    await answer.closed
  })

  it('given a body of exactly the limit, should read it and go on to the CSRF check', async () => {
    const response = await fetch(`${server.url}/register`, {
      method: 'POST',
      headers: { Origin: APP, 'Content-Type': 'application/json' },
      body: `{"name":"${'a'.repeat(MAX_BODY_BYTES - 11)}"}`,
    })

    expect(response.status).toBe(419)
  })

  it('after logout, should end the session on the server', async () => {
    const client = browser()
    await client.primeCsrf()
    await client.post('/login', { email: 'demo@conecta.co.mz', password: 'password' })
    expect((await client.post('/logout')).status).toBe(204)

    expect((await client.get('/api/user')).status).toBe(401)
  })
})

describe('startDemoServer as Laravel answers', () => {
  it('given only the session id in a conecta_session header, should not take it as the session', async () => {
    const client = browser()
    await client.primeCsrf()
    await client.post('/login', { email: 'demo@conecta.co.mz', password: 'password' })
    const id = client.cookies.get('conecta_session') ?? ''
    const byHeader = await fetch(`${server.url}/api/user`, {
      headers: { Accept: 'application/json', conecta_session: id },
    })

    expect(byHeader.status).toBe(401)
    expect((await client.get('/api/user')).status).toBe(200)
  })

  it('should mark every JSON answer no-cache, private and nosniff: the handlers’, a missing route’s and the mail list', async () => {
    const answers = [
      await fetch(`${server.url}/api/user`, { headers: { Accept: 'application/json' } }),
      await fetch(`${server.url}/api/subscription/plans`),
      await fetch(`${server.url}/api/nada`),
      await fetch(`${server.url}/__dev/mail`),
    ]

    expect(answers.map((answer) => answer.status)).toEqual([401, 200, 404, 200])
    for (const answer of answers) {
      expect(answer.headers.get('content-type')).toContain('application/json')
      expect(answer.headers.get('cache-control')).toBe('no-cache, private')
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('given HEAD on a GET route, should answer the GET’s status and headers with no body', async () => {
    for (const path of ['/api/subscription/plans', '/api/user', '/__dev/mail', '/api/nada']) {
      const get = await fetch(`${server.url}${path}`, { headers: { Accept: 'application/json' } })
      const getBody = Buffer.from(await get.arrayBuffer())
      const head = await fetch(`${server.url}${path}`, {
        method: 'HEAD',
        headers: { Accept: 'application/json' },
      })

      expect(head.status, path).toBe(get.status)
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'))
      expect(head.headers.get('content-length'), path).toBe(String(getBody.length))
      expect(head.headers.get('cache-control'), path).toBe('no-cache, private')
      expect((await head.arrayBuffer()).byteLength, path).toBe(0)
    }
  })

  it('given HEAD on the CSRF route, should set the cookies as its GET does', async () => {
    const head = await fetch(`${server.url}/sanctum/csrf-cookie`, { method: 'HEAD' })

    expect(head.status).toBe(204)
    expect(head.headers.getSetCookie()).toHaveLength(2)
  })
})

describe('startDemoServer sessions', () => {
  const sessionClock = createManualClock()
  let small: DemoServer

  beforeAll(async () => {
    small = await startDemoServer({
      port: 0,
      appOrigin: APP,
      seed: { now: sessionClock.now, users: [makeUser()], maxSessions: 10 },
      log: () => {},
    })
  })

  afterAll(async () => {
    await small.close()
  })

  const signedIn = async (): Promise<TestClient> => {
    const client = createTestClient(small.url, (request) => {
      request.headers.set('Origin', APP)
      return fetch(request)
    })
    await client.primeCsrf()
    await client.post('/login', { email: 'ana.machava@example.co.mz', password: 'password' })
    return client
  }

  it('given a person idle for 120 minutes, should sign them out; one active within them stays in', async () => {
    const idle = await signedIn()
    const active = await signedIn()
    sessionClock.advance(119 * 60_000)
    expect((await active.get('/api/user')).status).toBe(200)
    sessionClock.advance(60_000)

    expect((await idle.get('/api/user')).status).toBe(401)
    expect((await active.get('/api/user')).status).toBe(200)
  })

  it('given many cookie-less requests, should keep at most maxSessions, dropping the one idle longest', async () => {
    const person = await signedIn()
    for (let index = 0; index < 30; index += 1) {
      await (await fetch(`${small.url}/sanctum/csrf-cookie`)).arrayBuffer()
      if (index % 5 === 0) expect((await person.get('/api/user')).status).toBe(200)
    }

    expect(small.store.sessions.size).toBe(10)
    expect((await person.get('/api/user')).status).toBe(200)
  })
})

describe('startDemoServer behind a proxy under the app host (same-origin mode)', () => {
  const PUBLIC = `${APP}/backend`
  let proxied: DemoServer

  beforeAll(async () => {
    proxied = await startDemoServer({
      port: 0,
      appOrigin: APP,
      publicUrl: `${PUBLIC}/`,
      seed: { now: clock.now },
      log: () => {},
    })
  })

  afterAll(async () => {
    await proxied.close()
  })

  // nginx strips /backend: the request reaches the server at its root, from the app's origin.
  const sameOrigin = (): TestClient =>
    createTestClient(proxied.url, (request) => {
      request.headers.set('Origin', APP)
      return fetch(request)
    })

  it('should give its public address, and cookies for the whole host (Path=/, no Domain), so the app can read XSRF-TOKEN', async () => {
    const cookies = (await sameOrigin().primeCsrf()).headers.getSetCookie()

    expect(proxied.publicUrl).toBe(PUBLIC)
    expect(cookies).toHaveLength(2)
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*path=\/(;|$)/i)
      expect(cookie).not.toMatch(/domain=/i)
    }
  })

  it('after register, should mail a verification link under the prefix whose signature holds once the proxy strips it', async () => {
    const client = sameOrigin()
    expect((await register(client, 'Rosa Tembe', 'rosa@example.co.mz')).status).toBe(204)

    const mails = (await (await fetch(`${proxied.url}/__dev/mail`)).json()).data
    const link: string = mails[0].link
    expect(link.startsWith(`${PUBLIC}/verify-email/`)).toBe(true)

    const verify = await client.get(link.slice(PUBLIC.length))
    expect(verify.status).toBe(302)
    expect(verify.headers.get('location')).toBe(`${APP}/profile?verified=1`)
    expect((await client.get('/api/user')).status).toBe(200)
  })

  it('after an e-mail change, should mail the new link under the prefix too, and it should make the change', async () => {
    const client = sameOrigin()
    await register(client, 'Zito Manhiça', 'zito@example.co.mz')
    const first = (await (await fetch(`${proxied.url}/__dev/mail`)).json()).data[0].link
    await client.get(first.slice(PUBLIC.length))
    await client.post('/user/confirm-password', { password: 'segredo123' })
    const changed = await client.put('/user/profile-information', {
      name: 'Zito Manhiça',
      email: 'zito.novo@example.co.mz',
    })
    expect(changed.status).toBe(200)

    const mails: Array<{ kind: string; to: string; link: string }> = (
      await (await fetch(`${proxied.url}/__dev/mail`)).json()
    ).data
    const mail = mails.find((candidate) => candidate.kind === 'verify-new-email')
    expect(mail?.to).toBe('zito.novo@example.co.mz')
    expect(mail?.link.startsWith(`${PUBLIC}/email-change/verify/`)).toBe(true)
    const opened = await sameOrigin().get(mail?.link.slice(PUBLIC.length) ?? '')
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe(`${APP}/profile?email-changed=1`)
    expect((await (await client.get('/api/user')).json()).user.email).toBe(
      'zito.novo@example.co.mz',
    )
  })
})

describe('startDemoServer account security', () => {
  const securityClock = createManualClock()
  let secure: DemoServer
  let breezeOnly: DemoServer

  beforeAll(async () => {
    secure = await startDemoServer({
      port: 0,
      appOrigin: APP,
      seed: { now: securityClock.now, users: [makeUser()] },
      log: () => {},
    })
    breezeOnly = await startDemoServer({
      port: 0,
      appOrigin: APP,
      seed: { users: [makeUser()] },
      features: { twoFactor: false, browserSessions: false },
      log: () => {},
    })
  })

  afterAll(async () => {
    await Promise.all([secure.close(), breezeOnly.close()])
  })

  const browserOf = (api: DemoServer, userAgent: string): TestClient =>
    createTestClient(api.url, (request) => {
      request.headers.set('Origin', APP)
      request.headers.set('User-Agent', userAgent)
      // A client cannot choose the address it is listed with.
      request.headers.set('X-Conecta-Demo-Client-Address', '203.0.113.9')
      return fetch(request)
    })

  it('after turning two-factor on over HTTP, should ask a new browser for the code and list both sessions with the socket’s address', async () => {
    const laptop = browserOf(secure, 'Laptop/1.0')
    await laptop.primeCsrf()
    await laptop.post('/login', { email: 'ana.machava@example.co.mz', password: 'password' })
    expect((await laptop.post('/user/two-factor-authentication')).status).toBe(423)
    await laptop.post('/user/confirm-password', { password: 'password' })
    await laptop.post('/user/two-factor-authentication')
    const { secretKey } = await (await laptop.get('/user/two-factor-secret-key')).json()
    const code = (offsetMs: number) =>
      TOTP.generate({
        secret: Secret.fromBase32(secretKey),
        timestamp: securityClock.now() + offsetMs,
      })
    expect(
      (await laptop.post('/user/confirmed-two-factor-authentication', { code: code(0) })).status,
    ).toBe(200)

    const phone = browserOf(secure, 'Phone/2.0')
    await phone.primeCsrf()
    const login = await phone.post('/login', {
      email: 'ana.machava@example.co.mz',
      password: 'password',
    })
    expect(await login.json()).toEqual({ two_factor: true })
    expect((await phone.post('/two-factor-challenge', { code: code(30_000) })).status).toBe(204)
    const sessions = (await (await phone.get('/api/user/sessions')).json()).data

    expect(
      sessions.map(({ ip_address, user_agent, is_current_device }: Record<string, unknown>) => ({
        ip_address,
        user_agent,
        is_current_device,
      })),
    ).toEqual(
      expect.arrayContaining([
        { ip_address: '127.0.0.1', user_agent: 'Phone/2.0', is_current_device: true },
        { ip_address: '127.0.0.1', user_agent: 'Laptop/1.0', is_current_device: false },
      ]),
    )
    expect(sessions).toHaveLength(2)
  })

  it('given the features turned off, should answer 404 on their routes like a Breeze-only backend', async () => {
    const client = browserOf(breezeOnly, 'Laptop/1.0')
    await client.primeCsrf()
    await client.post('/login', { email: 'ana.machava@example.co.mz', password: 'password' })
    const sessions = await client.get('/api/user/sessions')
    const enable = await client.post('/user/two-factor-authentication')
    const user = await (await client.get('/api/user')).json()

    expect(sessions.status).toBe(404)
    expect(await sessions.json()).toEqual({
      message: 'The route api/user/sessions could not be found.',
    })
    expect(enable.status).toBe(404)
    expect(user.user).not.toHaveProperty('two_factor_confirmed_at')
  })
})
