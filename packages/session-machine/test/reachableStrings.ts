/**
 * Every string reachable from `value` through own properties, getters,
 * non-enumerable ones and Headers included: what any logger or error
 * reporter could end up serialising.
 */
export function reachableStrings(value: unknown, depth = 8, seen = new Set<object>()): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null || depth === 0 || seen.has(value)) return []
  seen.add(value)
  const found: string[] = []
  if (value instanceof Headers) {
    for (const [name, header] of value) found.push(name, header)
    return found
  }
  for (const key of Object.getOwnPropertyNames(value)) {
    let child: unknown
    try {
      child = (value as Record<string, unknown>)[key]
    } catch {
      continue
    }
    found.push(...reachableStrings(child, depth - 1, seen))
  }
  return found
}
