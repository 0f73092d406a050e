import { toApiError } from '@conecta/session-machine'
import { useSessionSend } from '@conecta/session-machine/react'
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

/**
 * POST /logout, then the home page, then the session forgets the user. The
 * other tabs are told before the call leaves: a call of theirs that the
 * server answers 401 meanwhile is this log-out, not an expiry.
 */
export function useLogout(): Logout {
  const send = useSessionSend()
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
    send({ type: 'session.signingOut' })
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
  }, [send, signOutToHome])

  return { logOut, pending, error }
}
