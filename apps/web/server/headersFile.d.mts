/** One rule of a `_headers` file: a path pattern and the headers it adds. */
export interface HeaderRule {
  path: string
  headers: ReadonlyArray<readonly [name: string, value: string]>
}

/** Reads the `_headers` format; throws on a header line before any path. */
export function parseHeaders(text: string): HeaderRule[]

/** Exact, or a prefix ending in `*`. */
export function pathMatches(pattern: string, pathname: string): boolean

/** The headers every matching rule adds, later rules winning. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string>

/** Headers for a path from `directory/_headers`, reread when it changes. */
export function headersFileOf(
  directory: string,
): (pathname: string) => Promise<Record<string, string>>
