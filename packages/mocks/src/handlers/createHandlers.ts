import type { RequestHandler } from 'msw'
import type { MockStore } from '../store/MockStore'
import { authHandlers } from './authHandlers'
import { browserSessionHandlers } from './browserSessionHandlers'
import { createRouter, type HandlerOptions, resolveHandlerOptions } from './createRouter'
import { csrfHandlers } from './csrfHandlers'
import { pendingEmailHandlers } from './pendingEmailHandlers'
import { profileHandlers } from './profileHandlers'
import { sessionHandlers } from './sessionHandlers'
import { subscriptionHandlers } from './subscriptionHandlers'
import { twoFactorHandlers } from './twoFactorHandlers'

/** Keyed by domain so a story replaces one key and keeps the rest (docs/architecture.md#rule-10). */
export interface HandlerGroups {
  csrf: RequestHandler[]
  session: RequestHandler[]
  auth: RequestHandler[]
  /**
   * Fortify's profile routes and password confirmation, Breeze's account deletion, and the pending
   * e-mail change (the `pendingEmail` feature).
   */
  profile: RequestHandler[]
  subscription: RequestHandler[]
  /** Fortify's two-factor routes and the login's challenge (the `twoFactor` feature). */
  twoFactor: RequestHandler[]
  /** The browser-session list (the `browserSessions` feature). */
  browserSessions: RequestHandler[]
}

/** Every call of docs/api-contract.md as MSW handlers over one store. */
export function createHandlers(store: MockStore, options: HandlerOptions = {}): HandlerGroups {
  const router = createRouter(store, resolveHandlerOptions(options))
  return {
    csrf: csrfHandlers(router),
    session: sessionHandlers(router),
    auth: authHandlers(router),
    profile: [...profileHandlers(router), ...pendingEmailHandlers(router)],
    subscription: subscriptionHandlers(router),
    twoFactor: twoFactorHandlers(router),
    browserSessions: browserSessionHandlers(router),
  }
}

/** The groups as one list, for `setupServer(...)`, `getResponse(...)` or `parameters.msw.handlers`. */
export function allHandlers(groups: HandlerGroups): RequestHandler[] {
  return [
    ...groups.csrf,
    ...groups.session,
    ...groups.auth,
    ...groups.profile,
    ...groups.subscription,
    ...groups.twoFactor,
    ...groups.browserSessions,
  ]
}
