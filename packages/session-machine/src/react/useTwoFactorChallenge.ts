import { selectTwoFactorChallenge, selectTwoFactorVerifying } from '../selectTwoFactorChallenge.js'
import type { TwoFactorChallenge } from '../sessionMachine.js'
import { useSessionSelector } from './useSessionSelector.js'

/** The sign-in waiting for its second factor, or `null`; see `selectTwoFactorChallenge`. */
export function useTwoFactorChallenge(): TwoFactorChallenge | null {
  return useSessionSelector(selectTwoFactorChallenge)
}

/** True while an answer to the two-factor challenge is on its way. */
export function useTwoFactorVerifying(): boolean {
  return useSessionSelector(selectTwoFactorVerifying)
}
