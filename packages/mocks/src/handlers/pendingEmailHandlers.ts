import { http, type RequestHandler } from 'msw'
import { ROUTE_MAX_ATTEMPTS } from './authHandlers'
import type { Router } from './createRouter'
import { sendEmailChangedNotice, sendEmailChangeLink } from './sendEmailChangeMails'
import { emailHash, hasValidSignature } from './verificationLink'

const DECAY_SECONDS = 60
export const NOTHING_PENDING = 'There is no pending email change.'

/**
 * Ours, not Fortify's (docs/api-contract.md#changing-the-e-mail): resending and cancelling the
 * pending change, and the signed link that makes it. `PUT /user/profile-information` starts it
 * (profileHandlers).
 */
export function pendingEmailHandlers({
  url,
  route,
  store,
  options,
  apiBase,
}: Router): RequestHandler[] {
  const feature = 'pendingEmail' as const

  return [
    http.post(
      url('/user/pending-email/notification'),
      route({ auth: true, feature }, async (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        // The throttle middleware runs before the controller, so it counts a call with nothing
        // pending too.
        const throttled = conn.throttle(
          `pending-email-notification:${user.id}`,
          ROUTE_MAX_ATTEMPTS,
          DECAY_SECONDS,
        )
        if (throttled !== null) return throttled
        const pending = user.pending_email
        if (pending === null) return conn.respond({ message: NOTHING_PENDING }, { status: 404 })
        await sendEmailChangeLink(store, apiBase(conn.request), user, pending)
        return conn.respond(undefined, { status: 202 })
      }),
    ),

    http.delete(
      url('/user/pending-email'),
      route({ auth: true, feature }, (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        user.pending_email = null
        return conn.respond(undefined, { status: 204 })
      }),
    ),

    // No session needed: the signature proves the link was mailed by this API, the `{hash}` that
    // it is of the address now pending. So it works in the mail app's own browser or another phone.
    http.get(
      url('/email-change/verify/:id/:hash'),
      route({ feature }, async (conn) => {
        const invalid = () => conn.redirectToApp('/login?email-change=invalid')
        if (!(await hasValidSignature(store, new URL(conn.request.url)))) return invalid()
        const user = store.users.get(Number(conn.params.id))
        if (user === undefined) return invalid()
        const hash = String(conn.params.hash)
        // Opened again after the change (a mail scanner opened it first, or a second tap): done.
        if (user.email_verified_at !== null && hash === (await emailHash(user.email))) {
          return conn.redirectToApp('/profile?email-changed=1')
        }
        const pending = user.pending_email
        if (pending === null || hash !== (await emailHash(pending))) return invalid()
        const owner = store.findUserByEmail(pending)
        if (owner !== undefined && owner.id !== user.id) {
          // Another account registered or moved to the address meanwhile: this change can never
          // be made, so it stops being pending rather than offering a link that cannot work.
          user.pending_email = null
          return conn.redirectToApp('/profile?email-change=taken')
        }
        const oldEmail = user.email
        store.passwordResets.delete(oldEmail)
        user.email = pending
        user.email_verified_at = store.nowIso()
        user.pending_email = null
        sendEmailChangedNotice(store, options.appUrl, user, oldEmail)
        return conn.redirectToApp('/profile?email-changed=1')
      }),
    ),
  ]
}
