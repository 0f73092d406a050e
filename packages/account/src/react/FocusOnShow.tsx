'use client'

import { type ReactNode, useEffect, useRef } from 'react'

/**
 * Takes the focus when it appears: for what replaces the button the person tapped, which is gone
 * with what it acted on, so the focus does not fall back to the top of the page.
 */
export function FocusOnShow({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    // A focus target only (tabIndex -1): never in the tab order, and its content is read.
    <div ref={ref} tabIndex={-1}>
      {children}
    </div>
  )
}
