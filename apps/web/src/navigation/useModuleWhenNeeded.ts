import { useEffect, useState } from 'react'

/**
 * What `load` resolves to, fetched the first time `needed` is true, so code
 * that only some moments need stays off every page's first load
 * (docs/architecture.md#performance). `null` until it has arrived: the caller
 * keeps showing what it showed, mounted, meanwhile. A failed fetch is logged
 * and tried again the next time `needed` becomes true.
 *
 * @param load a function defined once (module level): the effect follows it
 */
export function useModuleWhenNeeded<T>(
  needed: boolean,
  load: () => Promise<T>,
  what: string,
): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null)
  useEffect(() => {
    if (!needed || loaded !== null) return
    let current = true
    load().then(
      (value) => {
        if (current) setLoaded({ value })
      },
      (error: unknown) => {
        console.error(`${what} could not be loaded`, error)
      },
    )
    return () => {
      current = false
    }
  }, [needed, loaded, load, what])
  return loaded === null ? null : loaded.value
}
