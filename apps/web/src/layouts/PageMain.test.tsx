import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { PageMain } from './PageMain'

function RegisterHeading() {
  return <h1>Criar conta</h1>
}

/** A page whose code arrives only when the test says so, as on a slow network. */
function heldPage() {
  let arrive: () => void = () => {}
  let fail: () => void = () => {}
  const arrived = new Promise<void>((resolve, reject) => {
    arrive = resolve
    fail = () => reject(new TypeError('Failed to fetch dynamically imported module'))
  })
  return {
    arrive,
    fail,
    lazy: async () => {
      await arrived
      return { Component: RegisterHeading }
    },
  }
}

function renderLayout() {
  const next = heldPage()
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav aria-label="Conta">
              <Link to="/register">Criar conta</Link>
            </nav>
            <PageMain className="main">
              <Outlet />
            </PageMain>
          </>
        ),
        errorElement: <p>A página não carregou.</p>,
        children: [
          {
            path: '/login',
            element: (
              <form aria-label="Entrar">
                <label>
                  E-mail
                  <input name="email" />
                </label>
              </form>
            ),
          },
          { path: '/register', lazy: next.lazy },
        ],
      },
    ],
    { initialEntries: ['/login'] },
  )
  render(<RouterProvider router={router} />)
  return { arrive: next.arrive, fail: next.fail, router }
}

describe('PageMain', () => {
  it('given a page at rest, should be an ordinary main landmark, neither busy nor inert', () => {
    renderLayout()

    const main = screen.getByRole('main')
    expect(main).not.toHaveAttribute('inert')
    expect(main).not.toHaveAttribute('aria-busy')
  })

  it("given a tap on a link whose page's code is still on its way, should keep the page being left on screen but busy and inert, then show the new page", async () => {
    const { arrive, router } = renderLayout()
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.co.mz')

    await userEvent.click(screen.getByRole('link', { name: 'Criar conta' }))

    expect(router.state.navigation.state).toBe('loading')
    const main = screen.getByRole('main', { busy: true })
    expect(main).toHaveAttribute('inert')
    // What was typed is still there until the new page replaces it.
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@example.co.mz')

    arrive()

    expect(await screen.findByRole('heading', { name: 'Criar conta' })).toBeInTheDocument()
    expect(screen.getByRole('main')).not.toHaveAttribute('inert')
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy')
  })

  it("given the next page's code that never arrives (the connection lost), should leave no page inert once the navigation has failed", async () => {
    const { fail, router } = renderLayout()
    await userEvent.click(screen.getByRole('link', { name: 'Criar conta' }))
    expect(screen.getByRole('main', { busy: true })).toHaveAttribute('inert')

    fail()

    expect(await screen.findByText('A página não carregou.')).toBeInTheDocument()
    expect(router.state.navigation.state).toBe('idle')
    expect(document.querySelector('[inert]')).toBeNull()
  })
})
