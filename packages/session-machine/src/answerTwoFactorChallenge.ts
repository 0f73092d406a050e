import type { SanctumClient } from './createSanctumClient.js'
import { isRecord } from './isRecord.js'

/** Fortify's challenge route (docs/api-contract.md#signing-in-with-two-factor-on). */
export const TWO_FACTOR_CHALLENGE_PATH = '/two-factor-challenge'

/** What the person typed: the authenticator app's 6 digits, or one recovery code. */
export type TwoFactorAnswer = { code: string } | { recovery_code: string }

/**
 * True for `POST /login`'s `200 {two_factor: true}`: the password was right,
 * nobody is signed in yet, and the session waits for the challenge.
 */
export function isTwoFactorChallengeRequired(loginAnswer: unknown): boolean {
  return isRecord(loginAnswer) && loginAnswer.two_factor === true
}

/**
 * `POST /two-factor-challenge`: resolves once the person is signed in (204),
 * rejects with the client's `ApiError` (422 wrong code, 429 with
 * `retryAfterSeconds`, no network…).
 */
export async function answerTwoFactorChallenge(
  client: Pick<SanctumClient, 'post'>,
  answer: TwoFactorAnswer,
): Promise<void> {
  // Exclusive like a login: the answer carries the regenerated session cookie, which an older
  // call's answer must not overwrite. No signal: once sent, its outcome is the session's, so it
  // is never abandoned half-way.
  await client.post(TWO_FACTOR_CHALLENGE_PATH, { body: answer, exclusive: true })
}
