/** A `Storage` held in a Map, for code that takes its storage injected. */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key)
    },
    setItem: (key, value) => {
      items.set(key, value)
    },
  }
}

/**
 * A `Storage` whose every call throws `error`, as a blocked (Safari private mode,
 * disabled cookies: SecurityError) or full (QuotaExceededError) one does.
 */
export function createThrowingStorage(error: DOMException): Storage {
  const fail = () => {
    throw error
  }
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail }
}
