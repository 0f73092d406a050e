import { useSelector } from '@xstate/react'
import type { SessionSnapshot } from '../sessionMachine.js'
import { useSessionActorRef } from './SessionActorContext.js'

/** Re-renders only when the selected value changes (by `compare`, `===` by default). */
export function useSessionSelector<T>(
  selector: (snapshot: SessionSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useSessionActorRef(), selector, compare)
}
