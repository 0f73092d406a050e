/**
 * Removes one item of a browser storage. Never throws: storage can be missing,
 * blocked (Safari private mode, disabled cookies throw on access) or broken,
 * and an unreachable storage holds nothing to remove.
 */
export function removeStoredItem(key: string, getStorage: () => Storage | null | undefined): void {
  try {
    getStorage()?.removeItem(key)
  } catch {
    // Nothing to do.
  }
}
