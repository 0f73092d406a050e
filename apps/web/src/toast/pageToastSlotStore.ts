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

function setSlot(element: Element | null): void {
  if (slot === element) return
  slot = element
  for (const listener of listeners) listener()
}

/**
 * A ref callback for the layout's element; its cleanup forgets the element
 * only if it is still the one registered: a new page's layout (another React
 * root in Storybook) may register its own before the old one's goes.
 */
export function registerPageToastSlot(element: Element | null): (() => void) | undefined {
  // React 19 calls the cleanup below, not this with `null`; kept for its type.
  if (element === null) return undefined
  setSlot(element)
  return () => {
    if (slot === element) setSlot(null)
  }
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
