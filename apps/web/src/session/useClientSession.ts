import type { CurrentUser, SessionStatus } from '@conecta/session-machine'
import { useSessionStatus, useSessionUser } from '@conecta/session-machine/react'
import { useHydrated } from '@conecta/ui'

/**
 * The session status as the pre-rendered HTML saw it ('loading') until
 * hydration is over, then the live one: the actor may already know more
 * (a stored user, a failed priming) when React hydrates.
 */
export function useClientSessionStatus(): SessionStatus {
  const hydrated = useHydrated()
  const status = useSessionStatus()
  return hydrated ? status : 'loading'
}

/** The current user, `null` until hydration is over (the server has no stored user). */
export function useClientSessionUser(): CurrentUser | null {
  const hydrated = useHydrated()
  const user = useSessionUser()
  return hydrated ? user : null
}
