import { type SessionSnapshot, selectSessionStatus, toApiError } from '@conecta/session-machine'
import { type SessionActorRef, useSessionActorRef } from '@conecta/session-machine/react'
import { useCallback } from 'react'
import { logout } from '../api/authApi'
import { hasOpenSession } from './openSession'
import { beginSigningOut } from './signingOut'

/**
 * The session once the start-up knows whether someone is signed in. Not
 * xstate's `waitFor`: its module sits in every page's first load, and using it
 * there would add its code to every page (bench/budget.json).
 */
function settled(actor: SessionActorRef): Promise<SessionSnapshot> {
  return new Promise((resolve) => {
    const check = (snapshot: SessionSnapshot) => {
      if (selectSessionStatus(snapshot) === 'loading') return false
      resolve(snapshot)
      return true
    }
    if (check(actor.getSnapshot())) return
    const subscription = actor.subscribe((snapshot) => {
      if (check(snapshot)) subscription.unsubscribe()
    })
  })
}

/**
 * For the calls only a visitor may make (log in, register, the password reset):
 * the server refuses them while a session is open in this browser and answers
 * with a redirect a browser follows, which looks like a success
 * (docs/api-contract.md#accounts). On a shared phone that session is often
 * someone else's. The returned function waits until the start-up knows
 * whether someone is signed in, then ends that session as a log-out does (the
 * other tabs are told); it rejects, with nothing changed, when the server
 * could not be told.
 */
export function useEndOtherSession(): () => Promise<void> {
  const actor = useSessionActorRef()
  return useCallback(async () => {
    const snapshot = await settled(actor)
    if (!hasOpenSession(snapshot)) return
    const endSigningOut = beginSigningOut()
    actor.send({ type: 'session.signingOut' })
    try {
      await logout().catch((failure: unknown) => {
        // 401: that session had already ended, which is what was needed.
        if (!toApiError(failure).isUnauthenticated) throw failure
      })
      actor.send({ type: 'session.signedOut' })
    } finally {
      endSigningOut()
    }
  }, [actor])
}
