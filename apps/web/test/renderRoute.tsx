import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { apiClient } from '../src/api/apiClient'
import { AppTree } from '../src/app/AppTree'
import { createSessionLogic } from '../src/app/createSessionLogic'
import { routes } from '../src/routes/routes'
import { showToast } from '../src/toast/toastBus'

/**
 * Renders the real route table and session at `path`, against whatever
 * `mswServer` serves, with the same side effects main.tsx injects, except the
 * session's error log: it is recorded in `loggedErrors` (the messages, in
 * order) instead of the console, so a test can say what it expects logged.
 */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const loggedErrors: string[] = []
  const logic = createSessionLogic({
    currentPathname: () => router.state.location.pathname,
    showToast,
  }).provide({
    actions: {
      logError: (_, params: { message: string }) => {
        loggedErrors.push(params.message)
      },
    },
  })
  const view = render(
    <AppTree
      session={{ client: apiClient }}
      logic={logic}
      router={<RouterProvider router={router} />}
    />,
  )
  return { ...view, router, loggedErrors }
}
