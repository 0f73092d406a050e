import type { SessionSnapshot, TwoFactorChallenge } from './sessionMachine.js'

/**
 * The sign-in waiting for its second factor (`POST /login` answered
 * `{two_factor: true}`), or `null` when there is none. Nobody is signed in
 * meanwhile: the status reads `'anonymous'`.
 */
export function selectTwoFactorChallenge(snapshot: SessionSnapshot): TwoFactorChallenge | null {
  return snapshot.matches('twoFactorChallenge') ? snapshot.context.twoFactor : null
}

/** True while an answer to the challenge is on its way. */
export function selectTwoFactorVerifying(snapshot: SessionSnapshot): boolean {
  return snapshot.matches({ twoFactorChallenge: 'verifying' })
}
