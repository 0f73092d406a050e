import { paths } from './paths'

/**
 * Where to go after logging in: the in-app address a `returnUrl` points to,
 * or /profile when it must not be followed. The value is resolved against the
 * app's origin as a browser would, and only a same-origin http(s) result whose
 * path does not start with `//` or `/\` once normalised is kept: anything else
 * (`https://evil.example`, `//evil.example`, `/.//evil.example`,
 * `/%2e//evil.example`, `javascript:`) would be an open redirect, or an
 * address the router refuses as external. An address under `apiUrl` on this
 * origin (same-origin mode's `/backend/…`) is the API, not a page: refused
 * too. Never throws.
 */
export function safeReturnPath(
  returnUrl: string | null | undefined,
  origin: string,
  apiUrl?: string,
): string {
  if (returnUrl == null || returnUrl.trim() === '') return paths.profile
  let url: URL
  try {
    url = new URL(returnUrl.trim(), origin)
  } catch {
    return paths.profile
  }
  if (url.origin !== origin) return paths.profile
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return paths.profile
  if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return paths.profile
  if (apiUrl !== undefined && isUnder(url, new URL(apiUrl, origin))) return paths.profile
  return `${url.pathname}${url.search}${url.hash}`
}

function isUnder(url: URL, base: URL): boolean {
  if (url.origin !== base.origin) return false
  const prefix = base.pathname.replace(/\/+$/, '')
  if (prefix === '') return false
  return url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)
}
