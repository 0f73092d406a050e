import { apiClient } from '../../api/apiClient'

// Fortify's two-factor routes (docs/api-contract.md#two-factor-authentication).
// Every one may first ask for the password (423): the Sanctum client handles it.

export interface TwoFactorSetup {
  /** `otpauth://totp/…`: opens the authenticator app on a phone, and is what the QR code holds. */
  url: string
  /** The base32 secret, for typing into the app by hand. */
  secretKey: string
}

/**
 * Creates the secret (not yet on: a first code must confirm it) and reads
 * what the person needs to add it to their app. The server's SVG is never
 * used: the QR code is drawn here from `url`.
 */
export async function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  await apiClient.post('/user/two-factor-authentication')
  const [qr, key] = await Promise.all([
    apiClient.get<{ url?: unknown }>('/user/two-factor-qr-code'),
    apiClient.get<{ secretKey?: unknown }>('/user/two-factor-secret-key'),
  ])
  if (typeof qr?.url !== 'string' || typeof key?.secretKey !== 'string') {
    throw new TypeError('Unexpected two-factor setup response')
  }
  return { url: qr.url, secretKey: key.secretKey }
}

/** Turns two-factor on with a first code from the app, then reads the recovery codes to show once. */
export async function confirmTwoFactor(code: string): Promise<string[]> {
  await apiClient.post('/user/confirmed-two-factor-authentication', { body: { code } })
  return fetchRecoveryCodes()
}

/** A new set of recovery codes replaces the old one. */
export async function regenerateRecoveryCodes(): Promise<string[]> {
  await apiClient.post('/user/two-factor-recovery-codes')
  return fetchRecoveryCodes()
}

/** Two-factor off: the secret and the recovery codes are forgotten. */
export async function disableTwoFactor(): Promise<void> {
  await apiClient.delete('/user/two-factor-authentication')
}

async function fetchRecoveryCodes(): Promise<string[]> {
  const codes = await apiClient.get<unknown>('/user/two-factor-recovery-codes')
  if (!Array.isArray(codes) || !codes.every((code) => typeof code === 'string')) {
    throw new TypeError('Unexpected recovery codes response')
  }
  return codes
}
