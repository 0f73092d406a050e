import { http, type RequestHandler } from 'msw'
import type { Router } from './createRouter'
import {
  newRecoveryCode,
  newRecoveryCodes,
  newTwoFactorSecret,
  twoFactorQrCode,
  verifyTwoFactorCode,
} from './twoFactor'
import { isTruthy, string, validate } from './validate'

/** The app's `RateLimiter::for('two-factor', …)`: 5 challenges a minute per waiting login. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5
const DECAY_SECONDS = 60
const INVALID_CODE = 'The provided two factor authentication code was invalid.'
const INVALID_RECOVERY_CODE = 'The provided two factor recovery code was invalid.'

/** Fortify's two-factor routes (each behind `auth` and `password.confirm`) and the challenge. */
export function twoFactorHandlers({ url, route, store, options }: Router): RequestHandler[] {
  const guard = { auth: true, confirmPassword: true, feature: 'twoFactor' } as const

  return [
    http.post(
      url('/user/two-factor-authentication'),
      route(guard, async (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        const body = await conn.body()
        // EnableTwoFactorAuthentication: an existing secret stays unless forced, and forcing
        // keeps `two_factor_confirmed_at`, as Fortify does.
        if (user.two_factor_secret === null || isTruthy(body.force)) {
          user.two_factor_secret = newTwoFactorSecret(store)
          user.two_factor_recovery_codes = newRecoveryCodes(store)
          store.twoFactorSteps.delete(user.id)
        }
        return conn.respond(undefined, { status: 200 })
      }),
    ),

    http.get(
      url('/user/two-factor-qr-code'),
      route(guard, (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        if (user.two_factor_secret === null) return conn.respond([])
        return conn.respond(twoFactorQrCode(options.productName, user, user.two_factor_secret))
      }),
    ),

    http.get(
      url('/user/two-factor-secret-key'),
      route(guard, (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        if (user.two_factor_secret === null) {
          return conn.respond(
            { message: 'Two factor authentication has not been enabled.' },
            { status: 404 },
          )
        }
        return conn.respond({ secretKey: user.two_factor_secret })
      }),
    ),

    http.post(
      url('/user/confirmed-two-factor-authentication'),
      route(guard, async (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        const { code } = await conn.body()
        if (!verifyTwoFactorCode(store, user, code)) {
          return conn.validationError({ code: [INVALID_CODE] })
        }
        user.two_factor_confirmed_at = store.nowIso()
        return conn.respond(undefined, { status: 200 })
      }),
    ),

    http.get(
      url('/user/two-factor-recovery-codes'),
      route(guard, (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        if (user.two_factor_secret === null || user.two_factor_recovery_codes === null) {
          return conn.respond([])
        }
        return conn.respond([...user.two_factor_recovery_codes])
      }),
    ),

    http.post(
      url('/user/two-factor-recovery-codes'),
      route(guard, (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        user.two_factor_recovery_codes = newRecoveryCodes(store)
        return conn.respond(undefined, { status: 200 })
      }),
    ),

    http.delete(
      url('/user/two-factor-authentication'),
      route(guard, (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        user.two_factor_secret = null
        user.two_factor_recovery_codes = null
        user.two_factor_confirmed_at = null
        store.twoFactorSteps.delete(user.id)
        return conn.respond(undefined, { status: 200 })
      }),
    ),

    http.post(
      url('/two-factor-challenge'),
      route({ feature: 'twoFactor', guest: true }, async (conn) => {
        const pending = conn.session.pendingLogin
        // Laravel's throttle middleware counts every call, by the waiting login (`login.id`).
        const throttled = conn.throttle(
          `two-factor:${pending?.userId ?? ''}`,
          TWO_FACTOR_MAX_ATTEMPTS,
          DECAY_SECONDS,
        )
        if (throttled !== null) return throttled
        const body = await conn.body()
        const errors = validate(body, { code: [string], recovery_code: [string] })
        if (errors !== null) return conn.validationError(errors)
        const recoveryCode =
          typeof body.recovery_code === 'string' && body.recovery_code.trim() !== ''
            ? body.recovery_code
            : null
        // FailedTwoFactorLoginResponse names the field that was sent.
        const failed = () =>
          conn.validationError(
            recoveryCode === null
              ? { code: [INVALID_CODE] }
              : { recovery_code: [INVALID_RECOVERY_CODE] },
          )
        const user = pending === null ? undefined : store.users.get(pending.userId)
        if (pending === null || user === undefined) return failed()

        const codes = user.two_factor_recovery_codes ?? []
        const usedIndex = recoveryCode === null ? -1 : codes.indexOf(recoveryCode)
        if (usedIndex >= 0) {
          // Fortify's replaceRecoveryCode: the used code's place gets a new one.
          user.two_factor_recovery_codes = codes.map((code, index) =>
            index === usedIndex ? newRecoveryCode(store) : code,
          )
        } else if (!verifyTwoFactorCode(store, user, body.code)) {
          return failed()
        }
        conn.regenerate(user.id)
        conn.session.remember = pending.remember
        return conn.respond(undefined, { status: 204 })
      }),
    ),
  ]
}
