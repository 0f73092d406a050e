/** The demo API that `npm start` runs (packages/mocks); used when VITE_API_URL is unset. */
export const DEMO_API_URL = 'http://127.0.0.1:8000'

/** Laravel's default APP_NAME for this product; the session cookie is `conecta_session`. */
export const DEFAULT_PRODUCT_NAME = 'Conecta'

const PRODUCT_NAME_MAX_LENGTH = 60

export interface AppEnv {
  /**
   * The API's address without a trailing slash: an origin such as
   * `https://api.conecta.co.mz`, possibly with a prefix, or a path alone such
   * as `/backend` when the app's own host proxies the API (same-origin mode).
   */
  apiUrl: string
  /** Shown in titles and the header; the session cookie name derives from it. */
  productName: string
  /** True when VITE_API_URL was unset and the demo API is used. */
  usesDemoApi: boolean
}

export type EnvValidation = { ok: true; env: AppEnv } | { ok: false; errors: string[] }

export interface RawEnv {
  VITE_API_URL?: string | undefined
  VITE_PRODUCT_NAME?: string | undefined
}

/**
 * Checks the two build-time settings. Runs twice with the same rules: in
 * vite.config.ts, so a bad value fails the build with a readable message, and
 * in the browser bundle, where the values are read.
 */
export function validateEnv(raw: RawEnv): EnvValidation {
  const errors: string[] = []
  const apiUrl = validateApiUrl(raw.VITE_API_URL, errors)
  const productName = validateProductName(raw.VITE_PRODUCT_NAME, errors)
  if (errors.length > 0 || apiUrl === null || productName === null) return { ok: false, errors }
  return {
    ok: true,
    env: { apiUrl, productName, usesDemoApi: isUnset(raw.VITE_API_URL) },
  }
}

function isUnset(value: string | undefined): value is undefined | '' {
  return value === undefined || value.trim() === ''
}

/**
 * The API's address, without a trailing slash. Sanctum's routes
 * (/sanctum/csrf-cookie, /login, /api/user…) are joined to it, so it may end
 * in a prefix: `https://api.example.co.mz`, `https://example.co.mz/backend`,
 * or a path alone, `/backend`, for same-origin mode (the app's own host
 * proxies the prefix to the API; apps/web/README.md, "Same-origin mode").
 */
function validateApiUrl(value: string | undefined, errors: string[]): string | null {
  if (isUnset(value)) return DEMO_API_URL
  const text = value.trim()
  if (text.startsWith('/') && !text.startsWith('//')) return validateSameOriginPrefix(text, errors)
  let url: URL
  try {
    url = new URL(text)
  } catch {
    errors.push(
      `VITE_API_URL must be an absolute http(s) address such as https://api.example.co.mz, or a path such as /backend for an API proxied under the app's own host; got ${JSON.stringify(text)}.`,
    )
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    errors.push(`VITE_API_URL must use http: or https:; got ${JSON.stringify(url.protocol)}.`)
    return null
  }
  if (url.username !== '' || url.password !== '') {
    // A credential in a URL baked into public JavaScript is a leaked secret.
    errors.push('VITE_API_URL must not contain a user name or password.')
    return null
  }
  if (url.search !== '' || url.hash !== '' || text.includes('?') || text.includes('#')) {
    errors.push(
      `VITE_API_URL must be the API's address without a query or fragment; got ${JSON.stringify(text)}. Did you mean ${JSON.stringify(`${url.origin}${withoutTrailingSlash(url.pathname)}`)}?`,
    )
    return null
  }
  return `${url.origin}${withoutTrailingSlash(url.pathname)}`
}

function withoutTrailingSlash(path: string): string {
  return path.replace(/\/+$/, '')
}

/** Same-origin mode: `/backend`, one or more plain segments, never the root. */
function validateSameOriginPrefix(text: string, errors: string[]): string | null {
  const prefix = withoutTrailingSlash(text)
  // The app's own routes (/login, /register…) share their names with the API's,
  // so the API can only live on the app's host under a prefix of its own.
  if (prefix === '') {
    errors.push(
      'VITE_API_URL=/ would put the API on the same paths as the app (/login is both a page and an API route); proxy the API under a prefix such as /backend and set VITE_API_URL=/backend.',
    )
    return null
  }
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(prefix) || /\/\.{1,2}(\/|$)/.test(prefix)) {
    errors.push(
      `VITE_API_URL as a path must be plain segments such as /backend, without a query, fragment, dot segments or spaces; got ${JSON.stringify(text)}.`,
    )
    return null
  }
  return prefix
}

function validateProductName(value: string | undefined, errors: string[]): string | null {
  if (isUnset(value)) return DEFAULT_PRODUCT_NAME
  const name = value.trim()
  if (name.length > PRODUCT_NAME_MAX_LENGTH) {
    errors.push(
      `VITE_PRODUCT_NAME must be at most ${PRODUCT_NAME_MAX_LENGTH} characters; got ${name.length}.`,
    )
    return null
  }
  // Laravel slugs APP_NAME into the session cookie name; a name with no letter
  // or digit would give the cookie name '_session', which matches no backend.
  const ascii = name.normalize('NFKD').replace(/\p{M}+/gu, '')
  if (!/[\p{L}\p{N}]/u.test(ascii)) {
    errors.push(
      `VITE_PRODUCT_NAME must contain at least one letter or digit (the session cookie name is derived from it); got ${JSON.stringify(name)}.`,
    )
    return null
  }
  if (/[<>]/.test(name)) {
    errors.push(`VITE_PRODUCT_NAME must not contain '<' or '>'; got ${JSON.stringify(name)}.`)
    return null
  }
  return name
}

/** For the config: throws one error listing every problem. */
export function assertValidEnv(raw: RawEnv): AppEnv {
  const result = validateEnv(raw)
  if (!result.ok) {
    throw new Error(
      `Invalid build configuration:\n${result.errors.map((e) => `  - ${e}`).join('\n')}`,
    )
  }
  return result.env
}
