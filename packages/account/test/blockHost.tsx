import { allHandlers, createHandlers, type HandlerOptions, type MockStore } from '@conecta/mocks'
import {
  createSanctumClient,
  createUserStorage,
  type SanctumClient,
  type SanctumClientOptions,
  sessionMachine,
} from '@conecta/session-machine'
import { SessionProvider } from '@conecta/session-machine/react'
import { render } from '@testing-library/react'
import { type SetupServer, setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { AccountStrings } from '../src/accountStrings'
import { AccountProvider } from '../src/react/AccountProvider'
import { createMemoryStorage } from './createMemoryStorage'

// The blocks as a host mounts them: inside the session's provider, against the API contract's
// handlers (@conecta/mocks) over a real Sanctum client, with no router.

export const API = 'https://api.conecta.test'

/** The contract's server for one test file: listening before, reset after each test, closed after. */
export function serveContract(): SetupServer {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    server.events.removeAllListeners()
  })
  afterAll(() => server.close())
  return server
}

/** A host's own logging: an anonymous visitor's first question (401) is no error to it. */
export const quietSession = sessionMachine.provide({ actions: { logError: () => {} } })

/**
 * Serves `store` on `server` and returns the Sanctum client a host would make
 * for it, with the host's own `options` (its `confirmPassword`, say).
 */
export function hostClient(
  server: SetupServer,
  store: MockStore,
  features?: HandlerOptions['features'],
  options: Omit<SanctumClientOptions, 'baseURL'> = {},
): SanctumClient {
  server.use(...allHandlers(createHandlers(store, { baseUrl: API, csrf: 'lenient', features })))
  return createSanctumClient({ baseURL: API, readCookie: () => undefined, ...options })
}

/**
 * Renders `children` as a host's page: in a session of its own over `client`,
 * in `strings` when given (Portuguese, the default, otherwise). `redraw` draws
 * the page again, as the host's own render does.
 */
export function renderInHost(children: ReactNode, client: SanctumClient, strings?: AccountStrings) {
  const storage = createUserStorage(createMemoryStorage())
  const page = (content: ReactNode) => {
    const session = (
      <SessionProvider input={{ client, storage }} logic={quietSession}>
        {content}
      </SessionProvider>
    )
    return strings === undefined ? (
      session
    ) : (
      <AccountProvider strings={strings}>{session}</AccountProvider>
    )
  }
  const view = render(page(children))
  return { ...view, redraw: (content: ReactNode) => view.rerender(page(content)) }
}
