/** On `#root` of a pre-rendered page: the path whose HTML it holds. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path'

/** On `<html>` while a page's HTML belongs to another path (a server's fallback). */
export const FALLBACK_ATTRIBUTE = 'data-fallback'

/** '/login/' and '/login' are the same page; '/' stays '/'. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/**
 * True when the HTML in `#root` was pre-rendered for the path now in the
 * address bar, so React may hydrate it. A static server that answers
 * /profile or /password-reset/abc with index.html (the landing page) makes
 * this false: then the app renders from scratch instead of hydrating.
 */
export function canHydrate(prerenderedPath: string | null, pathname: string): boolean {
  return (
    prerenderedPath !== null && normalizePathname(prerenderedPath) === normalizePathname(pathname)
  )
}
