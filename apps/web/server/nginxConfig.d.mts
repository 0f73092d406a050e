import type { HeaderRule } from './headersFile.mjs'

/** The include file's name in the README's configuration. */
export const HEADERS_INCLUDE: string

/** `add_header … always;` lines for the `/*` rule of `_headers`. */
export function nginxHeadersInclude(rules: readonly HeaderRule[]): string

/** The locations of the README's nginx configuration, from `_headers`. */
export function nginxLocations(rules: readonly HeaderRule[]): string

/**
 * Same-origin mode: a `location <prefix>/` that proxies to the API's own
 * address with the prefix stripped. Throws on a prefix or an upstream nginx
 * would misread.
 */
export function nginxApiLocation(options: { prefix: string; upstream: string }): string
