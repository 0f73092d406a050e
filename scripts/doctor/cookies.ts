/** One `Set-Cookie` header, as a browser reads it. */
export interface SetCookie {
  name: string
  value: string
  domain: string | null
  path: string | null
  httpOnly: boolean
  secure: boolean
  sameSite: 'strict' | 'lax' | 'none' | null
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributes] = header.split(';')
  const index = pair.indexOf('=')
  const cookie: SetCookie = {
    name: (index < 0 ? pair : pair.slice(0, index)).trim(),
    value: index < 0 ? '' : pair.slice(index + 1).trim(),
    domain: null,
    path: null,
    httpOnly: false,
    secure: false,
    sameSite: null,
  }
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=')
    const key = rawKey.trim().toLowerCase()
    const value = rest.join('=').trim()
    if (key === 'domain') cookie.domain = value.replace(/^\./, '').toLowerCase()
    else if (key === 'path') cookie.path = value
    else if (key === 'httponly') cookie.httpOnly = true
    else if (key === 'secure') cookie.secure = true
    else if (key === 'samesite') {
      const lower = value.toLowerCase()
      cookie.sameSite = lower === 'strict' || lower === 'lax' || lower === 'none' ? lower : null
    }
  }
  return cookie
}

const isIp = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':')

/** RFC 6265 domain-match: `host` equals `domain` or is a subdomain of it (never for an IP). */
export function domainMatches(host: string, domain: string): boolean {
  if (host === domain) return true
  return !isIp(host) && host.endsWith(`.${domain}`)
}

// Second-level labels under which a country's registrations sit (exemplo.co.mz), enough to tell
// sites apart without the whole public-suffix list.
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'gov', 'edu', 'ac', 'gv', 'or', 'ne'])

/** The registrable domain ("site") of a host, near enough for advice: `api.exemplo.co.mz` → `exemplo.co.mz`. */
export function siteOf(host: string): string {
  if (isIp(host) || !host.includes('.')) return host
  const labels = host.split('.')
  const take =
    labels.length >= 3 &&
    (labels.at(-1)?.length ?? 0) === 2 &&
    SECOND_LEVEL.has(labels.at(-2) ?? '')
      ? 3
      : 2
  return labels.slice(-take).join('.')
}

/**
 * What a browser keeps between calls to the API: only cookies it would accept from `apiHost`
 * (a `Domain` that does not cover the API's host is dropped, as browsers drop it).
 */
export class CookieJar {
  readonly #cookies = new Map<string, string>()

  constructor(private readonly apiHost: string) {}

  store(headers: Headers): SetCookie[] {
    const cookies = headers.getSetCookie().map(parseSetCookie)
    for (const cookie of cookies) {
      if (cookie.domain !== null && !domainMatches(this.apiHost, cookie.domain)) continue
      this.#cookies.set(cookie.name, cookie.value)
    }
    return cookies
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name)
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}
