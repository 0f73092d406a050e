import type { CurrentUser, SessionSnapshot } from '@conecta/session-machine'
import type { SessionSnapshotSource } from '../src/features/subscription/subscriptionActorHost'

/** A signed-in person with the given id, as the session holds them. */
export function makeCurrentUser(id: number | string, name = `Pessoa ${id}`): CurrentUser {
  return {
    user: { id, name, email: `${id}@example.co.mz`, email_verified_at: null, created_at: '' },
    subscription: null,
  }
}

/**
 * A session whose user the test sets. Only `context.user`,
 * `context.storedUser` and `matches` are read (selectSessionUser,
 * selectStoredUser, selectSessionStatus), so the snapshot is a stand-in, not
 * the machine's. `setUser` sets both, as the
 * machine does when it confirms or forgets someone; `storedUser` alone is a
 * page starting for the person the phone remembers.
 */
export function createFakeSession(user: CurrentUser | null, storedUser: CurrentUser | null = user) {
  const listeners = new Set<(snapshot: SessionSnapshot) => void>()
  const snapshotOf = (value: CurrentUser | null, stored: CurrentUser | null) =>
    // A session that has answered: the start-up's asking (`matches`) is never under way.
    ({
      context: { user: value, storedUser: stored },
      matches: () => false,
    }) as unknown as SessionSnapshot
  let current = snapshotOf(user, storedUser)
  const source: SessionSnapshotSource = {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return { unsubscribe: () => listeners.delete(listener) }
    },
  }
  const setUser = (value: CurrentUser | null, stored: CurrentUser | null = value) => {
    current = snapshotOf(value, stored)
    for (const listener of listeners) listener(current)
  }
  return { source, setUser }
}
