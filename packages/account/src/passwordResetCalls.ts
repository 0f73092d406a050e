import type { SanctumClient } from '@conecta/session-machine'

export interface ResetPasswordInput {
  token: string
  email: string
  password: string
  password_confirmation: string
  /** `true` ends every session of the person (Laravel's password broker); sent only then. */
  logout_other_devices?: boolean
}

/** The forgotten password's two calls: the link mailed, then the new password with its token. */
export function createPasswordResetCalls(client: Pick<SanctumClient, 'post'>) {
  return {
    /** `POST /forgot-password`: mails a link to choose a new password. */
    async requestLink(input: { email: string }): Promise<void> {
      await client.post('/forgot-password', { body: input })
    },
    /** `POST /reset-password`: the new password, with the link's token. */
    async reset(input: ResetPasswordInput): Promise<void> {
      await client.post('/reset-password', { body: input })
    },
  }
}
