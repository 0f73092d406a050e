import { http, type RequestHandler } from 'msw'
import type { Router } from './createRouter'
import { toApiUser } from './toApiUser'

/** `GET /api/user`: 200 `{user, subscription_info}`, 401 anonymous, 409 unverified. */
export function sessionHandlers({ url, route, store, options }: Router): RequestHandler[] {
  return [
    http.get(
      url('/api/user'),
      route({ verified: true }, (conn) => {
        const user = conn.user
        if (user === null) return conn.respond({ message: 'Unauthenticated.' }, { status: 401 })
        store.settlePaymentsOf(user.id)
        // docs/product.md#current-user-and-subscription: an absent subscription_info is a case the client must survive, so a user
        // seeded with `null` gets the field left out rather than sent as null.
        const apiUser = toApiUser(user, options.features)
        const body =
          user.subscription_info === null
            ? { user: apiUser }
            : { user: apiUser, subscription_info: structuredClone(user.subscription_info) }
        return conn.respond(body)
      }),
    ),
  ]
}
