import type { CurrentUser } from '../CurrentUser.js'
import { selectStoredUser } from '../selectSessionUser.js'
import { useSessionSelector } from './useSessionSelector.js'

/** The stored, unconfirmed user: a reason to wait, never something to show. */
export function useStoredUser(): CurrentUser | null {
  return useSessionSelector(selectStoredUser)
}
