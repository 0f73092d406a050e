import { apiClient } from '../../api/apiClient'
import { type ProfileInformation, updateProfileInformation } from '../../api/profileInformation'

// Fortify's profile routes and Breeze's account deletion (docs/api-contract.md#profile).

export type ProfileInput = ProfileInformation

export async function updateProfile(input: ProfileInput): Promise<void> {
  await updateProfileInformation(input)
}

/**
 * Mails the link of the pending e-mail change again (docs/api-contract.md#changing-the-e-mail):
 * 404 when nothing is pending any more, 429 with `Retry-After` when asked too often.
 */
export async function resendPendingEmailLink(): Promise<void> {
  await apiClient.post('/user/pending-email/notification')
}

/** Drops the pending e-mail change: the address stays as it was, the mailed links stop working. */
export async function cancelPendingEmail(): Promise<void> {
  await apiClient.delete('/user/pending-email')
}

export interface PasswordInput {
  current_password: string
  password: string
  password_confirmation: string
  /** `true` ends every other session of the person (docs/api-contract.md#profile); sent only then. */
  logout_other_devices?: boolean
}

export async function updatePassword(input: PasswordInput): Promise<void> {
  await apiClient.put('/user/password', { body: input })
}

export async function deleteAccount(input: { password: string }): Promise<void> {
  await apiClient.delete('/user', { body: input })
}
