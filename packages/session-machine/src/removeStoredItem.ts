/**
 * Removes one item of a browser storage, unless it is `keepOwner`'s: an item
 * of ours that belongs to a person carries their user id as `userId` (the
 * payment attempt, the kept receipt), and the person still signed in keeps
 * theirs. Never throws: storage can be missing, blocked (Safari private mode,
 * disabled cookies throw on access) or broken, and an unreachable storage
 * holds nothing to remove.
 */
export function removeStoredItem(
  key: string,
  getStorage: () => Storage | null | undefined,
  keepOwner: string | null = null,
): void {
  try {
    const storage = getStorage()
    if (keepOwner !== null && ownerOf(storage?.getItem(key)) === keepOwner) return
    storage?.removeItem(key)
  } catch {
    // Nothing to do.
  }
}

/** The `userId` a stored item carries; `null` when it carries none or cannot be read. */
function ownerOf(raw: string | null | undefined): string | null {
  try {
    const { userId } = JSON.parse(raw ?? 'null') ?? {}
    return typeof userId === 'string' ? userId : null
  } catch {
    return null
  }
}
