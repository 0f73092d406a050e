import { createProfileInformationCalls, type ProfileInformation } from '@conecta/account'
import { apiClient } from '../../api/apiClient'

// Fortify's profile routes (docs/api-contract.md#profile); the profile form, the pending e-mail
// change, the password change and the account's deletion are @conecta/account's blocks.

export type ProfileInput = ProfileInformation

const profileInformation = createProfileInformationCalls(apiClient)

/** Fortify's `PUT /user/profile-information`; may be answered 423 first (the password dialog, then sent again). */
export async function updateProfile(input: ProfileInput): Promise<void> {
  await profileInformation.update(input)
}
