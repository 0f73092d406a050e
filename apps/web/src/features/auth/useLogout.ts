import { toApiError } from '@conecta/session-machine'
import { useSessionSend } from '@conecta/session-machine/react'
import { useCallback, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '../../routes/paths'
import { logout } from './api'

export interface Logout {
  logOut: () => Promise<void>
  pending: boolean
  /** Portuguese text when the server could not be told; the person may try again. */
  error: string | null
}

/** POST /logout, then the session forgets the user, then the home page. */
export function useLogout(): Logout {
  const send = useSessionSend()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inFlight = useRef(false)

  const logOut = useCallback(async () => {
    if (inFlight.current) return
    inFlight.current = true
    setPending(true)
    setError(null)
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
    // Leave the profile first: signed out on a profile page, its layout would
    // send the person to /login instead.
    await navigate(paths.home, { replace: true })
    send({ type: 'session.signedOut' })
  }, [send, navigate])

  return { logOut, pending, error }
}
