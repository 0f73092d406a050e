import { Secret, TOTP } from 'otpauth'
import { renderSVG } from 'uqr'
import type { MockStore, MockUser } from '../store/MockStore'

/** Fortify's TOTP (Google2FA): SHA-1, 6 digits, a new code every 30 s. */
export const TOTP_ALGORITHM = 'SHA1'
export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
/** Google2FA's default window: the codes of one step before and after are accepted too. */
export const TOTP_WINDOW = 1
/** Fortify's `secret-length` (16 base32 characters), so 10 random bytes. */
const SECRET_BYTES = 10
/** Fortify's `RecoveryCode::generate()`, 8 at a time. */
export const RECOVERY_CODE_COUNT = 8

/** A new TOTP secret in base32, from the store's random source (seeded in tests). */
export function newTwoFactorSecret(store: MockStore): string {
  const bytes = new Uint8Array(SECRET_BYTES)
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Math.floor(store.random() * 256)
  }
  return new Secret({ buffer: bytes.buffer }).base32
}

/** `Str::random(10).'-'.Str::random(10)`. */
export const newRecoveryCode = (store: MockStore): string => `${store.token(10)}-${store.token(10)}`

export const newRecoveryCodes = (store: MockStore): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => newRecoveryCode(store))

const totpOf = (issuer: string, user: MockUser, secret: string) =>
  new TOTP({
    issuer,
    label: user.email,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  })

/**
 * `{svg, url}` of `GET /user/two-factor-qr-code`: the `otpauth://totp/{issuer}:{email}?…` address
 * an authenticator app reads, and a real QR code of it, so a phone can scan the demo's.
 */
export function twoFactorQrCode(issuer: string, user: MockUser, secret: string) {
  const url = totpOf(issuer, user, secret).toString()
  return { svg: renderSVG(url), url }
}

/**
 * The code an authenticator app shows for `secret` at `timestamp` (epoch ms): what a test types
 * where a person would read their phone.
 */
export function twoFactorCodeAt(secret: string, timestamp: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp,
  })
}

/**
 * Fortify's `TwoFactorAuthenticationProvider::verify`: the code of the current step, or of one
 * step either side, and newer than the last one this user got accepted (a code works once).
 */
export function verifyTwoFactorCode(store: MockStore, user: MockUser, code: unknown): boolean {
  const secret = user.two_factor_secret
  if (secret === null || typeof code !== 'string' || code === '') return false
  const timestamp = store.now()
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp,
    window: TOTP_WINDOW,
  })
  if (delta === null) return false
  const step = TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta
  if (step <= (store.twoFactorSteps.get(user.id) ?? Number.NEGATIVE_INFINITY)) return false
  store.twoFactorSteps.set(user.id, step)
  return true
}
