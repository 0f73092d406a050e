import { sessionCookieName } from '@conecta/contract'
import { delay, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw'
import type { MockSession, MockStore, MockUser } from '../store/MockStore'
import { summarize, type ValidationErrors } from './validate'

export interface HandlerOptions {
  /**
   * The API origin, e.g. `http://127.0.0.1:8000`. Omit it to match paths relative to the page
   * (MSW resolves them against `location`).
   */
  baseUrl?: string
  /**
   * `strict` compares `X-XSRF-TOKEN` with the session's token on every non-GET call and answers
   * 419 on a mismatch, like Laravel; `lenient` skips the check for stories and unit tests.
   * @defaultValue 'strict'
   */
  csrf?: 'strict' | 'lenient'
  /** Derives the session cookie name the Laravel way. @defaultValue 'Conecta' */
  productName?: string
  /** Where mail links and the verification redirect send people. @defaultValue 'http://127.0.0.1:5173' */
  appUrl?: string
  /** How long after `POST …/payments` the outcome is known. @defaultValue 0 */
  paymentDelayMs?: number
  /** Added before every answer so stories show pending states. @defaultValue 0 */
  latencyMs?: number
  /**
   * The optional parts of the contract (docs/api-contract.md#a-backend-without-them), each on by
   * default. Off, its routes answer 404 like a Breeze-only backend: `twoFactor` also makes
   * `POST /login` ignore a person's two-factor and leaves `two_factor_confirmed_at` out of
   * `/api/user`; `pendingEmail` off changes the address at once, as stock Fortify does.
   * `profilePasswordConfirm` is no route of its own: off, `PUT /user/profile-information` answers
   * without asking for the password.
   */
  features?: Partial<Features>
}

export interface Features {
  /** Fortify's two-factor routes, the challenge and the login's `{two_factor: true}`. */
  twoFactor: boolean
  /** `GET`/`DELETE /api/user/sessions` and `DELETE /api/user/sessions/{id}`. */
  browserSessions: boolean
  /**
   * The pending e-mail change (docs/api-contract.md#changing-the-e-mail): a new address waits as
   * `user.pending_email` until the signed link mailed to it is opened; `POST
   * /user/pending-email/notification`, `DELETE /user/pending-email` and `GET
   * /email-change/verify/{id}/{hash}`. Off, the routes are 404, `pending_email` is left out of
   * `/api/user`, and `PUT /user/profile-information` replaces the address at once, unverified,
   * mailing the verification link to it (stock Fortify).
   */
  pendingEmail: boolean
  /**
   * `PUT /user/profile-information` behind `password.confirm` (423 without a confirmation in the
   * last 3 hours). Its own switch, not tied to `pendingEmail`: a backend of either kind may have
   * the route wrapped or not, and the doctor must tell the unsafe one (off: stock Fortify, the
   * address changes with no password) from the safe one.
   */
  profilePasswordConfirm: boolean
}

/**
 * The header through which the demo server tells the handlers the client's address (it sets it
 * from the socket and drops any a client sent). A fetch `Request` has no peer address, and MSW in
 * a browser or a test has no other client than this machine, hence `127.0.0.1` without it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-conecta-demo-client-address'

/** Laravel's `auth.password_timeout`: a password confirmation lasts 3 hours. */
export const PASSWORD_TIMEOUT_SECONDS = 10_800

export interface ResolvedHandlerOptions {
  baseUrl: string
  csrf: 'strict' | 'lenient'
  productName: string
  sessionCookie: string
  appUrl: string
  paymentDelayMs: number
  latencyMs: number
  features: Features
}

/** One request in flight: its session, user and a way to answer with Laravel's cookies. */
export interface Conn {
  request: Request
  params: PathParams
  session: MockSession
  user: MockUser | null
  /** Laravel's `$request->ip()`: the socket's address the demo server passes, else `127.0.0.1`. */
  clientAddress: string
  /**
   * `session()->regenerate()`: a new id, against session fixation. Only the CSRF token and the
   * request's address carry over: a password confirmation or a waiting two-factor login do not
   * (signing in never counts as a confirmation).
   */
  regenerate(userId: number | null): void
  /** `session()->invalidate()` + `regenerateToken()`: a fresh anonymous session. */
  invalidate(): void
  /** A JSON answer (no body for `undefined`) carrying the session and XSRF cookies. */
  respond(body?: unknown, init?: { status?: number; headers?: Record<string, string> }): Response
  /** A 302 to the app's `pathAndQuery` (`{appUrl}/login?…`), as a mailed link's route answers. */
  redirectToApp(pathAndQuery: string): Response
  validationError(errors: ValidationErrors): Response
  /** A route `throttle:max,minutes`: the 429 answer when over the limit, otherwise `null`. */
  throttle(key: string, maxAttempts: number, decaySeconds: number): Response | null
  /**
   * A limiter that counts only failures (`store.hit` on each): the same 429 answer while `key`
   * has had `maxAttempts` hits in its window, otherwise `null`. Counts nothing itself.
   */
  lockedOut(key: string, maxAttempts: number): Response | null
  /** The JSON body as an object; anything else (empty, malformed, an array) counts as `{}`. */
  body(): Promise<Record<string, unknown>>
}

export interface RouteGuard {
  /** `auth:sanctum`: 401 without a signed-in user. */
  auth?: boolean
  /**
   * Laravel's `guest` middleware (RedirectIfAuthenticated), on the routes only a visitor
   * may call: with a signed-in user, 302 to the API's `/`, the call not carried out.
   */
  guest?: boolean
  /** Breeze's `verified` middleware: 409 while the e-mail is unverified. */
  verified?: boolean
  /** Laravel's `password.confirm` middleware: 423 without a confirmation in the last 3 hours. */
  confirmPassword?: boolean
  /** An optional part of the contract: the route does not exist (404) while it is off. */
  feature?: keyof Features
}

export type RouteResolver = (conn: Conn) => Response | Promise<Response>

export function resolveHandlerOptions(options: HandlerOptions = {}): ResolvedHandlerOptions {
  const productName = options.productName ?? 'Conecta'
  return {
    baseUrl: (options.baseUrl ?? '').replace(/\/+$/, ''),
    csrf: options.csrf ?? 'strict',
    productName,
    sessionCookie: sessionCookieName(productName),
    appUrl: (options.appUrl ?? 'http://127.0.0.1:5173').replace(/\/+$/, ''),
    paymentDelayMs: options.paymentDelayMs ?? 0,
    latencyMs: options.latencyMs ?? 0,
    features: {
      twoFactor: true,
      browserSessions: true,
      pendingEmail: true,
      profilePasswordConfirm: true,
      ...options.features,
    },
  }
}

/**
 * Headers every answer of a Laravel API carries: Symfony's default `Cache-Control` for a response
 * that sets none (nothing of a person's is kept by a shared cache, and a browser asks again
 * rather than showing a stored copy), and `nosniff` so a JSON body is never run as a script or
 * page whatever a browser would guess of it.
 */
export const LARAVEL_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-cache, private',
  'X-Content-Type-Options': 'nosniff',
}

/**
 * Laravel's database session handler keeps the first 500 characters of the `User-Agent`
 * (`substr(…, 0, 500)`), so a client cannot make each session row as big as it likes.
 */
export const USER_AGENT_MAX_LENGTH = 500

/** Laravel's answer for a route it does not have, as the demo server gives it. */
export const routeNotFound = (pathname: string) => ({
  message: `The route ${pathname.replace(/^\/+/, '')} could not be found.`,
})

/** Seconds since the session's last password confirmation (Laravel counts from 0 without one). */
export const secondsSinceConfirmation = (store: MockStore, session: MockSession): number =>
  Math.floor(store.now() / 1000) - (session.passwordConfirmedAt ?? 0)

/**
 * RequirePassword's test: confirmed within `auth.password_timeout`. A route guarded by
 * `confirmPassword` answers 423 without it.
 */
export const isPasswordConfirmed = (store: MockStore, session: MockSession): boolean =>
  secondsSinceConfirmation(store, session) <= PASSWORD_TIMEOUT_SECONDS

/**
 * The `XSRF-TOKEN` cookie's value. Laravel's is an encrypted, base64 payload whose `=` padding
 * must be URL-decoded before it goes into `X-XSRF-TOKEN`; this one has the same shape so a client
 * that forgets to decode fails here too.
 */
export function xsrfCookieValue(csrfToken: string): string {
  return btoa(JSON.stringify({ value: csrfToken }))
}

function parseCookieHeader(header: string | null): Map<string, string[]> {
  const cookies = new Map<string, string[]>()
  if (header === null) return cookies
  for (const part of header.split(/;\s*|,\s*(?=[^;=,\s]+=)/)) {
    const index = part.indexOf('=')
    if (index <= 0) continue
    const name = part.slice(0, index).trim()
    const raw = part.slice(index + 1).trim()
    let value = raw
    try {
      value = decodeURIComponent(raw)
    } catch {
      // A malformed escape is kept verbatim, as PHP would.
    }
    cookies.set(name, [...(cookies.get(name) ?? []), value])
  }
  return cookies
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface Router {
  store: MockStore
  options: ResolvedHandlerOptions
  /** The handler path for an API path. */
  url(path: string): string
  /**
   * The API's public address for a request, prefix included when a proxy serves it under one
   * (same-origin mode): Laravel builds its signed links on it, so every mail link does too.
   */
  apiBase(request: Request): string
  route(guard: RouteGuard, resolver: RouteResolver): HttpResponseResolver
}

export function createRouter(store: MockStore, options: ResolvedHandlerOptions): Router {
  // The cookies' Max-Age: the store's idle lifetime, renewed by every answer as Laravel does.
  const cookieMaxAge = store.sessionLifetimeMinutes * 60
  const findSession = (
    request: Request,
    cookies: Record<string, string>,
  ): MockSession | undefined => {
    // The cookie only, as Laravel's StartSession reads it: a `{product}_session` request header
    // (which a client may send when it can read the cookie) is never a way in. The request's own
    // Cookie header first: MSW merges cookies it remembers from earlier responses (possibly of
    // another store) into `cookies`, so those count last.
    const candidates = [
      ...(parseCookieHeader(request.headers.get('cookie')).get(options.sessionCookie) ?? []),
      cookies[options.sessionCookie],
    ]
    for (const candidate of candidates) {
      if (candidate === null || candidate === undefined) continue
      const session = store.resumeSession(candidate)
      if (session !== undefined) return session
    }
    if (store.ambientSessionId !== null) return store.sessions.get(store.ambientSessionId)
    return undefined
  }

  const apiBase: Router['apiBase'] = (request) => {
    const base = new URL(options.baseUrl || '/', request.url)
    return `${base.origin}${base.pathname.replace(/\/+$/, '')}`
  }

  const route: Router['route'] = (guard, resolver) => async (info) => {
    if (options.latencyMs > 0) await delay(options.latencyMs)
    const { request, params, cookies } = info
    if (guard.feature !== undefined && !options.features[guard.feature]) {
      return HttpResponse.json(routeNotFound(new URL(request.url).pathname), {
        status: 404,
        headers: LARAVEL_HEADERS,
      })
    }
    let session = findSession(request, cookies) ?? store.createSession(null)
    // Laravel's database session driver writes these with every request.
    const clientAddress = request.headers.get(CLIENT_ADDRESS_HEADER) ?? '127.0.0.1'
    session.ipAddress = clientAddress
    session.userAgent = request.headers.get('user-agent')?.slice(0, USER_AGENT_MAX_LENGTH) ?? null

    const replaceSession = (next: MockSession) => {
      next.ipAddress = session.ipAddress
      next.userAgent = session.userAgent
      store.sessions.delete(session.id)
      if (store.ambientSessionId === session.id) store.ambientSessionId = next.id
      session = next
      conn.session = next
    }

    const currentUser = (): MockUser | null =>
      session.userId === null ? null : (store.users.get(session.userId) ?? null)

    const respond: Conn['respond'] = (body, init = {}) => {
      const headers = new Headers({ ...LARAVEL_HEADERS, ...init.headers })
      // Session first: MSW's own cookie jar (setupServer, the browser worker) keeps only the
      // first cookie of a response, and the session is the one that carries identity.
      headers.append(
        'Set-Cookie',
        `${options.sessionCookie}=${session.id}; Max-Age=${cookieMaxAge}; Path=/; HttpOnly; SameSite=Lax`,
      )
      headers.append(
        'Set-Cookie',
        `XSRF-TOKEN=${encodeURIComponent(xsrfCookieValue(session.csrfToken))}; Max-Age=${cookieMaxAge}; Path=/; SameSite=Lax`,
      )
      const status = init.status ?? 200
      if (body === undefined) return new HttpResponse(null, { status, headers })
      return HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], {
        status,
        headers,
      })
    }

    // Laravel's ThrottleRequestsException as JSON.
    const tooManyAttempts = (retryAfter: number, maxAttempts: number) =>
      respond(
        { message: 'Too Many Attempts.' },
        {
          status: 429,
          headers: {
            'Retry-After': String(retryAfter),
            'X-RateLimit-Limit': String(maxAttempts),
            'X-RateLimit-Remaining': '0',
            'X-RateLimit-Reset': String(Math.ceil(store.now() / 1000) + retryAfter),
          },
        },
      )

    const conn: Conn = {
      request,
      params,
      session,
      clientAddress,
      get user() {
        return currentUser()
      },
      regenerate(userId) {
        replaceSession({ ...store.createSession(userId), csrfToken: session.csrfToken })
        store.sessions.set(session.id, session)
      },
      invalidate() {
        replaceSession(store.createSession(null))
      },
      respond,
      redirectToApp: (pathAndQuery) =>
        respond(undefined, {
          status: 302,
          headers: { Location: `${options.appUrl}${pathAndQuery}` },
        }),
      validationError: (errors) => respond({ message: summarize(errors), errors }, { status: 422 }),
      throttle(key, maxAttempts, decaySeconds) {
        const retryAfter = store.hit(key, maxAttempts, decaySeconds)
        return retryAfter === null ? null : tooManyAttempts(retryAfter, maxAttempts)
      },
      lockedOut(key, maxAttempts) {
        const retryAfter = store.tooManyAttempts(key, maxAttempts)
        return retryAfter === null ? null : tooManyAttempts(retryAfter, maxAttempts)
      },
      async body() {
        try {
          const parsed: unknown = await request.clone().json()
          return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
            ? (parsed as Record<string, unknown>)
            : {}
        } catch {
          return {}
        }
      },
    }

    if (options.csrf === 'strict' && !SAFE_METHODS.has(request.method)) {
      const header = request.headers.get('x-xsrf-token')
      const plain = request.headers.get('x-csrf-token')
      const matches = header === xsrfCookieValue(session.csrfToken) || plain === session.csrfToken
      if (!matches) return respond({ message: 'CSRF token mismatch.' }, { status: 419 })
    }
    if (guard.guest && currentUser() !== null) {
      return respond(undefined, {
        status: 302,
        headers: { Location: `${apiBase(request)}/` },
      })
    }
    if (guard.auth || guard.verified || guard.confirmPassword) {
      const user = currentUser()
      if (user === null) return respond({ message: 'Unauthenticated.' }, { status: 401 })
      if (guard.verified && user.email_verified_at === null) {
        return respond({ message: 'Your email address is not verified.' }, { status: 409 })
      }
    }
    // RequirePassword: `time() - password_confirmed_at > auth.password_timeout` asks again.
    if (guard.confirmPassword && !isPasswordConfirmed(store, session)) {
      return respond({ message: 'Password confirmation required.' }, { status: 423 })
    }
    return resolver(conn)
  }

  return {
    store,
    options,
    url: (path) => `${options.baseUrl}${path}`,
    apiBase,
    route,
  }
}
