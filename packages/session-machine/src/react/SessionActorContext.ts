import { createActorContext } from '@xstate/react'
import { sessionMachine } from '../sessionMachine.js'

/**
 * The one React context of the session actor. Prefer {@link SessionProvider}
 * and the `useSession*` hooks; this is exported for `useActorRef()`.
 */
export const SessionActorContext = createActorContext(sessionMachine)
