/** What a route tells the app shell besides its component. */
export interface RouteHandle {
  /** The page's own part of the document title, e.g. 'Entrar'. */
  title?: string
  /**
   * The page module, as Vite's manifest names it ('src/features/auth/LoginPage.tsx'):
   * the pre-rendering links its script and styles into the page's HTML.
   */
  module?: string
  /** Where a visitor most likely goes next: prefetched when the browser is idle. */
  likelyNext?: readonly string[]
  /**
   * A signed-in page that can show something of its own while the server
   * cannot be asked (offline), for the person the phone remembers; the
   * signed-in layout then renders it instead of waiting for the session.
   */
  opensOffline?: boolean
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null
}

/** The deepest matched route's title, if any. */
export function titleOfMatches(matches: readonly { handle?: unknown }[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle
    if (isRouteHandle(handle) && handle.title !== undefined) return handle.title
  }
  return undefined
}

/** Every page module the matched routes load, outermost first. */
export function modulesOfMatches(matches: readonly { handle?: unknown }[]): string[] {
  return matches.flatMap(({ handle }) =>
    isRouteHandle(handle) && handle.module !== undefined ? [handle.module] : [],
  )
}

/** The deepest matched route's likely next paths, if any. */
export function likelyNextOfMatches(matches: readonly { handle?: unknown }[]): readonly string[] {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle
    if (isRouteHandle(handle) && handle.likelyNext !== undefined) return handle.likelyNext
  }
  return []
}

/** 'Entrar · Conecta', or the product name alone. */
export function documentTitle(title: string | undefined, productName: string): string {
  return title === undefined ? productName : `${title} · ${productName}`
}
