import { http, type RequestHandler } from 'msw'
import type { Router } from './createRouter'
import { endsOtherDevices, otherDevicesRule } from './profileHandlers'
import { PASSWORD_RESET_MINUTES, sendPasswordResetMail } from './sendPasswordResetMail'
import { sendVerificationMail } from './sendVerificationMail'
import {
  confirmed,
  email,
  isTruthy,
  lowercase,
  max,
  min,
  required,
  string,
  validate,
  when,
} from './validate'
import { emailHash, hasValidSignature } from './verificationLink'

/** What Breeze's `GET /` reports (`['Laravel' => app()->version()]`). */
export const LARAVEL_VERSION = '12.0.0'

/** Breeze's LoginRequest: 5 failed attempts per e-mail and address, then a minute's wait. */
export const LOGIN_MAX_ATTEMPTS = 5
/** `throttle:6,1`, on the login route and on resending the verification mail. */
export const ROUTE_MAX_ATTEMPTS = 6
const DECAY_SECONDS = 60
/** Laravel's password broker `throttle`: one reset link per address a minute. */
const RESET_THROTTLE_MS = 60_000

const emailKey = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')

/**
 * Breeze's `LoginRequest::throttleKey()`: `Str::transliterate(Str::lower($email).'|'.$request->ip())`.
 * Keyed by the address too, so someone guessing Ana's password from their own phone cannot lock
 * Ana out of hers, and by the e-mail, so one address guessing many accounts is counted per account.
 */
export const loginThrottleKey = (email: unknown, clientAddress: string): string =>
  `${emailKey(email)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')}|${clientAddress}`

/**
 * The store key of Breeze's login limiter for an address and a client, for a story or test that
 * seeds the limiter (`store.hit(loginLimiterKey(email), LOGIN_MAX_ATTEMPTS, 60)`). The client
 * defaults to `127.0.0.1`, the only one there is under MSW.
 */
export const loginLimiterKey = (email: unknown, clientAddress = '127.0.0.1'): string =>
  `login:${loginThrottleKey(email, clientAddress)}`

/**
 * The Breeze API auth routes: register, login, logout, password reset, verification. Those
 * only a visitor may call are `guest` routes (docs/api-contract.md#accounts).
 */
export function authHandlers({ url, route, store, options, apiBase }: Router): RequestHandler[] {
  const userNotFound = "We can't find a user with that email address."

  return [
    // Breeze's home route, where `guest` sends a signed-in session (RedirectIfAuthenticated).
    http.get(
      url('/'),
      route({}, (conn) => conn.respond({ Laravel: LARAVEL_VERSION })),
    ),

    http.post(
      url('/register'),
      route({ guest: true }, async (conn) => {
        const body = await conn.body()
        const errors = validate(body, {
          name: [required, string, max(255)],
          email: [
            required,
            string,
            lowercase,
            email,
            max(255),
            when(
              (value) => typeof value === 'string' && store.findUserByEmail(value) !== undefined,
              (attribute) => `The ${attribute} has already been taken.`,
            ),
          ],
          password: [required, string, confirmed(body.password_confirmation), min(8)],
        })
        if (errors !== null) return conn.validationError(errors)
        const user = store.addUser({
          name: String(body.name),
          email: String(body.email),
          password: String(body.password),
          email_verified_at: null,
          created_at: store.nowIso(),
          subscription_info: { data: null, can_free_trial: true, dept_days: 0 },
        })
        await sendVerificationMail(store, apiBase(conn.request), user)
        conn.regenerate(user.id)
        return conn.respond(undefined, { status: 204 })
      }),
    ),

    http.post(
      url('/login'),
      route({ guest: true }, async (conn) => {
        const body = await conn.body()
        const key = loginThrottleKey(body.email, conn.clientAddress)
        // The route throttle counts every attempt; Breeze's own limiter below answers the
        // contract's 422 first, so a client sees 429 only when it keeps hammering.
        const throttled = conn.throttle(`login-route:${key}`, ROUTE_MAX_ATTEMPTS, DECAY_SECONDS)
        if (throttled !== null) return throttled
        const errors = validate(body, {
          email: [required, string, email],
          password: [required, string],
        })
        if (errors !== null) return conn.validationError(errors)
        const limiterKey = loginLimiterKey(body.email, conn.clientAddress)
        const wait = store.tooManyAttempts(limiterKey, LOGIN_MAX_ATTEMPTS)
        if (wait !== null) {
          return conn.validationError({
            email: [`Too many login attempts. Please try again in ${wait} seconds.`],
          })
        }
        const user = store.findUserByEmail(emailKey(body.email))
        if (user === undefined || user.password !== body.password) {
          store.hit(limiterKey, LOGIN_MAX_ATTEMPTS, DECAY_SECONDS)
          return conn.validationError({ email: ['These credentials do not match our records.'] })
        }
        store.clearRateLimit(limiterKey)
        // Fortify's RedirectIfTwoFactorAuthenticatable: someone with two-factor on is remembered
        // in the session (`login.id`, `login.remember`) and signed in only by the challenge.
        if (
          options.features.twoFactor &&
          user.two_factor_secret !== null &&
          user.two_factor_confirmed_at !== null
        ) {
          conn.session.pendingLogin = { userId: user.id, remember: isTruthy(body.remember) }
          return conn.respond({ two_factor: true })
        }
        conn.regenerate(user.id)
        conn.session.remember = isTruthy(body.remember)
        return conn.respond(undefined, { status: 204 })
      }),
    ),

    http.post(
      url('/logout'),
      route({ auth: true }, (conn) => {
        conn.invalidate()
        return conn.respond(undefined, { status: 204 })
      }),
    ),

    http.post(
      url('/forgot-password'),
      route({ guest: true }, async (conn) => {
        const body = await conn.body()
        const errors = validate(body, { email: [required, string, email] })
        if (errors !== null) return conn.validationError(errors)
        const user = store.findUserByEmail(emailKey(body.email))
        if (user === undefined) return conn.validationError({ email: [userNotFound] })
        const previous = store.passwordResets.get(user.email)
        if (previous !== undefined && store.now() - previous.createdAt < RESET_THROTTLE_MS) {
          return conn.validationError({ email: ['Please wait before retrying.'] })
        }
        sendPasswordResetMail(store, options.appUrl, user)
        return conn.respond({ status: 'We have emailed your password reset link.' })
      }),
    ),

    http.post(
      url('/reset-password'),
      route({ guest: true }, async (conn) => {
        const body = await conn.body()
        const errors = validate(body, {
          token: [required],
          email: [required, string, email],
          password: [required, string, confirmed(body.password_confirmation), min(8)],
          ...otherDevicesRule(options.features),
        })
        if (errors !== null) return conn.validationError(errors)
        const user = store.findUserByEmail(emailKey(body.email))
        if (user === undefined) return conn.validationError({ email: [userNotFound] })
        const reset = store.passwordResets.get(user.email)
        const expired =
          reset === undefined || store.now() - reset.createdAt > PASSWORD_RESET_MINUTES * 60_000
        if (expired || reset.token !== body.token) {
          return conn.validationError({ email: ['This password reset token is invalid.'] })
        }
        user.password = String(body.password)
        store.passwordResets.delete(user.email)
        // Whoever reset it may have lost the phone still signed in: every session ends (this
        // browser has none of the person's, the route being a guest's).
        if (endsOtherDevices(options.features, body)) {
          for (const session of store.sessionsOf(user.id)) store.endSession(session.id)
        }
        return conn.respond({ status: 'Your password has been reset.' })
      }),
    ),

    http.post(
      url('/email/verification-notification'),
      route({ auth: true }, async (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        const throttled = conn.throttle(
          `verification-notification:${user.id}`,
          ROUTE_MAX_ATTEMPTS,
          DECAY_SECONDS,
        )
        if (throttled !== null) return throttled
        // Breeze redirects an already verified user; a redirect is useless to an XHR client,
        // so the demo says so in the status instead and sends nothing.
        if (user.email_verified_at !== null) return conn.respond({ status: 'already-verified' })
        await sendVerificationMail(store, apiBase(conn.request), user)
        return conn.respond({ status: 'verification-link-sent' })
      }),
    ),

    // A refused link redirects to the app's /login with the reason, never a bare 403 page
    // (docs/api-contract.md#the-verification-link): opened from the mail, nothing else helps on.
    http.get(
      url('/verify-email/:id/:hash'),
      route({}, async (conn) => {
        const invalid = () => conn.redirectToApp('/login?verify-email=invalid')
        if (!(await hasValidSignature(store, new URL(conn.request.url)))) return invalid()
        const user = store.users.get(Number(conn.params.id))
        // The address changed since the link was mailed (corrected, changed): it no longer proves it.
        if (user === undefined || conn.params.hash !== (await emailHash(user.email))) {
          return invalid()
        }
        // No session needed, as the contract has it (stock Breeze requires one): the signature
        // proves the link. But never while someone else is signed in here.
        const signedIn = conn.user
        if (signedIn !== null && signedIn.id !== user.id) {
          return conn.redirectToApp('/login?verify-email=other-account')
        }
        if (user.email_verified_at === null) user.email_verified_at = store.nowIso()
        return conn.redirectToApp('/profile?verified=1')
      }),
    ),
  ]
}
