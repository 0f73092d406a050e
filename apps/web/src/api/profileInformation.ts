import { apiClient } from './apiClient'

export interface ProfileInformation {
  name: string
  email: string
}

/**
 * Fortify's `PUT /user/profile-information` (docs/api-contract.md#profile): the profile's form,
 * and `/verify-email`'s correction of a mistyped address, which the route allows while the
 * address is not verified. May be answered 423 first (the password dialog, then sent again).
 */
export async function updateProfileInformation(input: ProfileInformation): Promise<void> {
  await apiClient.put('/user/profile-information', { body: input })
}
