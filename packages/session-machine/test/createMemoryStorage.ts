import type { StorageLike } from '../src/createUserStorage.js'

/** A localStorage stand-in for node, with the raw values open to inspection. */
export function createMemoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  const storage: StorageLike = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value))
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
  return { storage, values }
}
