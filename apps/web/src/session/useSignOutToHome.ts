import { useSessionSend } from '@conecta/session-machine/react'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '../navigation/paths'

/**
 * After the server has ended the session (log-out, account deletion): go home,
 * then forget the user. In that order, because a profile page that loses its
 * user sends the person to /login instead; and with flushSync, because React
 * Router otherwise commits the navigation as a transition, after the sign-out.
 * A home page whose chunk must still load is committed as a transition all the
 * same; the profile layout waits for the router to be idle before it redirects.
 */
export function useSignOutToHome(): () => Promise<void> {
  const send = useSessionSend()
  const navigate = useNavigate()
  return useCallback(async () => {
    await navigate(paths.home, { replace: true, flushSync: true })
    send({ type: 'session.signedOut' })
  }, [navigate, send])
}
