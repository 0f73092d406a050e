import { isTwoFactorChallengeRequired, type SanctumClient } from '@conecta/session-machine'

export interface LoginInput {
  email: string
  password: string
  remember: boolean
}

/**
 * Log-in and log-out at the client's configured endpoints (a backend may move
 * them, like the CSRF priming and the user fetch: one setting moves all four).
 */
export function createSessionCalls(client: Pick<SanctumClient, 'post' | 'endpoints'>) {
  return {
    /**
     * `twoFactor`: the password was right but nobody is signed in until the
     * two-factor challenge is answered (Fortify's `two_factor: true`).
     */
    async login(input: LoginInput): Promise<{ twoFactor: boolean }> {
      // Exclusive: an older call's answer (the start-up CSRF priming on a slow
      // network) must not land after this one and put back the anonymous session.
      const answer = await client.post(client.endpoints.login, { body: input, exclusive: true })
      return { twoFactor: isTwoFactorChallengeRequired(answer) }
    },
    async logout(): Promise<void> {
      // A 401 here means the session had already ended, which is what was asked:
      // no expiry to report, log-out goes home as usual.
      await client.post(client.endpoints.logout, {
        reportUnauthenticated: false,
        exclusive: true,
      })
    },
  }
}
