import type { ReactNode } from 'react'
import type { ActorOptions } from 'xstate'
import type { SessionInput, SessionMachine } from '../sessionMachine.js'
import { SessionActorContext } from './SessionActorContext.js'

export interface SessionProviderProps {
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
}

/** Starts the session actor when it mounts and stops it when it unmounts. */
export function SessionProvider({ children, input, logic, options }: SessionProviderProps) {
  return (
    <SessionActorContext.Provider logic={logic} options={{ ...options, input }}>
      {children}
    </SessionActorContext.Provider>
  )
}
