import type { SanctumClient } from '@conecta/session-machine'

export interface PasswordChangeInput {
  current_password: string
  password: string
  password_confirmation: string
  /** `true` ends every other session of the person; sent only then. */
  logout_other_devices?: boolean
}

/** A signed-in person's new password (Fortify's `PUT /user/password`). */
export function createPasswordChangeCalls(client: Pick<SanctumClient, 'put'>) {
  return {
    async change(input: PasswordChangeInput): Promise<void> {
      await client.put('/user/password', { body: input })
    },
  }
}
