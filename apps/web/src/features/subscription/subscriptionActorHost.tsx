import { clearPaymentAttempt } from '@conecta/mpesa'
import {
  type SessionSnapshot,
  selectSessionStatus,
  selectSessionUser,
  selectStoredUser,
} from '@conecta/session-machine'
import { useSessionActorRef } from '@conecta/session-machine/react'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { clearLastReceipt } from './lastReceiptKey'
import { clearSavedSubscription } from './savedSubscriptionKey'

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
 * Keeps the subscription actor of the signed-in person (subscriptionMachine.ts,
 * which invokes the payment)
 * for as long as that person is signed in on this tab, whichever screen they
 * are on: a payment keeps being followed while they look at another tab of
 * the profile, and the plans and history are asked for once.
 *
 * It belongs to one person, and so does what they leave in this browser's
 * storage: their payment attempt and their kept receipt, each marked with
 * their user id (docs/product.md#receipt). The person on this browser is the
 * session's user, else the stored one (`user-storage`, the person the phone
 * remembers: while a page is starting, offline, or asking again after a
 * restore). Whenever that changes (any sign-out, account deletion, a 401 from
 * any call or at start-up, another person signing in here or in another tab),
 * the actor is stopped, which lets another browser tab pay, and whatever the
 * storage holds of anyone else is discarded (forgetPersonData): a phone is
 * often shared, and an attempt must never outlive its owner's session, or the
 * next login could resume someone else's payment; nor should their receipt
 * stay on the phone.
 *
 * The same is done once when the host starts, unless the start-up is still
 * asking with nobody remembered, not only on a change it sees: the change may
 * have happened where no page of this browser watched (the owner's session
 * ended from another phone while the tab was closed: the next page's start-up
 * forgets the stored user on its 401, before or after this host exists). Watching only the confirmed user, as it once did, a start-up's
 * 401 went from nobody to nobody, and the next person's sign-in from nobody to
 * them, so the owner's receipt stayed.
 *
 * The actor is created on first use (the subscription tab), not at sign-in:
 * most visits never open the subscription, and its two calls would cost data
 * on every one. This file is in every page's first load; the machine is not.
 */
export interface SubscriptionActorHost {
  /** The actor of `userId`, created by `create` on first use; the same one until that person leaves. */
  actorFor<T extends StoppableActor>(userId: string, create: () => T): T
  /** Stops watching and stops the actor (the app is going away). */
  dispose(): void
}

/**
 * What a person leaves in this browser's storage, their payment attempt and
 * their last receipt, discarded unless they are `keepOwner`'s (the user id of
 * the person on this browser; `null`: nobody's are kept).
 */
export function forgetPersonData(keepOwner: string | null = null): void {
  clearPaymentAttempt(undefined, keepOwner)
  clearLastReceipt(undefined, keepOwner)
  clearSavedSubscription(undefined, keepOwner)
}

export function createSubscriptionActorHost(
  session: SessionSnapshotSource,
  forgetOthers: (keepOwner: string | null) => void = forgetPersonData,
): SubscriptionActorHost {
  const first = session.getSnapshot()
  let person = personOf(first)
  let current: { userId: string; actor: StoppableActor } | null = null
  // Nobody remembered while the start-up still asks is no answer yet: the
  // attempt may be the reloading owner's, and the answer decides.
  if (person !== null || selectSessionStatus(first) !== 'loading') forgetOthers(person)

  function stopActor() {
    current?.actor.stop()
    current = null
  }

  const subscription = session.subscribe((snapshot) => {
    const id = personOf(snapshot)
    if (id !== person) forgetOthers(id)
    if (current !== null && current.userId !== id) stopActor()
    person = id
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

/** The person on this browser: the confirmed user, else the stored one; `null` for nobody. */
function personOf(snapshot: SessionSnapshot): string | null {
  const user = selectSessionUser(snapshot) ?? selectStoredUser(snapshot)
  return user == null ? null : String(user.user.id)
}

const SubscriptionActorHostContext = createContext<SubscriptionActorHost | null>(null)

/** Puts the host beside the session: inside SessionProvider, around the app. */
export function SubscriptionActorHostProvider({ children }: { children: ReactNode }) {
  const session = useSessionActorRef()
  const [host, setHost] = useState<SubscriptionActorHost | null>(null)
  useEffect(() => {
    const created = createSubscriptionActorHost(session)
    setHost(created)
    return () => created.dispose()
  }, [session])
  return (
    <SubscriptionActorHostContext.Provider value={host}>
      {children}
    </SubscriptionActorHostContext.Provider>
  )
}

/** The host, once the app runs in a browser; `null` while pre-rendering and before the first effect. */
export function useSubscriptionActorHost(): SubscriptionActorHost | null {
  return useContext(SubscriptionActorHostContext)
}
