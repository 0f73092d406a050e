import { useActorRef } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorOptions } from 'xstate'
import { type SessionInput, type SessionMachine, sessionMachine } from '../sessionMachine.js'
import { SessionActorContext, type SessionActorRef } from './SessionActorContext.js'

interface OwnedSessionProps {
  children: ReactNode
  /**
   * The client and storage, read once when the provider mounts, like every
   * actor input.
   */
  input: SessionInput
  /**
   * The machine with the app's implementations, e.g.
   * `sessionMachine.provide({ actions: { notifyUserFetchFailed } })`.
   * @defaultValue sessionMachine
   */
  logic?: SessionMachine
  /** Further actor options (inspect, systemId, a persisted snapshot). */
  options?: Omit<ActorOptions<SessionMachine>, 'input'>
  actor?: never
}

interface SharedSessionProps {
  children: ReactNode
  /**
   * An actor the caller created (and usually started) itself, e.g. before the
   * first render. The provider neither starts nor stops it.
   */
  actor: SessionActorRef
  input?: never
  logic?: never
  options?: never
}

export type SessionProviderProps = OwnedSessionProps | SharedSessionProps

/**
 * Gives the session to the `useSession*` hooks: either an actor you created
 * (`actor`), or one it creates from `input` when it mounts and stops when it
 * unmounts.
 */
export function SessionProvider(props: SessionProviderProps) {
  if (props.actor) {
    return (
      <SessionActorContext.Provider value={props.actor}>
        {props.children}
      </SessionActorContext.Provider>
    )
  }
  return <OwnedSessionProvider {...props} />
}

function OwnedSessionProvider({ children, input, logic, options }: OwnedSessionProps) {
  const actor = useActorRef(logic ?? sessionMachine, { ...options, input })
  return <SessionActorContext.Provider value={actor}>{children}</SessionActorContext.Provider>
}
