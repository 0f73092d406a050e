import { http, type RequestHandler } from 'msw'
import type { MockSession, MockStore } from '../store/MockStore'
import type { Router } from './createRouter'
import { hmacHex } from './hmac'

/**
 * The opaque `id` of `GET /api/user/sessions`: an HMAC-SHA-256 of the session id under the store's
 * `appKey` (Laravel's APP_KEY), so the list never hands out a cookie value, nobody can derive an
 * id from a guessed session id without the key, and the same session keeps the same id. Web
 * Crypto, because the handlers run in the browser too.
 */
export const browserSessionId = (store: MockStore, session: MockSession): Promise<string> =>
  hmacHex(store.appKey, `browser-session:${session.id}`)

/** Ours, after Jetstream's "Browser Sessions": the list, ending one, ending the others. */
export function browserSessionHandlers({ url, route, store }: Router): RequestHandler[] {
  const feature = 'browserSessions' as const

  return [
    http.get(
      url('/api/user/sessions'),
      route({ auth: true, feature }, async (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        const data = await Promise.all(
          store.sessionsOf(user.id).map(async (session) => ({
            id: await browserSessionId(store, session),
            ip_address: session.ipAddress,
            user_agent: session.userAgent,
            last_active_at: new Date(session.lastActivityAt).toISOString(),
            is_current_device: session.id === conn.session.id,
          })),
        )
        return conn.respond({ data })
      }),
    ),

    http.delete(
      url('/api/user/sessions/:id'),
      route({ auth: true, confirmPassword: true, feature }, async (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        const wanted = String(conn.params.id)
        let found: MockSession | undefined
        for (const session of store.sessionsOf(user.id)) {
          if ((await browserSessionId(store, session)) === wanted) found = session
        }
        if (found === undefined) {
          return conn.respond({ message: 'Session not found.' }, { status: 404 })
        }
        if (found.id === conn.session.id) {
          return conn.validationError({
            id: ['The current session cannot be ended here: sign out instead.'],
          })
        }
        store.endSession(found.id)
        return conn.respond(undefined, { status: 204 })
      }),
    ),

    http.delete(
      url('/api/user/sessions'),
      route({ auth: true, confirmPassword: true, feature }, (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        for (const session of store.sessionsOf(user.id)) {
          if (session.id !== conn.session.id) store.endSession(session.id)
        }
        return conn.respond(undefined, { status: 204 })
      }),
    ),
  ]
}
