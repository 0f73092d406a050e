import type { CurrentUser } from '../CurrentUser.js'
import { selectSessionUser } from '../selectSessionUser.js'
import { useSessionSelector } from './useSessionSelector.js'

export function useSessionUser(): CurrentUser | null {
  return useSessionSelector(selectSessionUser)
}
