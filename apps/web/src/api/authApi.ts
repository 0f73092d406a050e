import { isTwoFactorChallengeRequired, type SanctumClient } from '@conecta/session-machine'
import { apiClient } from './apiClient'

// Laravel Breeze's API routes (docs/api-contract.md#accounts). Login and
// logout are the session client's configured endpoints, like its CSRF
// priming and user fetch, so one setting moves all four.

export interface LoginInput {
  email: string
  password: string
  remember: boolean
}

/** Log-in and log-out at the client's configured endpoints (a backend may move them). */
export function createSessionCalls(client: Pick<SanctumClient, 'post' | 'endpoints'>) {
  return {
    /**
     * `twoFactor`: the password was right but nobody is signed in until the
     * two-factor challenge is answered (docs/api-contract.md#signing-in-with-two-factor-on).
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

export const { login, logout } = createSessionCalls(apiClient)

export interface RegisterInput {
  name: string
  email: string
  password: string
  password_confirmation: string
}

export async function register(input: RegisterInput): Promise<void> {
  await apiClient.post('/register', { body: input, exclusive: true })
}

export async function requestPasswordReset(input: { email: string }): Promise<void> {
  await apiClient.post('/forgot-password', { body: input })
}

export interface ResetPasswordInput {
  token: string
  email: string
  password: string
  password_confirmation: string
  /** `true` ends every session of the person (docs/api-contract.md#accounts); sent only then. */
  logout_other_devices?: boolean
}

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiClient.post('/reset-password', { body: input })
}

export async function resendVerificationEmail(): Promise<void> {
  await apiClient.post('/email/verification-notification')
}
