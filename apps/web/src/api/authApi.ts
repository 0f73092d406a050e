import { createSessionCalls } from '@conecta/account'
import { apiClient } from './apiClient'

// Laravel Breeze's API routes (docs/api-contract.md#accounts) the app calls
// itself; registering, resetting a password and verifying an address are
// @conecta/account's blocks'.
// Login and logout are the session client's configured endpoints
// (@conecta/account's createSessionCalls), like its CSRF priming and user
// fetch, so one setting moves all four.

export const { login, logout } = createSessionCalls(apiClient)
