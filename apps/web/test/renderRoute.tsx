import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { apiClient } from '../src/api/apiClient'
import { AppTree } from '../src/app/AppTree'
import { createSessionLogic } from '../src/app/createSessionLogic'
import { showToast } from '../src/app/toast/toastBus'
import { routes } from '../src/routes/routes'

/**
 * Renders the real route table and session at `path`, against whatever
 * `mswServer` serves, with the same side effects main.tsx injects.
 */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const logic = createSessionLogic({
    currentPathname: () => router.state.location.pathname,
    showToast,
  })
  const view = render(
    <AppTree
      session={{ client: apiClient }}
      logic={logic}
      router={<RouterProvider router={router} />}
    />,
  )
  return { ...view, router }
}
