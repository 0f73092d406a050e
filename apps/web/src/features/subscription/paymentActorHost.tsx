import { type SessionSnapshot, selectSessionUser } from '@conecta/session-machine'
import { useSessionActorRef } from '@conecta/session-machine/react'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { clearLastReceipt } from './lastReceiptKey'
import { clearPaymentAttempt } from './paymentAttemptKey'

/** What the host needs of an actor: to stop it when its person is gone. */
export interface StoppableActor {
  stop(): void
}

/** What the host needs of the session actor: its snapshots. */
export interface SessionSnapshotSource {
  getSnapshot(): SessionSnapshot
  subscribe(listener: (snapshot: SessionSnapshot) => void): { unsubscribe(): void }
}

/**
 * Keeps the payment actor of the signed-in person (subscriptionMachine.ts)
 * for as long as that person is signed in on this tab, whichever screen they
 * are on: a payment keeps being followed while they look at another tab of
 * the profile, and the plans and history are asked for once.
 *
 * It belongs to one person. As soon as the session's user is no longer that
 * person (any sign-out, account deletion and a 401 included, or another
 * person signing in on this tab), the actor is stopped, which lets another
 * browser tab pay, and the stored payment attempt and the kept receipt are
 * discarded (forgetPersonData): a phone is often shared, and an attempt must
 * never outlive its owner's session, or the next login could resume someone
 * else's payment; nor should their receipt stay on the phone. A user that is `null`
 * before anyone was known (start-up) discards nothing: the attempt may be the
 * reloading owner's, and a read checks the owner anyway.
 *
 * The actor is created on first use (the subscription tab), not at sign-in:
 * most visits never open the subscription, and its two calls would cost data
 * on every one. This file is in every page's first load; the machine is not.
 */
export interface PaymentActorHost {
  /** The actor of `userId`, created by `create` on first use; the same one until that person leaves. */
  actorFor<T extends StoppableActor>(userId: string, create: () => T): T
  /** Stops watching and stops the actor (the app is going away). */
  dispose(): void
}

/** What a person leaves in this browser's storage: their payment attempt and their last receipt. */
export function forgetPersonData(): void {
  clearPaymentAttempt()
  clearLastReceipt()
}

export function createPaymentActorHost(
  session: SessionSnapshotSource,
  forgetAttempt: () => void = forgetPersonData,
): PaymentActorHost {
  let known = idOf(session.getSnapshot())
  let current: { userId: string; actor: StoppableActor } | null = null

  function stopActor() {
    current?.actor.stop()
    current = null
  }

  const subscription = session.subscribe((snapshot) => {
    const id = idOf(snapshot)
    if (known !== null && id !== known) forgetAttempt()
    if (current !== null && current.userId !== id) stopActor()
    known = id
  })

  return {
    actorFor<T extends StoppableActor>(userId: string, create: () => T): T {
      if (current?.userId === userId) return current.actor as T
      stopActor()
      const actor = create()
      current = { userId, actor }
      return actor
    },
    dispose() {
      subscription.unsubscribe()
      stopActor()
    },
  }
}

function idOf(snapshot: SessionSnapshot): string | null {
  const user = selectSessionUser(snapshot)
  return user === null ? null : String(user.user.id)
}

const PaymentActorHostContext = createContext<PaymentActorHost | null>(null)

/** Puts the host beside the session: inside SessionProvider, around the app. */
export function PaymentActorHostProvider({ children }: { children: ReactNode }) {
  const session = useSessionActorRef()
  const [host, setHost] = useState<PaymentActorHost | null>(null)
  useEffect(() => {
    const created = createPaymentActorHost(session)
    setHost(created)
    return () => created.dispose()
  }, [session])
  return (
    <PaymentActorHostContext.Provider value={host}>{children}</PaymentActorHostContext.Provider>
  )
}

/** The host, once the app runs in a browser; `null` while pre-rendering and before the first effect. */
export function usePaymentActorHost(): PaymentActorHost | null {
  return useContext(PaymentActorHostContext)
}
