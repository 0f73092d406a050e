/// <reference types="vite/client" />
// The route table uses import.meta.glob; Storybook builds the stories with Vite.
import type { MockUser } from '@conecta/mocks'
import { PAYMENT_ATTEMPT_STORAGE_KEY } from '@conecta/mpesa'
import {
  type CurrentUser,
  createTabSync,
  createUserStorage,
  type StorageLike,
} from '@conecta/session-machine'
import { useState } from 'react'
import { createMemoryRouter, type Location, RouterProvider } from 'react-router-dom'
import { apiClient } from '../../apps/web/src/api/apiClient'
import { AppTree } from '../../apps/web/src/app/AppTree'
import { createSessionLogic } from '../../apps/web/src/app/createSessionLogic'
import { clearLastReceipt } from '../../apps/web/src/features/subscription/lastReceiptKey'
import { clearSavedSubscription } from '../../apps/web/src/features/subscription/savedSubscriptionKey'
import { routes } from '../../apps/web/src/routes/routes'
import { forgetMailedAddress } from '../../apps/web/src/session/mailedAddress'
import { showToast, takePendingToasts } from '../../apps/web/src/toast/toastBus'
import { resetMockApis } from './mockApi'

type MemoryRouter = ReturnType<typeof createMemoryRouter>

export interface AppStoryProps {
  /** Where the app opens: path, query and hash, e.g. `/login?errorMessage=…`. */
  path: string
  /** Addresses visited before `path`, oldest first (what 'Go Back' returns to). */
  history?: string[]
  /** A user an earlier visit left in `user-storage`: a hint, not yet confirmed. */
  storedUser?: CurrentUser
}

// Plays run outside React; the one app on the canvas is the one they look at.
let activeRouter: MemoryRouter | null = null

/**
 * The router of the app on the canvas: what its address bar would show, and
 * the way a play follows a link that arrives outside the page (a mail).
 */
export function appRouter(): MemoryRouter {
  if (activeRouter === null) throw new Error('No AppStory is rendered')
  return activeRouter
}

/** The address the app on the canvas is at. */
export function appLocation(): Location {
  return appRouter().state.location
}

/**
 * A meta-level `beforeEach` for app stories: fresh mock data, no toast a
 * previous story asked for (the toast bus is module state, like in the app),
 * no payment attempt left in the shared tab (the app would resume it), no
 * receipt, plans or payments kept by an earlier story (offline, the app shows them), and no
 * call of the shared client still on its way (a login that never answers would
 * otherwise make the next story's calls wait their turn), as leaving a page ends them.
 */
export function resetAppStory(): void {
  apiClient.abortAll()
  resetMockApis()
  takePendingToasts()
  sessionStorage.removeItem(PAYMENT_ATTEMPT_STORAGE_KEY)
  clearLastReceipt()
  // The plans and payments kept for offline by an earlier story's subscription tab.
  clearSavedSubscription()
  // The address a verification mail went to, as the tab remembers it for /verify-email.
  forgetMailedAddress()
}

function memoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value)
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}

/** What an earlier visit of `user` would have left in `user-storage` (no subscription). */
export function storedUserOf(
  user: Pick<MockUser, 'id' | 'name' | 'email' | 'email_verified_at' | 'created_at'>,
): CurrentUser {
  const { id, name, email, email_verified_at, created_at } = user
  return { user: { id, name, email, email_verified_at, created_at }, subscription: null }
}

function createApp(entries: string[], storedUser: CurrentUser | undefined) {
  const storage = createUserStorage(memoryStorage())
  if (storedUser !== undefined) storage.write(storedUser)
  const router = createMemoryRouter(routes, { initialEntries: entries })
  activeRouter = router
  return {
    router,
    // As main.tsx does, with the router's pathname in place of window.location's.
    logic: createSessionLogic({
      currentPathname: () => router.state.location.pathname,
      showToast,
    }),
    // The stories share one browser tab: a user stored by one must not sign in
    // the next, nor may one story's session hear another's as another tab.
    session: {
      client: apiClient,
      storage,
      tabs: createTabSync({}),
    },
  }
}

function AppInstance({ entries, storedUser }: { entries: string[]; storedUser?: CurrentUser }) {
  const [app] = useState(() => createApp(entries, storedUser))
  return (
    <AppTree
      session={app.session}
      logic={app.logic}
      router={<RouterProvider router={app.router} />}
    />
  )
}

/**
 * The whole app as main.tsx starts it (route table, session actor with the
 * app's side effects, toast host, maintenance replacement) in a memory router
 * at `path`, against whatever `parameters.msw.handlers` serves.
 */
export function AppStory({ path, history = [], storedUser }: AppStoryProps) {
  const entries = [...history, path]
  // A new address (Controls) is a new visit: a fresh router and session.
  return <AppInstance key={entries.join('\n')} entries={entries} storedUser={storedUser} />
}
