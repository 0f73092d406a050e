import { useSyncExternalStore } from 'react'

/**
 * The place at the end of a public page's main content where a toast asked
 * for there (`placement: 'page'`) is drawn, in the page's flow: after the
 * form and its links, so it covers no heading or field at any text size and
 * moves nothing a person may be about to tap (docs/product.md#start-up). The
 * public layout registers it; the toast area, downloaded later, reads it.
 */
let slot: Element | null = null
const listeners = new Set<() => void>()

/** A ref callback: the layout's element, or `null` once it is gone. */
export function setPageToastSlot(element: Element | null): void {
  if (slot === element) return
  slot = element
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The slot of the public page on screen; `null` on any other page. */
export function usePageToastSlot(): Element | null {
  return useSyncExternalStore(
    subscribe,
    () => slot,
    () => null,
  )
}
