import type { ReactNode } from 'react'

/** A toast request; `action.to` navigates inside the app. */
export interface AppToast {
  title: string
  description?: ReactNode
  variant?: 'default' | 'success' | 'error'
  /** @defaultValue TOAST_DURATION (5000 ms) */
  duration?: number
  action?: { label: string; to: string } | { label: string; onClick: () => void }
}

type Listener = () => void

let pending: AppToast[] = []
const listeners = new Set<Listener>()

/**
 * Shows a toast from anywhere: React code, or the session machine's injected
 * actions, which run outside React. The toast area (and Radix with it) is
 * downloaded only when the first toast is asked for (issue 6).
 */
export function showToast(toast: AppToast): void {
  pending = [...pending, toast]
  for (const listener of listeners) listener()
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
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
