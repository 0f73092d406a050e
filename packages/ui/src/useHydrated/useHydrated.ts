'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while React hydrates a page the server drew, true
 * afterwards and on a client-only render. Whatever the server cannot know
 * (the session's answer, a stored user, the query string, the network) is
 * drawn as the server drew it first and switches after hydration, so there
 * is never a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
