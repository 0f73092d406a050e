import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates pre-rendered HTML (and on the server), true
 * afterwards and on a client-only render. Whatever the server cannot know
 * (the stored user, the query string, the network) renders the server's
 * output first and switches after hydration, so there is never a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
