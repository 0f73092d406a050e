import { apiClient } from '../../api/apiClient'

// Fortify's profile routes and Breeze's account deletion (docs/api-contract.md#profile).

export interface ProfileInput {
  name: string
  email: string
}

export async function updateProfile(input: ProfileInput): Promise<void> {
  await apiClient.put('/user/profile-information', { body: input })
}

export interface PasswordInput {
  current_password: string
  password: string
  password_confirmation: string
}

export async function updatePassword(input: PasswordInput): Promise<void> {
  await apiClient.put('/user/password', { body: input })
}

export async function deleteAccount(input: { password: string }): Promise<void> {
  await apiClient.delete('/user', { body: input })
}
