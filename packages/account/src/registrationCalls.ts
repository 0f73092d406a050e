import type { SanctumClient } from '@conecta/session-machine'

export interface RegisterInput {
  name: string
  email: string
  password: string
  password_confirmation: string
}

/** A new account (Breeze's `POST /register`), which the backend signs in at once. */
export function createRegistrationCalls(client: Pick<SanctumClient, 'post'>) {
  return {
    async register(input: RegisterInput): Promise<void> {
      // Exclusive: an older call's answer (the start-up CSRF priming on a slow
      // network) must not land after this one and put back the anonymous session.
      await client.post('/register', { body: input, exclusive: true })
    },
  }
}
