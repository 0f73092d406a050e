import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import './useFocusOnNavigation.css'

/**
 * The element that receives focus after a navigation: the `<h1>` of the page's
 * `<main>` (every page has one, layouts and status pages alike). Not the
 * document's first `<h1>`: the document may hold others before the app's, such
 * as Storybook's hidden "No Preview" or the heading of a site that embeds it.
 */
export const PAGE_HEADING_SELECTOR = 'main h1'

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
