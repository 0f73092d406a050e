import { createProfileInformationCalls, type ProfileInformation } from '@conecta/account'
import { apiClient } from '../../api/apiClient'

// Fortify's profile routes (docs/api-contract.md#profile); the password change and the
// account's deletion are @conecta/account's blocks.

export type ProfileInput = ProfileInformation

const profileInformation = createProfileInformationCalls(apiClient)

/** Fortify's `PUT /user/profile-information`; may be answered 423 first (the password dialog, then sent again). */
export async function updateProfile(input: ProfileInput): Promise<void> {
  await profileInformation.update(input)
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
