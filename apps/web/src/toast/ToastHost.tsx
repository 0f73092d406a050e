import { lazy, Suspense, useEffect, useState } from 'react'
import { pendingToasts, subscribeToToasts } from './toastBus'

const ToastArea = lazy(() =>
  import('./ToastArea').then((module) => ({ default: module.ToastArea })),
)

/**
 * Mounts the toast area (and downloads Radix Toast) once a toast has been
 * asked for, then keeps it. The check runs in an effect, so never during
 * hydration: the pre-rendered HTML has no toast area.
 */
export function ToastHost() {
  const [mounted, setMounted] = useState(false)

  useEffect(() => {
    if (mounted) return
    const mountWhenRequested = () => {
      if (pendingToasts().length > 0) setMounted(true)
    }
    mountWhenRequested()
    return subscribeToToasts(mountWhenRequested)
  }, [mounted])

  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  )
}
