import { toApiError } from '@conecta/session-machine'
import { apiClient } from './apiClient'
import { isKnownMissing, markMissing } from './backendFeatures'

/** Our browser-sessions routes (docs/api-contract.md#browser-sessions). */
export const BROWSER_SESSIONS_PATH = '/api/user/sessions'

/**
 * Whether this backend has the browser-sessions routes, asked by someone who
 * may not be signed in (the password reset): `GET /api/user/sessions` is
 * answered 401 without a session where the route exists (Laravel's `auth`
 * runs once a route matched) and 404 where it does not, which is then
 * remembered as for a signed-in person's list (api/backendFeatures). A 200
 * (someone is signed in here) says the same as a 401. `null` when the answer
 * says neither (no connection, a server error).
 */
export async function hasBrowserSessions(signal?: AbortSignal): Promise<boolean | null> {
  if (isKnownMissing('browserSessions')) return false
  try {
    // The 401 is the answer asked for, not a session that ended.
    await apiClient.get(BROWSER_SESSIONS_PATH, { signal, reportUnauthenticated: false })
    return true
  } catch (error) {
    const { status } = toApiError(error)
    if (status === 401) return true
    if (status === 404) {
      markMissing('browserSessions')
      return false
    }
    return null
  }
}
