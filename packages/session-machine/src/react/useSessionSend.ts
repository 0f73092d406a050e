import type { SessionEvent } from '../sessionMachine.js'
import { useSessionActorRef } from './SessionActorContext.js'

/** A stable function sending one session event, e.g. `{ type: 'session.refresh' }`. */
export function useSessionSend(): (event: SessionEvent) => void {
  return useSessionActorRef().send
}
