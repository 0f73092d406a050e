import type { CurrentUser } from './CurrentUser.js'
import type { SessionSnapshot } from './sessionMachine.js'

export function selectSessionUser(snapshot: SessionSnapshot): CurrentUser | null {
  return snapshot.context.user
}
