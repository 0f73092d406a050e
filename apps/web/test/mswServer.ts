import { allHandlers, createHandlers, createMockStore, type MockStoreOptions } from '@conecta/mocks'
import { setupServer } from 'msw/node'
import { DEMO_API_URL } from '../src/config/validateEnv'

/** One MSW server for the app's tests; every unhandled request is an error (docs/architecture.md#rule-10). */
export const mswServer = setupServer()

/** Serves the whole API contract from a fresh mock store at the demo API's origin. */
export function useMockApi(options: MockStoreOptions = {}) {
  const store = createMockStore(options)
  const groups = createHandlers(store, { baseUrl: DEMO_API_URL, csrf: 'lenient' })
  mswServer.use(...allHandlers(groups))
  return { store, groups }
}
