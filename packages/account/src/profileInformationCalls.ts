import type { SanctumClient } from '@conecta/session-machine'

export interface ProfileInformation {
  name: string
  email: string
}

/**
 * Fortify's `PUT /user/profile-information`: the name and the address, saved
 * together. Allowed while the address is not verified, so it also corrects a
 * mistyped one (`AddressCorrection`). May be answered 423 first: the client's
 * password confirmation asks, then sends it again.
 */
export function createProfileInformationCalls(client: Pick<SanctumClient, 'put'>) {
  return {
    async update(input: ProfileInformation): Promise<void> {
      await client.put('/user/profile-information', { body: input })
    },
  }
}
