import {
  allHandlers,
  createHandlers,
  createMockStore,
  type HandlerOptions,
  type MockStoreOptions,
  type MockUser,
} from '@conecta/mocks'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { DEMO_API_URL } from '../src/config/validateEnv'

/** One MSW server for the app's tests; every unhandled request is an error (docs/architecture.md#rule-10). */
export const mswServer = setupServer()

/**
 * Serves the whole API contract from a fresh mock store at the demo API's origin;
 * `features` turns optional parts off, as on a Breeze-only backend.
 */
export function useMockApi(
  options: MockStoreOptions = {},
  { features }: Pick<HandlerOptions, 'features'> = {},
) {
  const store = createMockStore(options)
  const groups = createHandlers(store, { baseUrl: DEMO_API_URL, csrf: 'lenient', features })
  mswServer.use(...allHandlers(groups))
  return { store, groups }
}

/**
 * A backend whose /api/user does not require a verified address (no
 * `verified` middleware, the contract's 409 aside): `user`, signed in,
 * answered 200 with `email_verified_at: null`. After {@link useMockApi}.
 */
export function serveUnverifiedUser(user: MockUser) {
  mswServer.use(
    http.get(`${DEMO_API_URL}/api/user`, () =>
      HttpResponse.json({
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          email_verified_at: null,
          created_at: user.created_at,
        },
        subscription_info: user.subscription_info,
      }),
    ),
  )
}

/**
 * Holds the start-up's `GET /api/user` until the returned function is called,
 * then lets the handlers after it answer (a slow network at start-up). After
 * {@link useMockApi}.
 */
export function holdUserFetch(): () => void {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  mswServer.use(
    http.get(`${DEMO_API_URL}/api/user`, async () => {
      await opened
      // Nothing returned: MSW hands the request to the next handler.
    }),
  )
  return open
}

/** Every API call from now on, in the order sent, as 'METHOD /path'. */
export function recordCalls(): string[] {
  const calls: string[] = []
  mswServer.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  return calls
}
