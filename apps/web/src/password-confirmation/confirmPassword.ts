import { apiClient } from '../api/apiClient'

/** `POST /user/confirm-password` (docs/api-contract.md#password-confirmation): 201, or 422 for a wrong password. */
export async function confirmPassword(password: string): Promise<void> {
  await apiClient.post(apiClient.endpoints.confirmPassword, {
    body: { password },
    // The confirmation itself never asks for a confirmation, nor to sign in again: the sign-in
    // dialog confirms through it while its own question is open (it would wait for itself).
    confirmPassword: false,
    signInAgain: false,
  })
}
