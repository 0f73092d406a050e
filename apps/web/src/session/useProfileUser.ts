import type { CurrentUser } from '@conecta/session-machine'
import { useStoredUser } from '@conecta/session-machine/react'
import { useOnlineStatus } from '@conecta/ui'
import { useClientSessionStatus, useClientSessionUser } from './useClientSession'

/**
 * The person the profile pages show: the confirmed user; or, while the phone
 * is offline and the server cannot be asked, the person this phone
 * remembers, so an offline reload shows their header, tabs and saved data
 * instead of an empty page (docs/product.md#offline). The stored user is
 * otherwise only a reason to wait: once the server answers, its word wins
 * (another person, or nobody, and the profile goes).
 */
export function useProfileUser(): CurrentUser | null {
  const confirmed = useClientSessionUser()
  const status = useClientSessionStatus()
  const stored = useStoredUser()
  const online = useOnlineStatus()
  if (confirmed !== null) return confirmed
  return phoneOffline(status, online) ? stored : null
}

/**
 * Whether the session waits on a server this phone cannot reach for want of
 * a connection: the browser says it is offline while the session could not
 * start or confirm the person. A server that answers with an error (a 500)
 * is not that: the profile then waits, naming nobody, under its notice.
 */
export function phoneOffline(
  status: ReturnType<typeof useClientSessionStatus>,
  online: boolean,
): boolean {
  return !online && serverOutOfReach(status)
}

/** Whether the session waits on a server it could not reach or that failed (not on an answer). */
export function serverOutOfReach(status: ReturnType<typeof useClientSessionStatus>): boolean {
  return status === 'maintenance' || status === 'unreachable'
}
