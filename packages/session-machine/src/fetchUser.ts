import { ApiError } from './ApiError.js'
import type { CurrentUser } from './CurrentUser.js'
import { DEFAULT_ENDPOINTS, type SanctumClient } from './createSanctumClient.js'
import { toCurrentUser } from './toCurrentUser.js'

export const USER_PATH = DEFAULT_ENDPOINTS.user

/**
 * `GET /api/user`, mapped per docs/product.md#current-user-and-subscription. Rejects with an {@link ApiError}: the
 * server's own (401, 409, …) or kind 'invalid-response' when a 2xx body holds
 * no usable user.
 */
export async function fetchUser(
  client: SanctumClient,
  options: { signal?: AbortSignal } = {},
): Promise<CurrentUser> {
  // Its 401 is the machine's own answer, not news of an expiry elsewhere.
  const body = await client.get<unknown>(client.endpoints.user, {
    signal: options.signal,
    reportUnauthenticated: false,
  })
  const current = toCurrentUser(body)
  if (current === null) {
    throw new ApiError({
      kind: 'invalid-response',
      status: 200,
      url: `${client.baseURL.replace(/\/+$/, '')}${client.endpoints.user}`,
    })
  }
  return current
}
