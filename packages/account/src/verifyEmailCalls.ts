import type { SanctumClient } from '@conecta/session-machine'

/** An address not verified yet: its verification link mailed again. */
export function createVerifyEmailCalls(client: Pick<SanctumClient, 'post'>) {
  return {
    /**
     * `POST /email/verification-notification`: 401 when no one is signed in
     * here any more, 429 with `Retry-After` when asked too often.
     */
    async resend(): Promise<void> {
      await client.post('/email/verification-notification')
    },
  }
}
