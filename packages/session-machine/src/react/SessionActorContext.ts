import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { SessionMachine } from '../sessionMachine.js'

export type SessionActorRef = ActorRefFrom<SessionMachine>

/**
 * The one React context of the session actor. A plain context rather than
 * `createActorContext`, whose provider can only create its own actor: the app
 * starts the session before its first render (docs/product.md#start-up) and hands it in.
 */
export const SessionActorContext = createContext<SessionActorRef | null>(null)

/** The session actor of the nearest {@link SessionProvider}. */
export function useSessionActorRef(): SessionActorRef {
  const actor = useContext(SessionActorContext)
  if (!actor) {
    throw new Error('Session hooks must be used inside <SessionProvider>.')
  }
  return actor
}
