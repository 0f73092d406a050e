'use client'

import { createContext, type ReactNode, useContext } from 'react'

/** Colour and icon of a toast. */
export type ToastVariant = 'default' | 'success' | 'error'

/** A button inside a toast; pressing it runs `onClick` and closes the toast. */
export interface ToastActionOptions {
  /** The button's text, e.g. 'Desfazer'. */
  label: string
  /** Runs when the button is pressed, before the toast closes. */
  onClick: () => void
  /**
   * How to do the same without the button, read to screen-reader users who
   * may not reach the toast in time (Radix `Toast.Action` `altText`).
   * @defaultValue the `label`
   */
  altText?: string
}

/** What to show in a toast. */
export interface ToastOptions {
  /** The toast's title; it also names the toast for assistive technology. */
  title: string
  /** Text under the title. */
  description?: ReactNode
  /** An optional action button. */
  action?: ToastActionOptions
  /**
   * `success` and `error` add a coloured edge and an icon.
   * @defaultValue 'default'
   */
  variant?: ToastVariant
  /**
   * Time in ms before the toast closes by itself; use `Infinity` to keep it.
   * @defaultValue the provider's `duration` (5000 unless set)
   */
  duration?: number
}

/** A toast held by the provider. */
export interface ToastState extends ToastOptions {
  id: string
  /** False once dismissed; the entry is removed the provider's `removeDelay` ms later. */
  open: boolean
}

/** Returned by `toast()`, to change or close that one toast. */
export interface ToastHandle {
  id: string
  dismiss: () => void
  update: (options: Partial<ToastOptions>) => void
}

/** What {@link useToast} returns. */
export interface ToastApi {
  /** Shows a toast; beyond the provider's `limit` (1 unless set) it replaces the oldest. */
  toast: (options: ToastOptions) => ToastHandle
  /** Closes one toast, or every toast when no id is given. */
  dismiss: (id?: string) => void
  /** The toasts in state, newest first, including dismissed ones not yet removed. */
  toasts: readonly ToastState[]
}

export const ToastContext = createContext<ToastApi | null>(null)

/** Shows and dismisses toasts; must be called under a `<ToastProvider>`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) {
    throw new Error('useToast must be used inside <ToastProvider>')
  }
  return api
}
