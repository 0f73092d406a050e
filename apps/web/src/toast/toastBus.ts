import type { ReactNode } from 'react'

/** A toast request; `action.to` navigates inside the app. */
export interface AppToast {
  title: string
  description?: ReactNode
  variant?: 'default' | 'success' | 'error'
  /** @defaultValue TOAST_SETTINGS.duration (5000 ms) */
  duration?: number
  action?: { label: string; to: string } | { label: string; onClick: () => void }
  /**
   * Closes the toast when it stops being true: 'signedIn' for a toast that
   * asks a visitor to log in.
   */
  holdsUntil?: 'signedIn'
  /**
   * 'page': drawn at the end of a public page's content, in its flow
   * (toast/pageToastSlotStore.ts), for a toast that arrives unasked while a person
   * reads or types; elsewhere, and by default, over the page.
   */
  placement?: 'page'
}

type Listener = () => void

let pending: AppToast[] = []
const listeners = new Set<Listener>()
const dismissListeners = new Set<(condition: 'signedIn') => void>()

/**
 * Shows a toast from anywhere: React code, or the session machine's injected
 * actions, which run outside React. The toast area (and Radix with it) is
 * downloaded only when the first toast is asked for (docs/architecture.md#performance).
 */
export function showToast(toast: AppToast): void {
  pending = [...pending, toast]
  for (const listener of listeners) listener()
}

/** Closes every toast, drawn or waiting, that held only until `condition`. */
export function dismissToastsUntil(condition: 'signedIn'): void {
  pending = pending.filter((toast) => toast.holdsUntil !== condition)
  for (const listener of dismissListeners) listener(condition)
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The toast area hears of toasts to close. */
export function subscribeToDismissals(listener: (condition: 'signedIn') => void): () => void {
  dismissListeners.add(listener)
  return () => {
    dismissListeners.delete(listener)
  }
}

/** The toasts waiting to be drawn, oldest first. */
export function pendingToasts(): readonly AppToast[] {
  return pending
}

/** Hands the waiting toasts to the toast area, which draws them. */
export function takePendingToasts(): AppToast[] {
  const taken = pending
  pending = []
  return taken
}
