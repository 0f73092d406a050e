import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/** The element that receives focus after a navigation: each page's `<h1>`. */
export const PAGE_HEADING_SELECTOR = 'h1'

/**
 * After a client-side navigation, focus moves to the new page's heading so
 * screen-reader and keyboard users start at the top of the new content
 * instead of on a link that no longer exists. The first load keeps the
 * browser's own behaviour.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation()
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    // A frame later: lazy pages and redirects have rendered their heading by then.
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector<HTMLElement>(PAGE_HEADING_SELECTOR)
      if (heading === null || heading.contains(document.activeElement)) return
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname])
}
