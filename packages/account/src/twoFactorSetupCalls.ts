import type { SanctumClient } from '@conecta/session-machine'

// Fortify's two-factor routes (docs/api-contract.md#two-factor-authentication). Each may first
// ask for the password (423): the Sanctum client does, as its host set it up to.

/** What a person needs to add their account to an authenticator app. */
export interface TwoFactorSecret {
  /** `otpauth://totp/…`: opens the authenticator app on a phone, and is what the QR code holds. */
  url: string
  /** The base32 secret, for typing into the app by hand. */
  secretKey: string
}

/** The two-factor set-up's calls: `createTwoFactorSetupCalls(client)`, or a host's around them. */
export interface TwoFactorSetupCalls {
  /**
   * Creates the secret (not yet on: a first code must confirm it) and reads
   * what the person needs to add it to their app. The server's SVG is never
   * used: the block draws the QR code from `url`.
   */
  start(): Promise<TwoFactorSecret>
  /** Turns two-factor on with a first code from the app; resolves with the recovery codes. */
  confirm(code: string): Promise<string[]>
  /** A new set of recovery codes replaces the old one; resolves with it. */
  regenerate(): Promise<string[]>
  /** Two-factor off (or a set-up abandoned): the secret and the recovery codes are forgotten. */
  disable(): Promise<void>
}

/** The set-up's calls through a Sanctum client (the routes of Laravel Fortify). */
export function createTwoFactorSetupCalls(
  client: Pick<SanctumClient, 'get' | 'post' | 'delete'>,
): TwoFactorSetupCalls {
  async function recoveryCodes(): Promise<string[]> {
    const codes = await client.get<unknown>('/user/two-factor-recovery-codes')
    if (!Array.isArray(codes) || !codes.every((code) => typeof code === 'string')) {
      throw new TypeError('Unexpected recovery codes response')
    }
    return codes
  }
  return {
    async start() {
      await client.post('/user/two-factor-authentication')
      const [qr, key] = await Promise.all([
        client.get<{ url?: unknown }>('/user/two-factor-qr-code'),
        client.get<{ secretKey?: unknown }>('/user/two-factor-secret-key'),
      ])
      if (typeof qr?.url !== 'string' || typeof key?.secretKey !== 'string') {
        throw new TypeError('Unexpected two-factor setup response')
      }
      return { url: qr.url, secretKey: key.secretKey }
    },
    async confirm(code) {
      await client.post('/user/confirmed-two-factor-authentication', { body: { code } })
      return recoveryCodes()
    },
    async regenerate() {
      await client.post('/user/two-factor-recovery-codes')
      return recoveryCodes()
    },
    async disable() {
      await client.delete('/user/two-factor-authentication')
    },
  }
}
