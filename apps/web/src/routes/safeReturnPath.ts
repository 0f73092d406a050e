/**
 * The in-app address a `returnUrl` points to, or `null` when it must not be
 * followed: anything that resolves to another origin (`https://evil.example`,
 * protocol-relative `//evil.example`, `/\evil.example`), or another scheme
 * (`javascript:`, `data:`). Following those would make /login an open redirect.
 */
export function safeReturnPath(
  returnUrl: string | null | undefined,
  origin: string,
): string | null {
  if (returnUrl == null) return null
  const text = returnUrl.trim()
  if (text === '') return null
  let url: URL
  try {
    url = new URL(text, origin)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return `${url.pathname}${url.search}${url.hash}`
}
