export interface StaticServer {
  /** `http://127.0.0.1:<port>/` */
  url: string
  port: number
  close(): Promise<void>
}
/** Serves `directory` on 127.0.0.1 (a free port unless given) until `close()`. */
export function serveStatic(
  directory: string,
  options?: { host?: string; port?: number },
): Promise<StaticServer>
