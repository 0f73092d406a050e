import { createPasswordResetCalls, createSessionCalls } from '@conecta/account'
import { apiClient } from './apiClient'

// Laravel Breeze's API routes (docs/api-contract.md#accounts). Login and
// logout are the session client's configured endpoints (@conecta/account's
// createSessionCalls), like its CSRF priming and user fetch, so one setting
// moves all four.

export const { login, logout } = createSessionCalls(apiClient)
export const { reset: resetPassword } = createPasswordResetCalls(apiClient)

export interface RegisterInput {
  name: string
  email: string
  password: string
  password_confirmation: string
}

export async function register(input: RegisterInput): Promise<void> {
  await apiClient.post('/register', { body: input, exclusive: true })
}

export async function resendVerificationEmail(): Promise<void> {
  await apiClient.post('/email/verification-notification')
}
