import { allHandlers, createHandlers } from '../../src/handlers/createHandlers'
import type { HandlerOptions } from '../../src/handlers/createRouter'
import { createManualClock, type ManualClock } from '../../src/store/createManualClock'
import { createMockStore } from '../../src/store/createMockStore'
import type { MockStore, MockStoreOptions } from '../../src/store/MockStore'
import { createTestClient, sendThrough, type TestClient } from './createTestClient'

export const API = 'http://127.0.0.1:8000'
export const APP = 'http://127.0.0.1:4173'

export interface HandlerHarness {
  store: MockStore
  clock: ManualClock
  client: TestClient
  /** Another browser against the same store. */
  newClient(): TestClient
}

/** A store on a manual clock, strict handlers and a cookie-keeping client, all in memory. */
export function createHandlerClient(
  storeOptions: MockStoreOptions = {},
  handlerOptions: HandlerOptions = {},
): HandlerHarness {
  const clock = createManualClock()
  const store = createMockStore({ now: clock.now, ...storeOptions })
  const send = sendThrough(
    allHandlers(createHandlers(store, { baseUrl: API, appUrl: APP, ...handlerOptions })),
  )
  const newClient = () => createTestClient(API, send)
  return { store, clock, client: newClient(), newClient }
}

/** Primes CSRF and signs in, as the app does. */
export async function signIn(client: TestClient, email: string, password = 'password') {
  await client.primeCsrf()
  const response = await client.post('/login', { email, password })
  if (response.status !== 204) throw new Error(`login answered ${response.status}`)
}
