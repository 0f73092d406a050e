import { toApiError } from '@conecta/session-machine'
import { useCallback, useRef, useState } from 'react'
import { logout } from '../api/authApi'
import { beginSigningOut } from './signingOut'
import { useSignOutToHome } from './useSignOutToHome'

export interface Logout {
  logOut: () => Promise<void>
  pending: boolean
  /** Portuguese text when the server could not be told; the person may try again. */
  error: string | null
}

/** POST /logout, then the session forgets the user, then the home page. */
export function useLogout(): Logout {
  const signOutToHome = useSignOutToHome()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inFlight = useRef(false)

  const logOut = useCallback(async () => {
    if (inFlight.current) return
    inFlight.current = true
    setPending(true)
    setError(null)
    const endSigningOut = beginSigningOut()
    try {
      try {
        await logout()
      } catch (failure) {
        const apiError = toApiError(failure)
        // 401: the server session had already ended, which is what was asked.
        if (!apiError.isUnauthenticated) {
          setError(apiError.message)
          setPending(false)
          inFlight.current = false
          return
        }
      }
      await signOutToHome()
    } finally {
      endSigningOut()
    }
  }, [signOutToHome])

  return { logOut, pending, error }
}
