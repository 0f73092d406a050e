/**
 * Stands in for the browser's cookie store: handlers set what a real API's
 * Set-Cookie would, and the client reads it through `readCookie`.
 */
export function createCookieJar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial))
  return {
    set: (name: string, value: string) => {
      cookies.set(name, value)
    },
    delete: (name: string) => {
      cookies.delete(name)
    },
    read: (name: string): string | undefined => cookies.get(name),
  }
}

export type CookieJar = ReturnType<typeof createCookieJar>
