'use client'

import type { CurrentUser } from '@conecta/session-machine'
import { useSessionUser } from '@conecta/session-machine/react'
import { useHydrated } from '@conecta/ui'

/**
 * The person a block is about: the host's `given` one when it passes one
 * (`null` for nobody), otherwise the nearest session's user: nobody on the
 * server and while a page it drew hydrates (the session may already know the
 * user by then), so hydration draws what the server drew.
 */
export function usePerson(given: CurrentUser | null | undefined): CurrentUser | null {
  const sessionUser = useSessionUser()
  const hydrated = useHydrated()
  if (given !== undefined) return given
  return hydrated ? sessionUser : null
}
