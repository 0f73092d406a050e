import type { SanctumClient } from '@conecta/session-machine'

/** The account deleted with its password (Breeze's `DELETE /user`); the server ends its session. */
export function createDeleteAccountCalls(client: Pick<SanctumClient, 'delete'>) {
  return {
    async deleteAccount(input: { password: string }): Promise<void> {
      await client.delete('/user', { body: input })
    },
  }
}
