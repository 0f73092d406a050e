import { makeUser } from '@conecta/mocks'
import { createUserStorage } from '@conecta/session-machine'
import { act, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mswServer, recordCalls, useMockApi } from '../../test/mswServer'
import { apiClient } from '../api/apiClient'
import { AppTree } from '../app/AppTree'
import { createSessionLogic } from '../app/createSessionLogic'
import { resolveLazyMatches } from '../app/resolveLazyMatches'
import { PRERENDERED_PAGES, renderPage } from '../entry-server'
import { routes } from '../routes/routes'
import { showToast } from '../toast/toastBus'

let root: Root | null = null

afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

async function hydrate(path: string) {
  const page = await renderPage(path)
  const container = document.createElement('div')
  container.innerHTML = page.html
  return { page, ...(await hydrateInto(container, path)) }
}

/** Hydrates `container`, which holds the pre-rendered HTML of `path`, in the document. */
async function hydrateInto(container: HTMLElement, path: string) {
  document.body.append(container)
  await resolveLazyMatches(routes, path)
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const recoverable = vi.fn()
  // The session's error log is recorded rather than printed, so console.error
  // holds only what React says about the page.
  const loggedErrors: string[] = []
  const logic = createSessionLogic({ currentPathname: () => path, showToast }).provide({
    actions: {
      logError: (_, params: { message: string }) => {
        loggedErrors.push(params.message)
      },
    },
  })
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppTree
        session={{ client: apiClient }}
        logic={logic}
        router={<RouterProvider router={router} />}
      />,
      { onRecoverableError: recoverable },
    )
  })
  return { recoverable, loggedErrors }
}

const uniquePaths = [...new Set(PRERENDERED_PAGES.map(({ path }) => path))]

describe('pre-rendered pages', () => {
  it.each(uniquePaths)(
    'given the HTML of %s, after hydration, should match without any warning',
    async (path) => {
      useMockApi()
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
      const { page, recoverable } = await hydrate(path)

      expect(page.html.length).toBeGreaterThan(100)
      expect(recoverable).not.toHaveBeenCalled()
      // React's notice that a lazy page resolved between two act() calls is
      // about the test's timing, not the page; anything else is a finding.
      const warnings = consoleError.mock.calls
        .map((call) => call.map(String).join(' '))
        .filter((line) => !/was not wrapped in act\(/.test(line))
      expect(warnings).toEqual([])
    },
  )

  it('given a stored user, after hydrating /login, should match first and then offer that session, naming nobody and opening nothing (docs/product.md#someone-else-signed-in)', async () => {
    useMockApi({ signedInAs: makeUser({ name: 'Ana Machava' }) })
    // The actor reads this before React hydrates: the first render must ignore it.
    createUserStorage().write({
      user: {
        id: 1,
        name: 'Ana Machava',
        email: 'ana.machava@example.co.mz',
        email_verified_at: '2025-01-06T08:30:00.000Z',
        created_at: '2025-01-06T08:00:00.000Z',
      },
      subscription: null,
    })
    const { recoverable, loggedErrors } = await hydrate('/login')
    expect(recoverable).not.toHaveBeenCalled()
    expect(await screen.findByRole('link', { name: 'Continuar com essa sessão' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument()
    expect(screen.queryByText(/Ana/)).toBeNull()
    expect(loggedErrors).toEqual([])
  })

  it('given /register typed in before its script ran, after hydration, should keep every field as typed and send what they hold', async () => {
    useMockApi()
    const page = await renderPage('/register')
    const container = document.createElement('div')
    container.innerHTML = page.html
    document.body.append(container)
    const typed = {
      name: 'Ana Machava',
      email: 'ana.nova@example.co.mz',
      password: 'segredo-longo-1',
      password_confirmation: 'segredo-longo-1',
    }
    // As a person types in the pre-rendered page: the fields change, no script sees it.
    for (const [name, value] of Object.entries(typed)) {
      const field = container.querySelector<HTMLInputElement>(`input[name="${name}"]`)
      if (field === null) throw new Error(`no field ${name}`)
      field.value = value
    }
    const calls = recordCalls()
    const sent: unknown[] = []
    mswServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/register')
        void request
          .clone()
          .json()
          .then((body: unknown) => sent.push(body))
    })
    await hydrateInto(container, '/register')

    for (const [name, value] of Object.entries(typed)) {
      expect(container.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value).toBe(value)
    }
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
    await vi.waitFor(() => expect(calls).toContain('POST /register'))
    await vi.waitFor(() => expect(sent).toEqual([typed]))
  })

  it('given /login, should carry the form in the static HTML, with its title', async () => {
    const page = await renderPage('/login')
    expect(page.title).toBe('Entrar · Conecta')
    expect(page.modules).toEqual(['src/features/auth/LoginPage.tsx'])
    expect(page.html).toMatch(/autocomplete="current-password"/i)
    // The someone-signed-in notice, in its place and hidden until the page's inline mark shows it.
    expect(page.html).toMatch(
      /<div class="[^"]+"><div[^>]*>.*Este telemóvel já tem uma sessão iniciada/,
    )
  })
})
