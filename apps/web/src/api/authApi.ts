import { apiClient } from './apiClient'

// Laravel Breeze's API routes (docs/api-contract.md#accounts). Login and
// logout are the session client's configured endpoints, like its CSRF
// priming and user fetch, so one setting moves all four.

export interface LoginInput {
  email: string
  password: string
  remember: boolean
}

export async function login(input: LoginInput): Promise<void> {
  // Exclusive: an older call's answer (the start-up CSRF priming on a slow
  // network) must not land after this one and put back the anonymous session.
  await apiClient.post(apiClient.endpoints.login, { body: input, exclusive: true })
}

export interface RegisterInput {
  name: string
  email: string
  password: string
  password_confirmation: string
}

export async function register(input: RegisterInput): Promise<void> {
  await apiClient.post('/register', { body: input, exclusive: true })
}

export async function logout(): Promise<void> {
  // A 401 here means the session had already ended, which is what was asked:
  // no expiry to report, log-out goes home as usual.
  await apiClient.post(apiClient.endpoints.logout, {
    reportUnauthenticated: false,
    exclusive: true,
  })
}

export async function requestPasswordReset(input: { email: string }): Promise<void> {
  await apiClient.post('/forgot-password', { body: input })
}

export interface ResetPasswordInput {
  token: string
  email: string
  password: string
  password_confirmation: string
}

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiClient.post('/reset-password', { body: input })
}

export async function resendVerificationEmail(): Promise<void> {
  await apiClient.post('/email/verification-notification')
}
