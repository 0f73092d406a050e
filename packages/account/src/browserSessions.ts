import { type SanctumClient, toApiError } from '@conecta/session-machine'
import { BROWSER_SESSIONS_PATH } from './endOtherSessions.js'

/** One browser where the account is open, as the backend's list describes it. */
export interface BrowserSession {
  /** An opaque identifier (a hash), never the session id itself. */
  id: string
  ip_address: string | null
  user_agent: string | null
  is_current_device: boolean
  /** ISO 8601. */
  last_active_at: string
}

/** The calls of the browser-sessions list (`GET`/`DELETE /api/user/sessions`). */
export interface BrowserSessionsCalls {
  /**
   * The person's live sessions, or `'unavailable'` when the backend has no such
   * route (a Breeze-only Laravel answers 404): then nothing is shown.
   */
  list: (signal?: AbortSignal) => Promise<BrowserSession[] | 'unavailable'>
  /** Ends one session of the person's, on another browser (404 when it had already ended). */
  end: (id: string) => Promise<void>
  /** Ends every session of the person's but this browser's. */
  endOthers: () => Promise<void>
}

export function createBrowserSessionsCalls(
  client: Pick<SanctumClient, 'get' | 'delete'>,
): BrowserSessionsCalls {
  return {
    async list(signal) {
      let body: { data?: unknown }
      try {
        body = await client.get<{ data?: unknown }>(BROWSER_SESSIONS_PATH, { signal })
      } catch (error) {
        if (toApiError(error).status === 404) return 'unavailable'
        throw error
      }
      const data = body?.data
      if (!Array.isArray(data) || !data.every(isBrowserSession)) {
        throw new TypeError('Unexpected browser sessions response')
      }
      return data
    },
    async end(id) {
      await client.delete(`${BROWSER_SESSIONS_PATH}/${encodeURIComponent(id)}`)
    },
    async endOthers() {
      await client.delete(BROWSER_SESSIONS_PATH)
    },
  }
}

function isBrowserSession(value: unknown): value is BrowserSession {
  if (typeof value !== 'object' || value === null) return false
  const session = value as Record<string, unknown>
  return (
    typeof session.id === 'string' &&
    typeof session.is_current_device === 'boolean' &&
    typeof session.last_active_at === 'string' &&
    (session.ip_address === null || typeof session.ip_address === 'string') &&
    (session.user_agent === null || typeof session.user_agent === 'string')
  )
}
