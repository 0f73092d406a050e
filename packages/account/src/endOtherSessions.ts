import { type SanctumClient, toApiError } from '@conecta/session-machine'

/**
 * Whether a form can offer to end the person's other sessions with their new
 * password (`logout_other_devices`): where the backend has the browser-sessions
 * routes. `unknown` until it is known.
 */
export type EndOtherSessionsOffer = 'unknown' | 'offered' | 'absent'

/** The box's name, as the API's body field. */
export const END_OTHER_SESSIONS_FIELD = 'logout_other_devices'

/** Read from a form holding the box: `true` only when it was offered and ticked. */
export function readEndOtherSessions(data: FormData): boolean {
  return data.get(END_OTHER_SESSIONS_FIELD) === 'on'
}

/** The browser-sessions routes of the backend contract (a person's sessions, listed and ended). */
export const BROWSER_SESSIONS_PATH = '/api/user/sessions'

/**
 * Whether the backend has the browser-sessions routes, asked by someone who
 * may not be signed in (a password reset): `GET /api/user/sessions` is answered
 * 401 without a session where the route exists (Laravel's `auth` runs once a
 * route matched) and 404 where it does not. A 200 (someone is signed in here)
 * says the same as a 401. `null` when the answer says neither (no connection,
 * a server error): the box would then promise what may not happen.
 */
export async function probeBrowserSessions(
  client: Pick<SanctumClient, 'get'>,
  signal?: AbortSignal,
): Promise<boolean | null> {
  try {
    // The 401 is the answer asked for, not a session that ended.
    await client.get(BROWSER_SESSIONS_PATH, { signal, reportUnauthenticated: false })
    return true
  } catch (error) {
    const { status } = toApiError(error)
    if (status === 401) return true
    if (status === 404) return false
    return null
  }
}
