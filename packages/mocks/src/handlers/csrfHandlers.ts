import { http, type RequestHandler } from 'msw'
import type { Router } from './createRouter'

/** `GET /sanctum/csrf-cookie`: 204 with the `XSRF-TOKEN` and session cookies. */
export function csrfHandlers({ url, route }: Router): RequestHandler[] {
  return [
    http.get(
      url('/sanctum/csrf-cookie'),
      route({}, (conn) => conn.respond(undefined, { status: 204 })),
    ),
  ]
}
