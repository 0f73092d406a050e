import type { SanctumClient } from '@conecta/session-machine'

/** What the password confirmation dialog (and its machine) calls. */
export interface PasswordConfirmationCalls {
  /** `POST /user/confirm-password`: resolves once confirmed (201); a wrong password rejects with a 422. */
  confirm(password: string): Promise<void>
}

/** The password confirmed through the client's own endpoint (Fortify's `POST /user/confirm-password`). */
export function createPasswordConfirmationCalls(
  client: Pick<SanctumClient, 'post' | 'endpoints'>,
): PasswordConfirmationCalls {
  return {
    async confirm(password) {
      await client.post(client.endpoints.confirmPassword, {
        body: { password },
        // The confirmation itself never asks for a confirmation, nor to sign in again: a sign-in
        // dialog confirms through it while its own question is open (it would wait for itself).
        confirmPassword: false,
        signInAgain: false,
      })
    },
  }
}
