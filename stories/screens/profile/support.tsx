/// <reference types="vite/client" />
// The app's config reads import.meta.env; Storybook builds the stories with Vite.
import {
  createHandlers,
  createMockStore,
  type HandlerGroups,
  type MockStore,
  type MockStoreOptions,
  type MockUser,
} from '@conecta/mocks'
import { createUserStorage } from '@conecta/session-machine'
import { SessionProvider } from '@conecta/session-machine/react'
import type { Decorator } from '@storybook/react-vite'
import { HttpResponse, http, type RequestHandler } from 'msw'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { apiClient } from '../../../apps/web/src/api/apiClient'
import { createSessionLogic } from '../../../apps/web/src/app/createSessionLogic'
import { ToastHost } from '../../../apps/web/src/app/toast/ToastHost'
import { showToast } from '../../../apps/web/src/app/toast/toastBus'
import { DEMO_API_URL } from '../../../apps/web/src/config/validateEnv'
import { PAYMENT_ATTEMPT_STORAGE_KEY } from '../../../apps/web/src/features/subscription/paymentAttemptStorage'

// The profile screens' stories render one tab with the app's real session,
// client and toasts, against the mock API at the origin the app's client uses.

/** Short, so a story sees an outcome after the first status poll (2 s). */
export const STORY_PAYMENT_DELAY_MS = 300

/** The handler groups as a plain record, the shape `parameters.msw.handlers` accepts. */
export type StoryHandlers = { [Key in keyof HandlerGroups]: RequestHandler[] }

export interface Scenario {
  store: MockStore
  handlers: StoryHandlers
}

/** A mock store and its handlers for one story; `parameters.msw.handlers = scenario.handlers`. */
export function createScenario(options: MockStoreOptions, paymentDelayMs = STORY_PAYMENT_DELAY_MS) {
  const store = createMockStore(options)
  const handlers: StoryHandlers = {
    ...createHandlers(store, { baseUrl: DEMO_API_URL, csrf: 'lenient', paymentDelayMs }),
  }
  return { store, handlers } satisfies Scenario
}

/**
 * `/api/user` answering 200 for an unverified address, as a backend without
 * the `verified` middleware on that route does; the contract's own answer
 * (409) sends the person to /verify-email before the tab could show.
 */
export function unverifiedSession(user: MockUser) {
  return [
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
  ]
}

/**
 * Stories share one browser tab: a payment attempt or a stored user left by
 * the previous story must not leak into the next (a live attempt would be resumed).
 */
export function resetBrowserState(): void {
  sessionStorage.removeItem(PAYMENT_ATTEMPT_STORAGE_KEY)
}

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value)
    },
    removeItem: (key: string) => {
      items.delete(key)
    },
  }
}

/**
 * Wraps a tab in a memory router at `path` (with the pages a tab may send the
 * person to), a fresh session over the app's client, and the app's toasts.
 */
export function withProfileScreen(path: string): Decorator {
  return (Story) => {
    const logic = createSessionLogic({ currentPathname: () => path, showToast })
    return (
      <SessionProvider
        input={{ client: apiClient, storage: createUserStorage(memoryStorage()) }}
        logic={logic}
      >
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={<Story />} />
            <Route path="/" element={<h1>Página inicial</h1>} />
            <Route path="/verify-email" element={<h1>Verifique o seu e-mail</h1>} />
          </Routes>
        </MemoryRouter>
        <ToastHost />
      </SessionProvider>
    )
  }
}
