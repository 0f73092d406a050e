import { probeBrowserSessions } from '@conecta/account'
import { apiClient } from './apiClient'
import { isKnownMissing, markMissing } from './backendFeatures'

export { BROWSER_SESSIONS_PATH } from '@conecta/account'

/**
 * Whether this backend has the browser-sessions routes, asked by someone who
 * may not be signed in (the password reset; @conecta/account's
 * `probeBrowserSessions`): a 404 is remembered as for a signed-in person's
 * list (api/backendFeatures), so it is asked once while the page lives.
 * `null` when the answer says neither (no connection, a server error).
 */
export async function hasBrowserSessions(signal?: AbortSignal): Promise<boolean | null> {
  if (isKnownMissing('browserSessions')) return false
  const has = await probeBrowserSessions(apiClient, signal)
  if (has === false) markMissing('browserSessions')
  return has
}
