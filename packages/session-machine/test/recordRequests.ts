import type { SetupServer } from 'msw/node'

export interface RecordedRequest {
  method: string
  path: string
  headers: Headers
  credentials: RequestCredentials
}

/**
 * Every request the server sees, in order, as the network sees it: the list
 * of what the client really sent, whichever handler answered.
 */
export function recordRequests(server: SetupServer): RecordedRequest[] {
  const recorded: RecordedRequest[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    recorded.push({
      method: request.method,
      path: url.pathname + url.search,
      headers: new Headers(request.headers),
      credentials: request.credentials,
    })
  })
  return recorded
}
