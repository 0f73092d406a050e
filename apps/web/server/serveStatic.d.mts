export interface StaticServer {
  /** `http://127.0.0.1:<port>/` */
  url: string
  /** `http://127.0.0.1:<port>`, for joining with a path */
  origin: string
  port: number
  close(): Promise<void>
}

/** One response, as the server counts it. */
export interface ServedRequest {
  /** The requested pathname. */
  url: string
  /** Bytes of body sent (compressed when gzipped); 0 for HEAD. */
  bytes: number
  status: number
}

/** Which file answers a path when none has its name. */
export interface ServingRule {
  /**
   * The page, relative to the directory, that answers with status 200 when
   * neither a file nor a directory's index.html does (`'app-shell.html'` for
   * the app). Without it those requests get 404.
   */
  fallback?: string
  /**
   * Folders, relative and ending in `/` (`'assets/'`), where a missing file is
   * a 404, never the fallback page.
   */
  noFallbackUnder?: readonly string[]
  /** Files, relative (`'_headers'`), answered 404 though they exist: a host's own. */
  hidden?: readonly string[]
}

export interface ServeStaticOptions extends ServingRule {
  /** @defaultValue `'127.0.0.1'` */
  host?: string
  /** @defaultValue `0`, a free port */
  port?: number
  /** Gzip text for clients that accept it, like a real host. @defaultValue `false` */
  gzip?: boolean
  /** Brotli (quality {@link BROTLI_QUALITY}) for clients that accept it, preferred over gzip. @defaultValue `false` */
  brotli?: boolean
  /**
   * Extra response headers for a requested pathname, added last (they win
   * over the server's own): a host's header rules, such as the app's `_headers`.
   */
  headers?: (pathname: string) => Record<string, string> | Promise<Record<string, string>>
  /**
   * A host's cache policy (hashed `assets/` immutable for a year, the rest
   * `no-cache`) and `nosniff`, instead of `no-store`. @defaultValue `false`
   */
  cacheHeaders?: boolean
  /** Called for every file sent. */
  onServed?: (request: ServedRequest) => void
}

/** Serves `directory` until `close()`: a file, else a directory's index.html, else `fallback`. */
export function serveStatic(directory: string, options?: ServeStaticOptions): Promise<StaticServer>

/** The brotli quality the server compresses with. */
export const BROTLI_QUALITY: number

/** Level 6 is zlib's default and what `gzip`, Express and most hosts use. */
export const GZIP_LEVEL: number

/** The gzip size in bytes at the level the server uses. */
export function gzipSize(content: Buffer | string): number

/**
 * The file that answers `pathname` in `root` (absolute): the file itself,
 * else the directory's index.html, else the rule's `fallback` outside its
 * `noFallbackUnder` folders; null when nothing does or the file is `hidden`.
 */
export function resolveFile(
  root: string,
  pathname: string,
  rule?: ServingRule,
): Promise<string | null>
