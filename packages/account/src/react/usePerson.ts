'use client'

import type { CurrentUser } from '@conecta/session-machine'
import { useSessionUser } from '@conecta/session-machine/react'

/**
 * The person a block is about: the host's `given` one when it passes one
 * (`null` for nobody), otherwise the nearest session's user.
 */
export function usePerson(given: CurrentUser | null | undefined): CurrentUser | null {
  const sessionUser = useSessionUser()
  return given === undefined ? sessionUser : given
}
