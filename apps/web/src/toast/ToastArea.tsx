import { type ToastHandle, ToastProvider, type ToastProviderProps, useToast } from '@conecta/ui'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { usePageToastSlot } from './pageToastSlotStore'
import {
  type AppToast,
  pendingToasts,
  subscribeToDismissals,
  subscribeToToasts,
  takePendingToasts,
} from './toastBus'

/**
 * The product's toast rules (docs/product.md#constants), passed whole rather
 * than left to the kit's defaults, which may change with the kit.
 */
export const TOAST_SETTINGS = {
  limit: 1,
  duration: 5000,
  removeDelay: 1_000_000,
  swipeThreshold: 50,
  hotkey: ['F8'],
} as const satisfies Omit<ToastProviderProps, 'children'>

/** The app's one toast area (docs/product.md#dialogs-and-toasts: one toast at a time), fed by the toast bus. */
export function ToastArea() {
  const slot = usePageToastSlot()
  // One toast at a time, so one place: the newest toast's. The area mounts for
  // a waiting toast (ToastHost), so its first place is already that toast's.
  const [inPage, setInPage] = useState(() => {
    const waiting = pendingToasts()
    return waiting[waiting.length - 1]?.placement === 'page'
  })
  return (
    <ToastProvider {...TOAST_SETTINGS} container={inPage ? slot : null}>
      <ToastBridge onPlacement={setInPage} />
    </ToastProvider>
  )
}

function ToastBridge({ onPlacement }: { onPlacement: (inPage: boolean) => void }) {
  const { toast } = useToast()
  const navigate = useNavigate()
  const shown = useRef<{ handle: ToastHandle; holdsUntil: AppToast['holdsUntil'] }[]>([])

  useEffect(() => {
    function drain() {
      for (const { action, holdsUntil, placement, ...options } of takePendingToasts()) {
        onPlacement(placement === 'page')
        const handle = toast({
          ...options,
          action:
            action === undefined
              ? undefined
              : 'to' in action
                ? { label: action.label, onClick: () => navigate(action.to) }
                : action,
        })
        shown.current = [...shown.current.slice(-9), { handle, holdsUntil }]
      }
    }
    drain()
    const stopDismissals = subscribeToDismissals((condition) => {
      for (const entry of shown.current) {
        if (entry.holdsUntil === condition) entry.handle.dismiss()
      }
      shown.current = shown.current.filter((entry) => entry.holdsUntil !== condition)
    })
    const stopToasts = subscribeToToasts(drain)
    return () => {
      stopToasts()
      stopDismissals()
    }
  }, [toast, navigate, onPlacement])

  return null
}
