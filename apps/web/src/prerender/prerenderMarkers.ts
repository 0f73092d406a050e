/** On `#root` of a pre-rendered page: the path whose HTML it holds. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path'

/** On the fallback guard's inline script: the path the page was rendered for. */
export const PRERENDERED_FOR_ATTRIBUTE = 'data-prerendered-for'

/** On `<html>` when a script or preload failed to load before the app started. */
export const LOAD_FAILED_ATTRIBUTE = 'data-load-failed'

/** On `<html>` while a page's HTML belongs to another path (a server's fallback). */
export const FALLBACK_ATTRIBUTE = 'data-fallback'

/**
 * On `<html>` of a pre-rendered page, set before its first paint, when this
 * browser keeps a signed-in user: what a page shows only while someone is
 * signed in (the "sessão iniciada" notice, the header's "Perfil") is there
 * from the start instead of moving the page when the app learns it
 * (session/likelySession.css.ts, docs/product.md#someone-else-signed-in).
 */
export const STORED_SESSION_ATTRIBUTE = 'data-stored-session'

/** On `<html>` once React owns the page: from then on forms submit through the app. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/** On a `<form>` submitted before the app could handle it; the app submits it again. */
export const PENDING_SUBMIT_ATTRIBUTE = 'data-pending-submit'

/**
 * Submits again, through the app, every form the pre-hydration guard held
 * back, and lets later submits through: what the person typed and pressed
 * while the script was still on its way is not lost. The form is read as it
 * is then: its fields are its own (uncontrolled), and hydration leaves what
 * they hold alone.
 */
export function releaseHeldSubmits(doc: Document): void {
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  for (const form of doc.querySelectorAll<HTMLFormElement>(`form[${PENDING_SUBMIT_ATTRIBUTE}]`)) {
    form.removeAttribute(PENDING_SUBMIT_ATTRIBUTE)
    form.requestSubmit()
  }
}

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
