/** The parts of the Network Information API the app reads (Chromium has it; Firefox and Safari do not). */
export interface ConnectionLike {
  saveData?: boolean
  effectiveType?: string
}

/** navigator.connection, where the browser has it. */
export function currentConnection(): ConnectionLike | undefined {
  if (typeof navigator === 'undefined') return undefined
  return (navigator as Navigator & { connection?: ConnectionLike }).connection
}

/**
 * True when nothing should be fetched ahead of need: the person turned on
 * data saving, or the connection is 2G or slower (`2g`, `slow-2g`). A browser
 * that does not say is treated as not saving (docs/architecture.md#performance).
 * sw.template.js applies the same rule to the worker's own navigator.
 */
export function savesData(connection: ConnectionLike | undefined = currentConnection()): boolean {
  if (connection === undefined) return false
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '')
}
