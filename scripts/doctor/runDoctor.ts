import { sessionCookieName } from '@conecta/contract'
import { type ContractValidator, createContractValidator } from '@conecta/contract/validate'
import { CookieJar, domainMatches, type SetCookie, siteOf } from './cookies'
import { PASSWORD_VARIABLE } from './password.mjs'

export interface DoctorOptions {
  /**
   * The API's address as the app calls it: an origin, e.g.
   * `https://api.exemplo.co.mz`, or the app's origin with the prefix nginx
   * proxies in same-origin mode, e.g. `https://app.exemplo.co.mz/backend`.
   */
  api: string
  /** The app's origin, e.g. `https://app.exemplo.co.mz`. */
  origin: string
  /** A verified account: with it, the signed-in calls are checked too. */
  email?: string
  password?: string
  /** The app's `VITE_PRODUCT_NAME`, which must equal the API's `APP_NAME`. @defaultValue 'Conecta' */
  productName?: string
}

export interface CheckResult {
  name: string
  ok: boolean
  /**
   * Advice, not a requirement: the app works without it, so a miss is
   * printed with its fix but is not a failure (nor the exit code's).
   */
  advisory?: true
  /** What was seen, when it is not what the app needs. */
  detail?: string
  /** The Laravel setting to change, in plain words. */
  advice?: string
}

/** An optional feature of the backend, as the doctor found it. */
export interface FeatureFinding {
  feature: string
  /** `null`: the answer said neither (see `detail`). */
  offered: boolean | null
  detail?: string
  /** What the app does instead when the feature is not offered, printed after "not offered". */
  absentMeans?: string
}

export interface DoctorReport {
  results: CheckResult[]
  /** Information only: which optional features the backend offers (never a failure). */
  features: FeatureFinding[]
  passed: number
  /** Missed requirements: the app fails with them. */
  failed: number
  /** Missed advice ({@link CheckResult.advisory}): printed, never a failure. */
  advised: number
}

const CORS_FILE = 'config/cors.php'

/** A path the browser can call for a documented route template. */
const concretePath = (template: string) => template.replace(/\{[^}]+\}/g, '1')

const listIncludes = (header: string | null, wanted: string) =>
  (header ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .some((item) => item === wanted.toLowerCase() || item === '*')

/**
 * Checks, from the app's point of view, that a Laravel Sanctum backend is deployed so that the
 * app can work with it: the CSRF cookie, the session cookie, CORS for every contract path, CSRF
 * protection, Laravel's error answers and, with credentials, the signed-in calls against the
 * OpenAPI document, whether the e-mail can be changed without the password and whether the pending
 * change of e-mail is offered. It acts like the browser would (cookies a browser would refuse are
 * dropped) and changes no data: beyond a login and a logout, it only sends the account's own name
 * and e-mail back unchanged.
 */
export async function runDoctor(options: DoctorOptions): Promise<DoctorReport> {
  const results: CheckResult[] = []
  const check = (
    name: string,
    ok: boolean,
    detail?: string,
    advice?: string,
    { advisory = false } = {},
  ) => {
    const missed: CheckResult = advisory
      ? { name, ok, advisory, detail, advice }
      : { name, ok, detail, advice }
    results.push(ok ? { name, ok } : missed)
    return ok
  }
  const features: FeatureFinding[] = []
  const report = (): DoctorReport => ({
    results,
    features,
    passed: results.filter((result) => result.ok).length,
    failed: results.filter((result) => !result.ok && !result.advisory).length,
    advised: results.filter((result) => !result.ok && result.advisory).length,
  })

  const apiUrl = new URL(options.api)
  const appUrl = new URL(options.origin)
  const api = `${apiUrl.origin}${apiUrl.pathname.replace(/\/+$/, '')}`
  const origin = appUrl.origin
  // Same-origin mode: the browser sends no preflight and reads every answer,
  // so there is no CORS to check.
  const sameOrigin = apiUrl.origin === origin
  const apiHost = apiUrl.hostname
  const appHost = appUrl.hostname
  const productName = options.productName ?? 'Conecta'
  const contract: ContractValidator = createContractValidator()
  const jar = new CookieJar(apiHost)
  const sameSite = siteOf(apiHost) === siteOf(appHost)

  check(
    `the app (${appHost}) and the API (${apiHost}) are on the same site`,
    sameSite,
    `${siteOf(appHost)} is not ${siteOf(apiHost)}`,
    'Serve the app and the API under one parent domain (app.exemplo.co.mz and api.exemplo.co.mz) ' +
      'so the browser sends the session cookie and the app can read XSRF-TOKEN; in development use ' +
      'one host name for both (127.0.0.1 with 127.0.0.1, not localhost with 127.0.0.1).',
  )
  if (appUrl.protocol === 'https:') {
    check(
      'the API is served over https like the app',
      apiUrl.protocol === 'https:',
      `the API is ${apiUrl.protocol}//`,
      'A page served over https may not call an http API (mixed content): serve the API over https.',
    )
  }

  const call = async (
    method: string,
    path: string,
    init: { body?: unknown; xsrf?: boolean; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = {
      Origin: origin,
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...init.headers,
    }
    const cookie = jar.header()
    if (cookie !== '') headers.Cookie = cookie
    const token = jar.get('XSRF-TOKEN')
    if (init.xsrf && token !== undefined) headers['X-XSRF-TOKEN'] = decodeURIComponent(token)
    if (init.body !== undefined) headers['Content-Type'] = 'application/json'
    const response = await fetch(`${api}${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
    })
    const cookies = jar.store(response.headers)
    const text = await response.text()
    let body: unknown
    try {
      body = text === '' ? undefined : JSON.parse(text)
    } catch {
      body = text
    }
    return { response, status: response.status, body, cookies }
  }

  /** The contract's verdict on an answer, as one line for the report. */
  const conforms = (method: string, path: string, status: number, body: unknown) => {
    const problems = contract.check({ method, path, status, body })
    return { ok: problems.length === 0, detail: problems.slice(0, 4).join('; ') }
  }

  /** Calls the API, then checks the status and the body against the contract. */
  const expectAnswer = async (
    name: string,
    [method, path]: [string, string],
    status: number,
    advice: (seen: number) => string,
  ) => {
    const answer = await call(method, path)
    const shape = conforms(method, path, answer.status, answer.body)
    const seen = answer.status === status ? shape.detail : `it answered ${answer.status}`
    return check(name, answer.status === status && shape.ok, seen, advice(answer.status))
  }

  const statefulAdvice =
    `Sanctum does not treat ${origin} as its own front end: add ${appUrl.host} (with the port, if ` +
    "any) to SANCTUM_STATEFUL_DOMAINS, and let the API routes run Sanctum's stateful middleware " +
    "(Laravel 11+: $middleware->statefulApi() in bootstrap/app.php; before: EnsureFrontendRequestsAreStateful in the 'api' group)."

  // 1. CSRF priming, as the app does at start-up.
  let prime: Awaited<ReturnType<typeof call>>
  try {
    prime = await call('GET', '/sanctum/csrf-cookie')
  } catch (error) {
    check(
      `the API answers at ${api}`,
      false,
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error),
      "Start the API, and check --api: the API's origin (scheme, host, port), or in same-origin mode the app's origin with the prefix nginx proxies (https://app.exemplo.co.mz/backend).",
    )
    return report()
  }
  const primeAdvice =
    prime.status === 200
      ? "Sanctum's own route answers 204 No Content, and the app treats any other status as maintenance. Something else answers this path (a route of your own, a proxy or CDN rewriting the answer): let laravel/sanctum's route answer it."
      : prime.status === 404
        ? "The route is missing: install Sanctum (Laravel 11+: php artisan install:api), keep config/sanctum.php 'prefix' => 'sanctum', and check that --api is the API's origin."
        : prime.status >= 500
          ? 'The API failed: read storage/logs/laravel.log.'
          : "Let laravel/sanctum's own route answer GET /sanctum/csrf-cookie with 204."
  check(
    'GET /sanctum/csrf-cookie answers 204',
    prime.status === 204,
    `it answered ${prime.status}`,
    primeAdvice,
  )

  const corsOnResponse = (name: string, response: Response) => {
    const allowOrigin = response.headers.get('access-control-allow-origin')
    const credentials = response.headers.get('access-control-allow-credentials')
    if (allowOrigin !== origin) {
      check(
        `${name}: CORS allows ${origin}`,
        false,
        allowOrigin === null
          ? 'no Access-Control-Allow-Origin header'
          : `Access-Control-Allow-Origin is ${allowOrigin}`,
        allowOrigin === '*'
          ? `With cookies the origin must be named, not '*': ${CORS_FILE} 'allowed_origins' => ['${origin}'].`
          : `${CORS_FILE}: 'allowed_origins' => ['${origin}'] (scheme, host and port exactly, no trailing slash), and the path in 'paths'.`,
      )
    } else check(`${name}: CORS allows ${origin}`, true)
    check(
      `${name}: CORS allows credentials`,
      credentials === 'true',
      credentials === null
        ? 'no Access-Control-Allow-Credentials header'
        : `Access-Control-Allow-Credentials is ${credentials}`,
      `${CORS_FILE}: 'supports_credentials' => true. Without it the browser hides every answer to a call sent with cookies.`,
    )
  }
  if (sameOrigin) {
    check(`the API is on the app's own origin (${api}): no CORS needed`, true)
  } else {
    corsOnResponse('GET /sanctum/csrf-cookie', prime.response)
    // Advice only: a stock Laravel exposes nothing, and the app then asks a
    // throttled person to try again in a moment without saying when.
    const exposed = prime.response.headers.get('access-control-expose-headers')
    check(
      'CORS exposes Retry-After',
      listIncludes(exposed, 'retry-after'),
      `Access-Control-Expose-Headers is ${exposed ?? 'missing'}`,
      `${CORS_FILE}: 'exposed_headers' => ['Retry-After'], so the app can tell a throttled person when to try again (without it the app works, and says only 'Tente novamente dentro de momentos').`,
      { advisory: true },
    )
  }

  // 2. The cookies, as the browser will treat them.
  const cookieChecks = (label: string, cookie: SetCookie, readableByApp: boolean) => {
    const accepted = cookie.domain === null || domainMatches(apiHost, cookie.domain)
    check(
      `${label}: the browser accepts it from ${apiHost}`,
      accepted,
      `Domain=${cookie.domain} does not cover ${apiHost}`,
      `SESSION_DOMAIN names a domain the API is not on: set SESSION_DOMAIN=.${siteOf(appHost)} (the parent domain of the app and the API, with its leading dot), or leave it empty when the app and the API share one host.`,
    )
    if (readableByApp) {
      const cookieHost = cookie.domain ?? apiHost
      const readable =
        !cookie.httpOnly &&
        (cookie.domain === null ? appHost === apiHost : domainMatches(appHost, cookieHost))
      check(
        `${label}: the app at ${appHost} can read it`,
        readable,
        cookie.httpOnly
          ? 'it is HttpOnly'
          : `it belongs to ${cookieHost}${cookie.domain === null ? ' only' : ''}`,
        cookie.httpOnly
          ? 'XSRF-TOKEN must stay readable by script: do not add it to an HttpOnly rule or proxy.'
          : `Set SESSION_DOMAIN=.${siteOf(appHost)} (the parent domain both share, with the leading dot) so that ${appHost} can read the cookie and send it back as X-XSRF-TOKEN.`,
      )
    } else {
      check(
        `${label}: HttpOnly`,
        cookie.httpOnly,
        'script can read the session cookie',
        "config/session.php: 'http_only' => true (SESSION_HTTP_ONLY=true): the session id must never be readable by script.",
      )
    }
    check(
      `${label}: Path=/`,
      cookie.path === null || cookie.path === '/',
      `Path=${cookie.path}`,
      "config/session.php: 'path' => '/' (SESSION_PATH=/), so the cookie goes with every call; behind nginx in same-origin mode, no proxy_cookie_path either.",
    )
    const secureOnHttp = cookie.secure && appUrl.protocol === 'http:'
    const noneWithoutSecure = cookie.sameSite === 'none' && !cookie.secure
    const crossSiteLax = !sameSite && cookie.sameSite !== 'none'
    check(
      `${label}: SameSite and Secure fit ${appUrl.protocol}// and the two hosts`,
      !secureOnHttp && !noneWithoutSecure && !crossSiteLax,
      secureOnHttp
        ? 'Secure on a site served over http'
        : noneWithoutSecure
          ? 'SameSite=None without Secure'
          : `SameSite=${cookie.sameSite ?? 'Lax (default)'} across two sites`,
      secureOnHttp
        ? 'SESSION_SECURE_COOKIE=true only when the app and the API are served over https; over http the browser never sends the cookie back.'
        : noneWithoutSecure
          ? 'Browsers refuse SameSite=None without Secure: serve over https and set SESSION_SECURE_COOKIE=true, or keep SESSION_SAME_SITE=lax on one site.'
          : 'Put the app and the API on one site and keep SESSION_SAME_SITE=lax; across sites the browser does not send Lax cookies.',
    )
  }

  const xsrfCookie = prime.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')
  if (
    check(
      'GET /sanctum/csrf-cookie sets the XSRF-TOKEN cookie',
      xsrfCookie !== undefined,
      `cookies set: ${prime.cookies.map((cookie) => cookie.name).join(', ') || 'none'}`,
      "Let the route run Laravel's 'web' middleware (config/sanctum.php 'middleware'), which sets XSRF-TOKEN.",
    ) &&
    xsrfCookie !== undefined
  ) {
    cookieChecks('XSRF-TOKEN', xsrfCookie, true)
  }

  const expected = sessionCookieName(productName)
  const sessionCookie = prime.cookies.find((cookie) => cookie.name === expected)
  const otherSession = prime.cookies.find((cookie) => /[_-]session$/.test(cookie.name))
  if (
    check(
      `the session cookie is ${expected} (from the product name ${JSON.stringify(productName)})`,
      sessionCookie !== undefined,
      otherSession === undefined
        ? 'no session cookie was set'
        : `the API calls it ${otherSession.name}`,
      otherSession === undefined
        ? "Let the route run Laravel's 'web' middleware (StartSession), per config/sanctum.php 'middleware'."
        : `The app derives ${expected} from its product name: set SESSION_COOKIE=${expected} on the API (Laravel's default comes from APP_NAME=${JSON.stringify(productName)} by a rule that changed across versions), or build the app with VITE_PRODUCT_NAME equal to the API's APP_NAME.`,
    ) &&
    sessionCookie !== undefined
  ) {
    cookieChecks(`session cookie ${expected}`, sessionCookie, false)
  }

  // 3. CORS preflight for every call of the contract the app makes with fetch. Account
  // security (tag 'security': two-factor, password confirmation, browser sessions) is
  // optional, and a Breeze-only backend has none of it: not a failure here.
  for (const { method, path, tags } of sameOrigin ? [] : contract.operations) {
    if (path.startsWith('/verify-email/') || tags.includes('security')) continue
    const requested = ['x-requested-with', 'x-xsrf-token']
    if (method !== 'GET') requested.push('content-type')
    if (path === '/api/subscription/payments' && method === 'POST')
      requested.push('idempotency-key')
    const name = `CORS preflight: ${method} ${path}`
    let preflight: Response
    try {
      preflight = await fetch(`${api}${concretePath(path)}`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': requested.join(','),
        },
      })
    } catch (error) {
      check(name, false, String(error), 'The API must answer OPTIONS for this path.')
      continue
    }
    const allowOrigin = preflight.headers.get('access-control-allow-origin')
    const credentials = preflight.headers.get('access-control-allow-credentials')
    const methods = preflight.headers.get('access-control-allow-methods')
    const allowHeaders = preflight.headers.get('access-control-allow-headers')
    const missingHeaders = requested.filter((header) => !listIncludes(allowHeaders, header))
    const problems: string[] = []
    const fixes: string[] = []
    if (preflight.status < 200 || preflight.status > 299)
      problems.push(`status ${preflight.status}`)
    if (allowOrigin === null) {
      // Laravel's HandleCors adds nothing at all for an origin or a path it does not allow.
      problems.push('no CORS headers at all')
      fixes.push(
        `'allowed_origins' => ['${origin}'] and 'paths' covering '${path.replace(/^\//, '').replace(/\{[^}]+\}/g, '*')}'`,
      )
    } else {
      if (allowOrigin !== origin) {
        problems.push(`Access-Control-Allow-Origin is ${allowOrigin}`)
        fixes.push(
          `'allowed_origins' => ['${origin}'] (exactly this origin; with cookies never '*')`,
        )
      }
      if (credentials !== 'true') {
        problems.push('no Access-Control-Allow-Credentials: true')
        fixes.push("'supports_credentials' => true")
      }
      if (!listIncludes(methods, method)) {
        problems.push(`${method} not in Access-Control-Allow-Methods`)
        fixes.push("'allowed_methods' => ['*']")
      }
      if (missingHeaders.length > 0) {
        problems.push(`headers not allowed: ${missingHeaders.join(', ')}`)
        fixes.push("'allowed_headers' => ['*']")
      }
    }
    check(name, problems.length === 0, problems.join('; '), `${CORS_FILE}: ${fixes.join(', ')}.`)
  }

  // 4. CSRF protection and Laravel's error answers.
  const withoutToken = await call('POST', '/login', { body: {}, xsrf: false })
  check(
    'POST without X-XSRF-TOKEN is refused with 419',
    withoutToken.status === 419 && conforms('POST', '/login', 419, withoutToken.body).ok,
    `it answered ${withoutToken.status}`,
    withoutToken.status === 419
      ? "Answer 419 with Laravel's own body {message: 'CSRF token mismatch.'}."
      : `The API took a POST without the CSRF token, so it is not running the session for this origin. ${statefulAdvice}`,
  )

  await expectAnswer(
    'GET /api/user without a session answers 401 {message}',
    ['GET', '/api/user'],
    401,
    (seen) =>
      seen >= 300 && seen < 400
        ? "It redirects (to a login page) instead of answering JSON: keep Accept: application/json answered with 401 (Laravel 11+: don't redirectGuestsTo for API routes; the 'auth:sanctum' guard on /api/user)."
        : "Protect /api/user with 'auth:sanctum' and let Laravel answer unauthenticated JSON calls with 401 {message: 'Unauthenticated.'}.",
  )

  await call('GET', '/sanctum/csrf-cookie')
  const emptyLogin = await call('POST', '/login', { body: {}, xsrf: true })
  const emptyShape = conforms('POST', '/login', emptyLogin.status, emptyLogin.body)
  const emptyErrors = (emptyLogin.body as { errors?: Record<string, unknown> } | undefined)?.errors
  check(
    'POST /login with nothing filled in answers 422 {message, errors} for email and password',
    emptyLogin.status === 422 &&
      emptyShape.ok &&
      emptyErrors?.email !== undefined &&
      emptyErrors.password !== undefined,
    emptyLogin.status === 422
      ? emptyShape.detail || 'errors.email or errors.password missing'
      : `it answered ${emptyLogin.status}`,
    emptyLogin.status === 419
      ? `The token the API had just set was refused: the session cookie did not come back with the call. Check SESSION_DOMAIN, SESSION_SECURE_COOKIE (https only) and SANCTUM_STATEFUL_DOMAINS. ${statefulAdvice}`
      : "Use Breeze's LoginRequest (email and password required), which answers Laravel's 422 validation body.",
  )

  /**
   * Whether the e-mail can be changed without the password: the account's own name and e-mail
   * are sent back unchanged (nothing changes if the update is accepted), right after a login,
   * which never counts as a password confirmation. A route behind Laravel's `password.confirm`
   * answers 423 and does nothing (docs/api-contract.md#changing-the-e-mail).
   */
  const profileUpdateAsksPassword = async ({ name, email }: { name: string; email: string }) => {
    const checkName =
      'PUT /user/profile-information asks for the password (423) before changing the e-mail'
    await call('GET', '/sanctum/csrf-cookie')
    const answer = await call('PUT', '/user/profile-information', {
      body: { name, email },
      xsrf: true,
    })
    const { status } = answer
    if (status === 423) return check(checkName, true)
    const errors = (answer.body as { errors?: Record<string, unknown> } | undefined)?.errors
    if ((status >= 200 && status < 300) || status === 422) {
      const reached =
        status === 422
          ? `it answered 422 (${Object.keys(errors ?? {}).join(', ') || 'no errors'}) to the account's own name and e-mail, so the call reached the update without a password confirmation (validation runs after the middleware); nothing changed`
          : `it answered ${status} to the account's own name and e-mail, sent right after a login (which is no password confirmation); the values were the same, so nothing changed`
      return check(
        checkName,
        false,
        `${reached}. Anyone holding a signed-in session (a phone left signed in, a shared phone) can change the e-mail with no password, ask for a reset link at the new address and take the account; the app cannot prevent it`,
        PROFILE_UPDATE_FIX,
        { advisory: true },
      )
    }
    const location = answer.response.headers.get('location')
    const seen =
      status === 429
        ? 'it answered 429: throttled, so it could not tell whether the route asks for the password'
        : status >= 300 && status < 400
          ? `it redirected (${status}) to ${location ?? 'nowhere'} instead of answering JSON`
          : `it answered ${status}`
    const advice =
      status === 404 || status === 405
        ? `The route is missing, so the app cannot save "Dados pessoais": enable Fortify's profile update behind the password. ${PROFILE_UPDATE_FIX}`
        : status === 401
          ? `Fortify's routes did not see the session /api/user saw: config/fortify.php 'guard' => 'web' and 'middleware' => ['web']. ${statefulAdvice}`
          : status === 419
            ? `The CSRF token the API had just set was refused on Fortify's route: it must run in the 'web' middleware group (config/fortify.php 'middleware' => ['web']). ${statefulAdvice}`
            : status === 429
              ? 'Run the doctor again in a minute; when it asks, the route must answer 423 before anything else.'
              : status >= 500
                ? 'The API failed: read storage/logs/laravel.log.'
                : status >= 300 && status < 400
                  ? "A JSON call (Accept: application/json) must get JSON: Laravel's password.confirm answers such a call 423 {message: 'Password confirmation required.'}, never a redirect."
                  : `The app's profile save gets the same answer. ${PROFILE_UPDATE_FIX}`
    return check(checkName, false, seen, advice, { advisory: status === 429 })
  }

  // 5. Signed in, when the account was given.
  let pendingEmail: FeatureFinding = {
    feature: PENDING_EMAIL_FEATURE,
    offered: null,
    detail: 'it is read from GET /api/user signed in: give --email and its password',
  }
  if (options.email !== undefined && options.password !== undefined) {
    await call('GET', '/sanctum/csrf-cookie')
    const login = await call('POST', '/login', {
      body: { email: options.email, password: options.password, remember: false },
      xsrf: true,
    })
    const message = (login.body as { message?: unknown } | undefined)?.message
    const signedIn = check(
      `POST /login as ${options.email} answers 204`,
      login.status === 204,
      `it answered ${login.status}${typeof message === 'string' ? ` (${message})` : ''}`,
      login.status === 422
        ? `The API refused these credentials: check the e-mail given to --email and its password (${PASSWORD_VARIABLE} or standard input).`
        : login.status === 419
          ? `CSRF token mismatch: the session cookie did not come back. ${statefulAdvice}`
          : "Breeze's POST /login answers 204 No Content to a JSON call.",
    )
    if (!signedIn) {
      pendingEmail = { ...pendingEmail, detail: 'the login failed, so /api/user was not read' }
    } else {
      const me = await call('GET', '/api/user')
      const meShape = conforms('GET', '/api/user', me.status, me.body)
      check(
        'GET /api/user signed in answers {user, subscription_info} as the contract says',
        me.status === 200 && meShape.ok,
        me.status === 200 ? meShape.detail : `it answered ${me.status}`,
        me.status === 401
          ? `The login did not stick: the session cookie was not sent back. ${statefulAdvice}`
          : me.status === 409
            ? "The account's e-mail is not verified: verify it, or use a verified account."
            : 'Return the user and subscription_info the app maps (docs/api-contract.md#session).',
      )
      const user = me.status === 200 ? userOf(me.body) : null
      pendingEmail =
        user === null
          ? {
              feature: PENDING_EMAIL_FEATURE,
              offered: null,
              detail: `GET /api/user answered ${me.status} without a user`,
            }
          : pendingEmailFinding(user)
      if (user !== null) await profileUpdateAsksPassword(user)
      for (const path of ['/api/subscription/plans', '/api/subscription/payments']) {
        await expectAnswer(
          `GET ${path} answers {data: […]} as the contract says`,
          ['GET', path],
          200,
          (seen) =>
            seen === 404
              ? 'The route is missing: the subscription routes of docs/api-contract.md#subscription-and-m-pesa.'
              : 'Answer the shape of docs/api-contract.md#subscription-and-m-pesa.',
        )
      }
      await call('GET', '/sanctum/csrf-cookie')
      const logout = await call('POST', '/logout', { xsrf: true })
      const after = await call('GET', '/api/user')
      check(
        'POST /logout answers 204 and ends the session',
        logout.status === 204 && after.status === 401,
        `logout answered ${logout.status}, then /api/user ${after.status}`,
        "Breeze's POST /logout invalidates the session and answers 204 No Content.",
      )
    }
  }

  // 6. The optional account-security features, as information: a route that is
  // there refuses a guest (401); a backend without it has no such route (404).
  // The pending change of e-mail has no route a guest can probe: it shows in the
  // signed-in user.
  for (const [feature, path] of OPTIONAL_FEATURES) {
    features.push(await probeFeature(feature, `${api}${path}`, origin))
  }
  features.push(pendingEmail)

  return report()
}

/** The optional pending change of e-mail (docs/api-contract.md#a-backend-without-the-pending-change). */
const PENDING_EMAIL_FEATURE = 'pending change of e-mail (pending_email in /api/user)'

/** The signed-in user of a `GET /api/user` body, when it has the name and e-mail the app shows. */
function userOf(body: unknown): (Record<string, unknown> & { name: string; email: string }) | null {
  const user = (body as { user?: unknown } | undefined)?.user
  if (typeof user !== 'object' || user === null) return null
  const { name, email } = user as Record<string, unknown>
  return typeof name === 'string' && typeof email === 'string' ? { ...user, name, email } : null
}

/** Offered when the user carries `pending_email` (a string or `null`); plain Fortify has none. */
function pendingEmailFinding(user: Record<string, unknown>): FeatureFinding {
  if ('pending_email' in user) return { feature: PENDING_EMAIL_FEATURE, offered: true }
  return {
    feature: PENDING_EMAIL_FEATURE,
    offered: false,
    absentMeans:
      'the app asks the address twice and warns that the profile closes until it is confirmed',
  }
}

/**
 * How to put Fortify's profile update behind the password (Fortify 1.x registers
 * `PUT /user/profile-information` with only `auth`, routes/routes.php of laravel/fortify).
 */
const PROFILE_UPDATE_FIX =
  "Put the route behind Laravel's password.confirm middleware, so that it answers 423 {message: 'Password confirmation required.'} until the password was confirmed (POST /user/confirm-password). " +
  "Either take Features::updateProfileInformation() out of config/fortify.php 'features' (Fortify then leaves the route out) and declare it in routes/web.php: " +
  "Route::put('/user/profile-information', [\\Laravel\\Fortify\\Http\\Controllers\\ProfileInformationController::class, 'update'])->middleware(['auth:web', 'password.confirm'])->name('user-profile-information.update'); " +
  "or call Fortify::ignoreRoutes() in the register() method of App\\Providers\\FortifyServiceProvider, copy vendor/laravel/fortify/routes/routes.php into your routes and add 'password.confirm' to that route's middleware. " +
  'Check with php artisan route:list --path=user/profile-information -v that password.confirm is listed.'

/** Each optional feature and a route only a backend that offers it has (docs/api-contract.md#account-security). */
const OPTIONAL_FEATURES = [
  ['two-factor sign-in (Fortify)', '/user/two-factor-qr-code'],
  ['browser sessions (GET /api/user/sessions)', '/api/user/sessions'],
] as const

async function probeFeature(feature: string, url: string, origin: string): Promise<FeatureFinding> {
  try {
    const answer = await fetch(url, {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', Origin: origin },
      redirect: 'manual',
    })
    if (answer.status === 401) return { feature, offered: true }
    if (answer.status === 404) return { feature, offered: false }
    return { feature, offered: null, detail: `HTTP ${answer.status} to a guest` }
  } catch (error) {
    return { feature, offered: null, detail: String(error) }
  }
}

/**
 * The report as printed: one line per check (✓ passed, ✗ failed, ! advice
 * missed), what was seen and the fix under ✗ and !, then the optional features
 * (i, information only), the totals last.
 */
export function formatReport({ results, features, passed, failed, advised }: DoctorReport): string {
  const lines: string[] = []
  for (const result of results) {
    lines.push(`${result.ok ? '✓' : result.advisory ? '!' : '✗'} ${result.name}`)
    if (!result.ok) {
      if (result.detail) lines.push(`    seen: ${result.detail}`)
      if (result.advice) lines.push(`    fix:  ${result.advice}`)
    }
  }
  for (const { feature, offered, detail, absentMeans } of features) {
    const verdict =
      offered === null
        ? `could not tell (${detail})`
        : offered
          ? 'offered'
          : `not offered${absentMeans === undefined ? '' : `: ${absentMeans}`}`
    lines.push(`i ${feature}: ${verdict}`)
  }
  lines.push(`${passed} passed, ${failed} failed${advised > 0 ? `, ${advised} advice` : ''}`)
  return lines.join('\n')
}
