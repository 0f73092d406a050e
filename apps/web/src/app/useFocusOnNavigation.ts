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

/** How long after a navigation a late heading may still take the focus. */
export const LATE_HEADING_WINDOW_MS = 10_000

/**
 * After a client-side navigation, focus moves to the new page's heading so
 * screen-reader and keyboard users start at the top of the new content
 * instead of on a link that no longer exists. The first load keeps the
 * browser's own behaviour.
 *
 * The heading may come late: a page waits for its chunk or for the session
 * (a spinner first), or replaces a heading it drew first (a redirect, the
 * profile after the sign-in). For {@link LATE_HEADING_WINDOW_MS}, until the
 * person does something (a tap, a key), whenever the focus is lost (on the
 * body, or still on what was tapped to navigate) and the page's heading is
 * there, the heading takes it. Focus the person or the page put elsewhere (a
 * field, a dialog) is left where it is.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation()
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const tapped = document.activeElement
    const focusLost = () => {
      const active = document.activeElement
      return active === null || active === document.body || active === tapped
    }
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>(PAGE_HEADING_SELECTOR)
      if (heading === null || !focusLost()) return
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
    }
    const observer = new MutationObserver(focusHeading)
    // A frame later: whatever rendered with the new address is on the page by then.
    const frame = requestAnimationFrame(() => {
      focusHeading()
      observer.observe(document.body, { childList: true, subtree: true })
    })
    const closing = setTimeout(() => stop(), LATE_HEADING_WINDOW_MS)
    const stop = () => {
      cancelAnimationFrame(frame)
      clearTimeout(closing)
      observer.disconnect()
      document.removeEventListener('pointerdown', stop, true)
      document.removeEventListener('keydown', stop, true)
    }
    // The person acts: from then on the focus is theirs.
    document.addEventListener('pointerdown', stop, true)
    document.addEventListener('keydown', stop, true)
    return stop
  }, [pathname])
}
