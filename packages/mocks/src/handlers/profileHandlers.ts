import { http, type RequestHandler } from 'msw'
import type { MockStore, MockUser } from '../store/MockStore'
import {
  type Features,
  PASSWORD_TIMEOUT_SECONDS,
  type Router,
  secondsSinceConfirmation,
} from './createRouter'
import { sendEmailChangeLink, sendEmailChangeRequestedNotice } from './sendEmailChangeMails'
import { sendVerificationMail } from './sendVerificationMail'
import {
  boolean,
  confirmed,
  email,
  isTruthy,
  max,
  min,
  type Rule,
  required,
  string,
  validate,
  when,
} from './validate'

const PASSWORD_INCORRECT = 'The password is incorrect.'

/**
 * Wrong passwords inside a session (docs/api-contract.md#wrong-passwords-inside-a-session): the
 * confirmation, the current password of a password change and the password of an account
 * deletion share one limiter per person, so whoever holds a phone left signed in cannot guess
 * the password through whichever route is not counted. After this many wrong ones in a minute,
 * every one of those routes answers 429 until the minute is over.
 */
export const PASSWORD_MAX_ATTEMPTS = 5
const PASSWORD_DECAY_SECONDS = 60

/**
 * `logout_other_devices` of a password change or reset (docs/api-contract.md#profile): validated
 * and obeyed only where the backend has browser sessions; elsewhere it is a field it ignores.
 */
export const otherDevicesRule = (features: Features): Record<string, Rule[]> =>
  features.browserSessions ? { logout_other_devices: [boolean] } : {}

/** Whether the call asked to end the other sessions, on a backend that has them. */
export const endsOtherDevices = (features: Features, body: Record<string, unknown>): boolean =>
  features.browserSessions && isTruthy(body.logout_other_devices)

/** The one limiter's key: per person, whatever the route or the session. */
const passwordAttemptsKey = (userId: number) => `password-attempts:${userId}`

/**
 * Counts a wrong password and forgets the count after a right one (as Breeze's login does). An
 * empty or missing password is no guess and counts for nothing.
 */
function notePasswordAttempt(store: MockStore, user: MockUser, given: unknown): void {
  if (typeof given !== 'string' || given === '') return
  const key = passwordAttemptsKey(user.id)
  if (given === user.password) store.clearRateLimit(key)
  else store.hit(key, PASSWORD_MAX_ATTEMPTS, PASSWORD_DECAY_SECONDS)
}

/**
 * Fortify's profile routes and password confirmation, and Breeze's account deletion; the pending
 * e-mail change starts here (pendingEmailHandlers).
 */
export function profileHandlers({ url, route, store, options, apiBase }: Router): RequestHandler[] {
  return [
    http.post(
      url('/user/confirm-password'),
      route({ auth: true }, async (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        const locked = conn.lockedOut(passwordAttemptsKey(user.id), PASSWORD_MAX_ATTEMPTS)
        if (locked !== null) return locked
        const { password } = await conn.body()
        notePasswordAttempt(store, user, password)
        if (typeof password !== 'string' || password !== user.password) {
          return conn.validationError({ password: ['The provided password was incorrect.'] })
        }
        conn.session.passwordConfirmedAt = Math.floor(store.now() / 1000)
        return conn.respond(undefined, { status: 201 })
      }),
    ),

    http.get(
      url('/user/confirmed-password-status'),
      route({ auth: true }, (conn) => {
        const asked = Number(new URL(conn.request.url).searchParams.get('seconds') ?? Number.NaN)
        const window = Number.isFinite(asked) ? asked : PASSWORD_TIMEOUT_SECONDS
        return conn.respond({ confirmed: secondsSinceConfirmation(store, conn.session) < window })
      }),
    ),

    http.put(
      url('/user/profile-information'),
      route(
        { auth: true, confirmPassword: options.features.profilePasswordConfirm },
        async (conn) => {
          const user = conn.user
          if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
          const body = await conn.body()
          const errors = validate(body, {
            name: [required, string, max(255)],
            email: [
              required,
              string,
              email,
              max(255),
              when(
                (value) => {
                  const owner = typeof value === 'string' ? store.findUserByEmail(value) : undefined
                  return owner !== undefined && owner.id !== user.id
                },
                (attribute) => `The ${attribute} has already been taken.`,
              ),
            ],
          })
          if (errors !== null) return conn.validationError(errors)
          const nextEmail = String(body.email).toLowerCase()
          user.name = String(body.name)
          if (nextEmail === user.email) return conn.respond(undefined, { status: 200 })
          // docs/api-contract.md#changing-the-e-mail: the address changes only once the link mailed
          // to the new one is opened, and the current one hears of it. An address never verified
          // (a typo at registration) has nothing to keep, and /api/user answers 409 until one is,
          // so a pending one could not even be shown: it is replaced at once, as below.
          if (options.features.pendingEmail && user.email_verified_at !== null) {
            user.pending_email = nextEmail
            await sendEmailChangeLink(store, apiBase(conn.request), user, nextEmail)
            sendEmailChangeRequestedNotice(store, options.appUrl, user, nextEmail)
            return conn.respond(undefined, { status: 200 })
          }
          // Fortify's UpdateUserProfileInformation: a new address must be verified again.
          store.passwordResets.delete(user.email)
          user.email = nextEmail
          user.email_verified_at = null
          user.pending_email = null
          await sendVerificationMail(store, apiBase(conn.request), user)
          return conn.respond(undefined, { status: 200 })
        },
      ),
    ),

    http.put(
      url('/user/password'),
      route({ auth: true }, async (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        const locked = conn.lockedOut(passwordAttemptsKey(user.id), PASSWORD_MAX_ATTEMPTS)
        if (locked !== null) return locked
        const body = await conn.body()
        notePasswordAttempt(store, user, body.current_password)
        const errors = validate(body, {
          current_password: [
            required,
            string,
            when((value) => value !== user.password, PASSWORD_INCORRECT),
          ],
          password: [required, string, confirmed(body.password_confirmation), min(8)],
          ...otherDevicesRule(options.features),
        })
        if (errors !== null) return conn.validationError(errors)
        user.password = String(body.password)
        // Jetstream's logoutOtherBrowserSessions: a phone left signed in stops being a way in.
        if (endsOtherDevices(options.features, body)) {
          for (const session of store.sessionsOf(user.id)) {
            if (session.id !== conn.session.id) store.endSession(session.id)
          }
        }
        return conn.respond(undefined, { status: 200 })
      }),
    ),

    http.delete(
      url('/user'),
      route({ auth: true }, async (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        const locked = conn.lockedOut(passwordAttemptsKey(user.id), PASSWORD_MAX_ATTEMPTS)
        if (locked !== null) return locked
        const body = await conn.body()
        notePasswordAttempt(store, user, body.password)
        const errors = validate(body, {
          password: [
            required,
            string,
            when((value) => value !== user.password, PASSWORD_INCORRECT),
          ],
        })
        if (errors !== null) return conn.validationError(errors)
        store.removeUser(user.id)
        conn.invalidate()
        return conn.respond(undefined, { status: 204 })
      }),
    ),
  ]
}
