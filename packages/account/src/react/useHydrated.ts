'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while React hydrates a pre-rendered page, true
 * afterwards and on a client-only render. What the server cannot know (the
 * session's answer, which may already be in when the page hydrates) is drawn
 * as the server drew it first, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
