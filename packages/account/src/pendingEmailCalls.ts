import type { SanctumClient } from '@conecta/session-machine'

/**
 * A change of address that waits for its link (the backend's pending e-mail
 * change): its link mailed again, or the change dropped.
 */
export function createPendingEmailCalls(client: Pick<SanctumClient, 'post' | 'delete'>) {
  return {
    /**
     * `POST /user/pending-email/notification`: 404 when nothing is pending
     * any more, 429 with `Retry-After` when asked too often.
     */
    async resend(): Promise<void> {
      await client.post('/user/pending-email/notification')
    },
    /** `DELETE /user/pending-email`: the address stays as it was, the mailed links stop working. */
    async cancel(): Promise<void> {
      await client.delete('/user/pending-email')
    },
  }
}
