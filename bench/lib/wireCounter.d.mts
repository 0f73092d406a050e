export interface WireBytes {
  /** Sent to the browser. */
  down: number
  /** Sent by the browser. */
  up: number
}

export interface WireCounter {
  url: string
  port: number
  bytes(): WireBytes
  close(): Promise<void>
}

export function startWireCounter(options: {
  host?: string
  port?: number
  target: { host?: string; port: number }
}): Promise<WireCounter>
