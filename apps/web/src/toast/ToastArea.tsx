import { type ToastHandle, ToastProvider, useToast } from '@conecta/ui'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import {
  type AppToast,
  subscribeToDismissals,
  subscribeToToasts,
  takePendingToasts,
} from './toastBus'

/** The app's one toast area (docs/product.md#dialogs-and-toasts: one toast at a time), fed by the toast bus. */
export function ToastArea() {
  return (
    <ToastProvider>
      <ToastBridge />
    </ToastProvider>
  )
}

function ToastBridge() {
  const { toast } = useToast()
  const navigate = useNavigate()
  const shown = useRef<{ handle: ToastHandle; holdsUntil: AppToast['holdsUntil'] }[]>([])

  useEffect(() => {
    function drain() {
      for (const { action, holdsUntil, ...options } of takePendingToasts()) {
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
  }, [toast, navigate])

  return null
}
