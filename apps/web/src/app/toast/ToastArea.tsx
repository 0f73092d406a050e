import { ToastProvider, useToast } from '@conecta/ui'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { subscribeToToasts, takePendingToasts } from './toastBus'

/** The app's one toast area (spec §2: one toast at a time), fed by the toast bus. */
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

  useEffect(() => {
    function drain() {
      for (const { action, ...options } of takePendingToasts()) {
        toast({
          ...options,
          action:
            action === undefined
              ? undefined
              : 'to' in action
                ? { label: action.label, onClick: () => navigate(action.to) }
                : action,
        })
      }
    }
    drain()
    return subscribeToToasts(drain)
  }, [toast, navigate])

  return null
}
