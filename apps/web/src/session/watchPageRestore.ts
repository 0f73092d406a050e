/**
 * Calls `onRestored` each time the browser brings this page back from its
 * back/forward cache (`pageshow` with `persisted`): the back button after the
 * person went to another site, the page as it was left, its scripts frozen
 * meanwhile. Whoever it showed may have signed out since, or had their session
 * ended from another phone; main.tsx sends the session `session.restored`,
 * which shows nobody until the server has answered (docs/product.md#back-button).
 *
 * `pageshow` comes before the restored page's first frame (measured in
 * Chromium, e2e/bfcache.e2e.test.ts), and React renders a change of the
 * session in a microtask, so that frame already shows nobody. Returns the
 * unsubscribe.
 */
export function watchPageRestore(
  onRestored: () => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const listener = (event: PageTransitionEvent) => {
    if (event.persisted) onRestored()
  }
  target.addEventListener('pageshow', listener)
  return () => target.removeEventListener('pageshow', listener)
}
