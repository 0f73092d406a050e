import type { BrowserSession } from '@conecta/contract'
import { toApiError } from '@conecta/session-machine'
import { apiClient } from '../../api/apiClient'
import { markMissing } from '../../api/backendFeatures'
import { BROWSER_SESSIONS_PATH } from '../../api/browserSessionsRoute'

export type { BrowserSession }

/**
 * The person's live sessions, or `'unavailable'` when the backend has no such
 * route (a Breeze-only Laravel answers 404): then nothing is shown, and the
 * app does not ask again while the page lives.
 */
export async function fetchBrowserSessions(
  signal?: AbortSignal,
): Promise<BrowserSession[] | 'unavailable'> {
  let body: { data?: unknown }
  try {
    body = await apiClient.get<{ data?: unknown }>(BROWSER_SESSIONS_PATH, { signal })
  } catch (error) {
    if (toApiError(error).status === 404) {
      markMissing('browserSessions')
      return 'unavailable'
    }
    throw error
  }
  const data = body?.data
  if (!Array.isArray(data) || !data.every(isBrowserSession)) {
    throw new TypeError('Unexpected browser sessions response')
  }
  return data
}

/** Ends one session of the person's, on another browser (204; 404 when it had already ended). */
export async function endBrowserSession(id: string): Promise<void> {
  await apiClient.delete(`${BROWSER_SESSIONS_PATH}/${encodeURIComponent(id)}`)
}

/** Ends every session of the person's but this browser's (204). */
export async function endOtherBrowserSessions(): Promise<void> {
  await apiClient.delete(BROWSER_SESSIONS_PATH)
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
