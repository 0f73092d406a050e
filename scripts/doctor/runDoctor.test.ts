import { spawn, spawnSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { makePayment, makeSubscriptionInfo, makeUser } from '@conecta/mocks'
import {
  type DemoServer,
  type DemoServerOptions,
  type DeploymentFaults,
  startDemoServer,
} from '@conecta/mocks/server'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterEach, describe, expect, it } from 'vitest'
import { type DoctorReport, formatReport, runDoctor } from './runDoctor'

const APP = 'http://127.0.0.1:4173'
const EMAIL = 'doctor@conecta.co.mz'
const PASSWORD = 'uma-palavra-passe-longa'

let server: DemoServer | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

const demoApi = async (faults?: DeploymentFaults, features?: DemoServerOptions['features']) => {
  server = await startDemoServer({
    port: 0,
    appOrigin: APP,
    log: () => {},
    faults,
    features,
    seed: {
      users: [
        makeUser({
          email: EMAIL,
          password: PASSWORD,
          subscription_info: makeSubscriptionInfo({ state: 'active' }),
        }),
      ],
      payments: [makePayment(), makePayment({ id: 'p2', status: 'failed', code: 'INS-2006' })],
    },
  })
  return server.url
}

const failures = (report: DoctorReport) => report.results.filter((result) => !result.ok)

/**
 * Same-origin mode's nginx in miniature: the app's origin, with /backend/
 * forwarded to the API with the prefix stripped; `cookiePath` rewrites the
 * cookies' Path as a stray `proxy_cookie_path` would.
 */
async function sameOriginProxy(upstream: () => string, cookiePath?: string): Promise<Server> {
  const proxy = createServer(async (request, response) => {
    const path = request.url ?? '/'
    if (!path.startsWith('/backend/')) {
      response.writeHead(404).end()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (name !== 'host' && name !== 'connection' && typeof value === 'string') {
        headers.set(name, value)
      }
    }
    const answer = await fetch(`${upstream()}${path.slice('/backend'.length)}`, {
      method: request.method,
      headers,
      body: chunks.length === 0 ? undefined : Buffer.concat(chunks),
      redirect: 'manual',
    })
    for (const [name, value] of answer.headers) {
      if (!['set-cookie', 'content-length', 'content-encoding'].includes(name)) {
        response.setHeader(name, value)
      }
    }
    const cookies = answer.headers.getSetCookie()
    response.setHeader(
      'Set-Cookie',
      cookiePath === undefined
        ? cookies
        : cookies.map((cookie) => cookie.replace(/;\s*path=\/(?=;|$)/i, `; path=${cookiePath}`)),
    )
    response.writeHead(answer.status).end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  return proxy
}

describe('runDoctor', () => {
  it('given the demo API and a registered user, should pass every check, signed-in ones included', async () => {
    const api = await demoApi()

    const report = await runDoctor({ api, origin: APP, email: EMAIL, password: PASSWORD })

    expect(failures(report)).toEqual([])
    expect(report.results.map((result) => result.name)).toEqual(
      expect.arrayContaining([
        'GET /sanctum/csrf-cookie answers 204',
        'session cookie conecta_session: HttpOnly',
        'CORS preflight: POST /api/subscription/payments',
        'POST without X-XSRF-TOKEN is refused with 419',
        `POST /login as ${EMAIL} answers 204`,
        'GET /api/user signed in answers {user, subscription_info} as the contract says',
        'GET /api/subscription/payments answers {data: […]} as the contract says',
        'POST /logout answers 204 and ends the session',
      ]),
    )
    expect(formatReport(report).split('\n').at(-1)).toBe(`${report.passed} passed, 0 failed`)
  })

  it('given the demo API, should say as information that it offers two-factor sign-in and browser sessions', async () => {
    const api = await demoApi()

    const report = await runDoctor({ api, origin: APP })

    expect(report.features.map(({ feature, offered }) => [feature, offered])).toEqual([
      ['two-factor sign-in (Fortify)', true],
      ['browser sessions (GET /api/user/sessions)', true],
      // Read from the signed-in user only.
      ['pending change of e-mail (pending_email in /api/user)', null],
    ])
    expect(formatReport(report).split('\n')).toEqual(
      expect.arrayContaining([
        'i two-factor sign-in (Fortify): offered',
        'i browser sessions (GET /api/user/sessions): offered',
      ]),
    )
  })

  it('given a backend without them (Breeze only), should say they are not offered, and fail nothing for it', async () => {
    server = await startDemoServer({
      port: 0,
      appOrigin: APP,
      log: () => {},
      features: { twoFactor: false, browserSessions: false },
    })

    const report = await runDoctor({ api: server.url, origin: APP })

    expect(report.features.map(({ offered }) => offered)).toEqual([false, false, null])
    expect(formatReport(report)).toContain('i two-factor sign-in (Fortify): not offered')
    expect(failures(report)).toEqual([])
  })

  it('given a wrong password, should fail the login and say which options to check', async () => {
    const api = await demoApi()

    const report = await runDoctor({ api, origin: APP, email: EMAIL, password: 'errada' })

    expect(failures(report).map((result) => result.name)).toEqual([
      `POST /login as ${EMAIL} answers 204`,
    ])
    expect(failures(report)[0]?.advice).toContain('CONECTA_DOCTOR_PASSWORD or standard input')
    expect(formatReport(report)).toContain(
      'i pending change of e-mail (pending_email in /api/user): could not tell (the login failed, so /api/user was not read)',
    )
  })

  const PROFILE_CHECK =
    'PUT /user/profile-information asks for the password (423) before changing the e-mail'

  it('given a backend with the profile update behind password.confirm and the pending change, should warn of nothing and say it is offered', async () => {
    const api = await demoApi()
    const before = server?.store.findUserByEmail(EMAIL)

    const report = await runDoctor({ api, origin: APP, email: EMAIL, password: PASSWORD })

    expect(failures(report)).toEqual([])
    expect(report.results).toContainEqual({ name: PROFILE_CHECK, ok: true })
    expect(formatReport(report).split('\n')).toEqual(
      expect.arrayContaining([
        `✓ ${PROFILE_CHECK}`,
        'i pending change of e-mail (pending_email in /api/user): offered',
      ]),
    )
    // The account is as it was: same address, still verified, nothing pending, no mail.
    const after = server?.store.findUserByEmail(EMAIL)
    expect(after).toMatchObject({
      name: before?.name,
      email: EMAIL,
      email_verified_at: before?.email_verified_at,
      pending_email: null,
    })
    expect(server?.store.outbox).toEqual([])
  })

  it('given a stock Fortify backend (the profile update without password.confirm, no pending change), should warn with the fix and say the pending change is not offered', async () => {
    const api = await demoApi(undefined, { pendingEmail: false, profilePasswordConfirm: false })

    const report = await runDoctor({ api, origin: APP, email: EMAIL, password: PASSWORD })

    // A warning, not a failure: the app works, but cannot make the backend safe.
    expect(failures(report)).toEqual([
      {
        name: PROFILE_CHECK,
        ok: false,
        advisory: true,
        detail: expect.stringContaining(
          "it answered 200 to the account's own name and e-mail, sent right after a login",
        ),
        advice: expect.stringContaining("Put the route behind Laravel's password.confirm"),
      },
    ])
    expect(report.failed).toBe(0)
    const printed = formatReport(report).split('\n')
    expect(printed).toEqual(
      expect.arrayContaining([
        `! ${PROFILE_CHECK}`,
        expect.stringMatching(
          /^ {4}seen: .*can change the e-mail with no password, ask for a reset link at the new address and take the account/,
        ),
        expect.stringMatching(
          /^ {4}fix: {2}.*Route::put\('\/user\/profile-information', \[\\Laravel\\Fortify\\Http\\Controllers\\ProfileInformationController::class, 'update'\]\)->middleware\(\['auth:web', 'password\.confirm'\]\).*Fortify::ignoreRoutes\(\) in the register\(\) method/,
        ),
        'i pending change of e-mail (pending_email in /api/user): not offered: the app asks the address twice and warns that the profile closes until it is confirmed',
      ]),
    )
    expect(printed.at(-1)).toBe(`${report.passed} passed, 0 failed, 1 advice`)
    // The unchanged name and e-mail went through, and changed nothing.
    expect(server?.store.findUserByEmail(EMAIL)?.email_verified_at).not.toBeNull()
    expect(server?.store.outbox).toEqual([])
  })

  it('given the pending change without password.confirm, should warn and still say it is offered', async () => {
    const api = await demoApi(undefined, { profilePasswordConfirm: false })

    const report = await runDoctor({ api, origin: APP, email: EMAIL, password: PASSWORD })

    expect(failures(report).map(({ name, advisory }) => [name, advisory])).toEqual([
      [PROFILE_CHECK, true],
    ])
    expect(formatReport(report)).toContain(
      'i pending change of e-mail (pending_email in /api/user): offered',
    )
  })

  it('given stock Fortify with the route behind password.confirm, should warn of nothing and say the pending change is not offered', async () => {
    const api = await demoApi(undefined, { pendingEmail: false })

    const report = await runDoctor({ api, origin: APP, email: EMAIL, password: PASSWORD })

    expect(failures(report)).toEqual([])
    expect(formatReport(report)).toContain(
      'i pending change of e-mail (pending_email in /api/user): not offered: the app asks',
    )
  })

  describe('other answers of the profile update (the backend stood in for by MSW)', () => {
    const intercept = setupServer()
    afterEach(() => intercept.close())

    /** The demo API, but `PUT /user/profile-information` answers `status` with `body`. */
    const answering = async (status: number, body?: unknown) => {
      const api = await demoApi()
      intercept.use(
        http.put(`${api}/user/profile-information`, () =>
          body === undefined
            ? new HttpResponse(null, { status })
            : HttpResponse.json(body, { status }),
        ),
      )
      intercept.listen({ onUnhandledRequest: 'bypass' })
      return runDoctor({ api, origin: APP, email: EMAIL, password: PASSWORD })
    }

    it('given 422 to the unchanged name and e-mail, should warn: the call reached the update without a password', async () => {
      const report = await answering(422, {
        message: 'The phone field is required.',
        errors: { phone: ['The phone field is required.'] },
      })

      expect(failures(report)).toEqual([
        expect.objectContaining({
          name: PROFILE_CHECK,
          advisory: true,
          detail: expect.stringMatching(
            /^it answered 422 \(phone\) .* reached the update without a password confirmation \(validation runs after the middleware\)/,
          ),
          advice: expect.stringContaining('password.confirm'),
        }),
      ])
    })

    it('given 404 (no profile route), should fail: the app cannot save Dados pessoais', async () => {
      const report = await answering(404, { message: 'Not Found' })

      expect(failures(report)).toEqual([
        {
          name: PROFILE_CHECK,
          ok: false,
          detail: 'it answered 404',
          advice: expect.stringMatching(
            /^The route is missing, so the app cannot save "Dados pessoais".*Features::updateProfileInformation\(\)/,
          ),
        },
      ])
    })

    it('given 429, should say it could not tell, as advice to run it again', async () => {
      const report = await answering(429, { message: 'Too Many Attempts.' })

      expect(failures(report)).toEqual([
        expect.objectContaining({
          name: PROFILE_CHECK,
          advisory: true,
          detail: expect.stringContaining('throttled, so it could not tell'),
        }),
      ])
    })
  })

  it('given CORS for another origin, should fail every preflight naming allowed_origins', async () => {
    const api = await demoApi({ corsOrigin: 'http://127.0.0.1:5999' })

    const report = await runDoctor({ api, origin: APP })
    const preflights = failures(report).filter((result) => result.name.startsWith('CORS preflight'))

    expect(preflights.length).toBeGreaterThanOrEqual(16)
    for (const result of preflights) {
      expect(result.advice).toContain(`config/cors.php: 'allowed_origins' => ['${APP}']`)
    }
    expect(failures(report).map((result) => result.name)).toContain(
      `GET /sanctum/csrf-cookie: CORS allows ${APP}`,
    )
    expect(report.failed).toBeGreaterThan(0)
  })

  it('given a stock Laravel that exposes no header, should advise Retry-After without failing', async () => {
    const api = await demoApi({ withoutExposedHeaders: true })

    const report = await runDoctor({ api, origin: APP })

    expect(failures(report)).toEqual([
      expect.objectContaining({
        name: 'CORS exposes Retry-After',
        advisory: true,
        detail: 'Access-Control-Expose-Headers is missing',
        advice: expect.stringContaining("'exposed_headers' => ['Retry-After']"),
      }),
    ])
    expect(report.failed).toBe(0)
    expect(report.advised).toBe(1)
    const printed = formatReport(report).split('\n')
    expect(printed).toContain('! CORS exposes Retry-After')
    expect(printed.at(-1)).toBe(`${report.passed} passed, 0 failed, 1 advice`)
  })

  it('given no credentials support, should fail naming supports_credentials', async () => {
    const api = await demoApi({ withoutCredentials: true })

    const report = await runDoctor({ api, origin: APP })
    const failed = failures(report)

    expect(failed.map((result) => result.name)).toContain(
      'GET /sanctum/csrf-cookie: CORS allows credentials',
    )
    // Every preflight of the contract's calls fails, however many the contract has.
    const preflights = report.results.filter((result) => result.name.startsWith('CORS preflight'))
    expect(preflights.length).toBeGreaterThanOrEqual(16)
    expect(failed.filter((result) => result.name.startsWith('CORS preflight'))).toEqual(preflights)
    for (const result of failed) expect(result.advice).toContain("'supports_credentials' => true")
  })

  it('given cookies for another site, should fail naming SESSION_DOMAIN', async () => {
    const api = await demoApi({ cookieDomain: 'outro-site.co.mz' })

    const report = await runDoctor({ api, origin: APP })
    const failed = failures(report)

    expect(failed.map((result) => result.name)).toEqual(
      expect.arrayContaining([
        'XSRF-TOKEN: the browser accepts it from 127.0.0.1',
        'session cookie conecta_session: the browser accepts it from 127.0.0.1',
      ]),
    )
    expect(failed[0]?.advice).toContain('SESSION_DOMAIN')
    // The browser drops those cookies, so the app's next calls fail too, as they would for a person.
    expect(failed.map((result) => result.name)).toContain(
      'POST /login with nothing filled in answers 422 {message, errors} for email and password',
    )
  })

  it('given 200 instead of 204 from csrf-cookie, should fail that check and say why 204', async () => {
    const api = await demoApi({ csrfCookieStatus: 200 })

    const report = await runDoctor({ api, origin: APP })

    expect(failures(report)).toEqual([
      expect.objectContaining({
        name: 'GET /sanctum/csrf-cookie answers 204',
        detail: 'it answered 200',
        advice: expect.stringContaining('treats any other status as maintenance'),
      }),
    ])
  })

  it('given another product name than the API’s APP_NAME, should name SESSION_COOKIE and APP_NAME', async () => {
    const api = await demoApi()

    const report = await runDoctor({ api, origin: APP, productName: 'Pay@Home' })

    expect(failures(report)).toEqual([
      expect.objectContaining({
        name: 'the session cookie is pay_at_home_session (from the product name "Pay@Home")',
        detail: 'the API calls it conecta_session',
        advice: expect.stringMatching(/SESSION_COOKIE=pay_at_home_session .*APP_NAME="Pay@Home"/),
      }),
    ])
  })

  it('given localhost for the app and 127.0.0.1 for the API, should say they are two sites', async () => {
    const api = await demoApi()

    const report = await runDoctor({ api, origin: 'http://localhost:4173' })

    expect(failures(report)[0]).toEqual(
      expect.objectContaining({
        name: 'the app (localhost) and the API (127.0.0.1) are on the same site',
        advice: expect.stringContaining('not localhost with 127.0.0.1'),
      }),
    )
  })

  it('given an API that is not running, should fail once and stop', async () => {
    const api = await demoApi()
    await server?.close()
    server = undefined

    const report = await runDoctor({ api, origin: APP })

    expect(failures(report).map((result) => result.name)).toEqual([`the API answers at ${api}`])
  })
})

describe('npm run doctor', () => {
  const cli = fileURLToPath(new URL('../doctor.mjs', import.meta.url))
  const { CONECTA_DOCTOR_PASSWORD: _ignored, ...withoutPassword } = process.env
  const run = (args: string[], { input = '', env = {} as Record<string, string> } = {}) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      // spawnSync would block this process, which serves the demo API the command calls.
      const child = spawn(process.execPath, [cli, ...args], {
        env: { ...withoutPassword, ...env },
      })
      child.stdin.end(input)
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk
      })
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk
      })
      child.on('close', (status: number | null) => resolve({ status, stdout, stderr }))
    })

  it('given the demo API, should print ✓ lines, "N passed, 0 failed" and exit 0', async () => {
    const api = await demoApi()

    const { status, stdout } = await run(['--api', api, '--origin', APP, '--email', EMAIL], {
      env: { CONECTA_DOCTOR_PASSWORD: PASSWORD },
    })

    expect(stdout).toContain('✓ GET /sanctum/csrf-cookie answers 204')
    expect(stdout.trim().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed$/)
    expect(status).toBe(0)
  }, 30_000)

  it('given a misconfigured API, should print ✗ with the fix and exit 1', async () => {
    const api = await demoApi({ withoutCredentials: true })

    const { status, stdout } = await run(['--api', api, '--origin', APP])

    expect(stdout).toContain('✗ GET /sanctum/csrf-cookie: CORS allows credentials')
    expect(stdout).toContain("fix:  config/cors.php: 'supports_credentials' => true")
    // The credentials check and every preflight of the contract's calls.
    const failedPreflights = stdout
      .split('\n')
      .filter((line) => line.startsWith('✗ CORS preflight'))
    expect(failedPreflights.length).toBeGreaterThanOrEqual(16)
    expect(stdout.trim().split('\n').at(-1)).toMatch(
      new RegExp(`^\\d+ passed, ${failedPreflights.length + 1} failed$`),
    )
    expect(status).toBe(1)
  }, 30_000)

  it('given a stock Laravel that exposes no header, should print the advice with ! and exit 0', async () => {
    const api = await demoApi({ withoutExposedHeaders: true })

    const { status, stdout } = await run(['--api', api, '--origin', APP])

    expect(stdout).toContain('! CORS exposes Retry-After')
    expect(stdout).toContain("fix:  config/cors.php: 'exposed_headers' => ['Retry-After']")
    expect(stdout.trim().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed, 1 advice$/)
    expect(status).toBe(0)
  }, 30_000)

  it.each([
    ['CONECTA_DOCTOR_PASSWORD', [], { env: { CONECTA_DOCTOR_PASSWORD: PASSWORD } }],
    // Only the first line is the password: what follows is not read.
    ['a pipe (its first line)', [], { input: `${PASSWORD}\r\noutra linha\n` }],
    [
      'standard input (--password-stdin), over CONECTA_DOCTOR_PASSWORD',
      ['--password-stdin'],
      { input: `${PASSWORD}\n`, env: { CONECTA_DOCTOR_PASSWORD: 'errada' } },
    ],
  ])(
    'given the password on %s, should sign in with it, and warn of nothing on 127.0.0.1',
    async (_where, flags, options) => {
      const api = await demoApi()

      const { status, stdout, stderr } = await run(
        ['--api', api, '--origin', APP, '--email', EMAIL, ...flags],
        options,
      )

      expect(stdout).toContain(`✓ POST /login as ${EMAIL} answers 204`)
      expect(stdout).toContain('✓ POST /logout answers 204 and ends the session')
      expect(stderr).toBe('')
      expect(status).toBe(0)
    },
    30_000,
  )

  it('given a password for an http:// API on another machine, should warn on stderr before the checks', async () => {
    // .invalid never resolves: the warning is printed before anything is sent.
    const { status, stdout, stderr } = await run(
      [
        '--api',
        'http://api.conecta.invalid',
        '--origin',
        'http://app.conecta.invalid',
        '--email',
        EMAIL,
        '--password-stdin',
      ],
      { input: PASSWORD },
    )

    expect(stderr).toContain(
      'warning: --api is plain http:// on api.conecta.invalid, not this machine: the password of --email will cross the network unencrypted.',
    )
    expect(stdout).toContain('✗ the API answers at http://api.conecta.invalid')
    expect(status).toBe(1)
  }, 30_000)

  it('given the password typed at a terminal, should ask for it on stderr without showing it, and sign in', async () => {
    const api = await demoApi()
    // script(1) runs the doctor on a pseudo-terminal, as a person's shell would: what the
    // terminal echoes comes back on script's stdout with the doctor's own output.
    const command = [process.execPath, cli, '--api', api, '--origin', APP, '--email', EMAIL]
      .map((word) => `'${word.replaceAll("'", "'\\''")}'`)
      .join(' ')
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      env: withoutPassword,
    })
    let seen = ''
    const asked = new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        seen += chunk
        if (seen.includes(`password of ${EMAIL} (not shown): `)) resolve()
      })
    })
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve))

    await asked
    child.stdin.write(`${PASSWORD}\r`)
    const status = await closed

    expect(seen).not.toContain(PASSWORD)
    expect(seen).toContain(`✓ POST /login as ${EMAIL} answers 204`)
    expect(status).toBe(0)
  }, 30_000)

  it.each([[['--password', PASSWORD]], [[`--password=${PASSWORD}`]], [['--password']]])(
    'given %j, should refuse it, say what to use instead, and exit 2',
    async (flag) => {
      const { status, stdout, stderr } = await run(
        ['--api', 'http://127.0.0.1:1', '--origin', APP, '--email', EMAIL, ...flag],
        { env: { CONECTA_DOCTOR_PASSWORD: PASSWORD } },
      )

      expect(stderr).toContain(
        "--password is not accepted: a password on the command line shows in `ps` to anyone on this machine, in npm's echo of the command and in the shell's history. Give it instead in CONECTA_DOCTOR_PASSWORD, or on standard input",
      )
      // Refused before anything is done, and not repeated back.
      expect(stderr.replace(/--password[= ]?/g, '')).not.toContain(PASSWORD)
      expect(stdout).toBe('')
      expect(status).toBe(2)
    },
  )

  it('given --password-stdin without --email, should say what is wrong and exit 2', async () => {
    const { status, stderr } = await run([
      '--api',
      'http://127.0.0.1:1',
      '--origin',
      APP,
      '--password-stdin',
    ])

    expect(stderr).toContain('--password-stdin needs --email')
    expect(status).toBe(2)
  })

  it.each([
    ['an empty first line', ['--password-stdin'], '\nsegunda linha\n'],
    ['no password anywhere (standard input empty, no variable)', [], ''],
  ])('given %s, should refuse it and exit 2', async (_case, flags, input) => {
    const { status, stderr } = await run(
      ['--api', 'http://127.0.0.1:1', '--origin', APP, '--email', EMAIL, ...flags],
      { input },
    )

    expect(stderr).toContain(
      'the password of --email is empty: set CONECTA_DOCTOR_PASSWORD, or give it on standard input',
    )
    expect(status).toBe(2)
  })

  it('given no --origin, should say what is missing and exit 2', () => {
    const { status, stderr } = spawnSync(process.execPath, [cli, '--api', 'http://127.0.0.1:1'], {
      encoding: 'utf8',
    })

    expect(stderr).toContain('--origin is required')
    expect(status).toBe(2)
  })
})

describe('runDoctor in same-origin mode (the API under /backend of the app host)', () => {
  let proxy: Server | undefined

  afterEach(async () => {
    await new Promise((resolve) => proxy?.close(resolve) ?? resolve(undefined))
    proxy = undefined
  })

  /** The app's origin is the proxy's: the demo API is told so, as Laravel would be. */
  const behindProxy = async (cookiePath?: string) => {
    let upstream = ''
    proxy = await sameOriginProxy(() => upstream, cookiePath)
    const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    server = await startDemoServer({
      port: 0,
      appOrigin: origin,
      publicUrl: `${origin}/backend`,
      log: () => {},
      seed: { users: [makeUser({ email: EMAIL, password: PASSWORD })] },
    })
    upstream = server.url
    return origin
  }

  it('given a correct deployment, should pass every check, with no CORS to check, signed-in ones included', async () => {
    const origin = await behindProxy()

    const report = await runDoctor({
      api: `${origin}/backend/`,
      origin,
      email: EMAIL,
      password: PASSWORD,
    })

    expect(failures(report)).toEqual([])
    const names = report.results.map((result) => result.name)
    expect(names).toContain(
      `the API is on the app's own origin (${origin}/backend): no CORS needed`,
    )
    expect(names.filter((name) => name.includes('CORS') && !name.includes('no CORS'))).toEqual([])
    expect(names).toContain('POST /logout answers 204 and ends the session')
  })

  it('given a proxy that moves the cookies under /backend (proxy_cookie_path), should fail Path=/ for both', async () => {
    const origin = await behindProxy('/backend')

    const report = await runDoctor({ api: `${origin}/backend`, origin })

    expect(failures(report).map((result) => result.name)).toEqual([
      'XSRF-TOKEN: Path=/',
      'session cookie conecta_session: Path=/',
    ])
    expect(failures(report)[0]?.advice).toContain('no proxy_cookie_path')
  })
})
