import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { useFocusOnNavigation } from './useFocusOnNavigation'

function Root() {
  useFocusOnNavigation()
  return <Outlet />
}

/** A page whose heading comes after a wait (its data, the session), as a spinner's page does. */
function LatePage() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const wait = setTimeout(() => setReady(true), 100)
    return () => clearTimeout(wait)
  }, [])
  return (
    <main>
      {ready ? <h1>Chegou</h1> : <p>A carregar…</p>}
      <button type="button">Outra coisa</button>
    </main>
  )
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        Component: Root,
        children: [
          {
            path: '/',
            element: (
              <main>
                <h1>Início</h1>
                <Link to="/late">Seguir</Link>
              </main>
            ),
          },
          { path: '/late', Component: LatePage },
        ],
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
}

describe('useFocusOnNavigation', () => {
  it('given a page whose heading comes after a wait, should give the heading the focus when it comes', async () => {
    renderPages()

    await userEvent.click(screen.getByRole('link', { name: 'Seguir' }))

    const heading = await screen.findByRole('heading', { level: 1, name: 'Chegou' })
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('given the person taps something before the heading comes, should leave the focus where they put it', async () => {
    renderPages()
    await userEvent.click(screen.getByRole('link', { name: 'Seguir' }))

    const other = await screen.findByRole('button', { name: 'Outra coisa' })
    await userEvent.click(other)
    await screen.findByRole('heading', { level: 1, name: 'Chegou' })

    // Two frames for anything the hook would still do.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    expect(other).toHaveFocus()
  })
})
