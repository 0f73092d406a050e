import type { CurrentUser } from '@conecta/session-machine'
import { useStoredUser } from '@conecta/session-machine/react'
import { useClientSessionStatus, useClientSessionUser } from './useClientSession'

/**
 * The person the profile pages show: the confirmed user; or, while the server
 * cannot be asked (offline, or out of reach), the person this phone
 * remembers, so an offline reload shows their header, tabs and saved data
 * instead of an empty page (docs/product.md#offline). The stored user is
 * otherwise only a reason to wait: once the server answers, its word wins
 * (another person, or nobody, and the profile goes).
 */
export function useProfileUser(): CurrentUser | null {
  const confirmed = useClientSessionUser()
  const status = useClientSessionStatus()
  const stored = useStoredUser()
  if (confirmed !== null) return confirmed
  return serverOutOfReach(status) ? stored : null
}

/** Whether the session is waiting on a server it cannot reach (not on an answer). */
export function serverOutOfReach(status: ReturnType<typeof useClientSessionStatus>): boolean {
  return status === 'maintenance' || status === 'unreachable'
}
