import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOGIN_PROMPT_TOAST } from '../app/loginPrompt'
import { ToastArea } from './ToastArea'
import { showToast } from './toastBus'

function renderToastArea() {
  const router = createMemoryRouter([{ path: '*', element: <ToastArea /> }], {
    initialEntries: ['/register'],
  })
  render(<RouterProvider router={router} />)
  return router
}

afterEach(() => {
  vi.useRealTimers()
})

// The product's toast rules (docs/product.md#constants) are set by the app,
// not left to the kit's defaults: what a person sees of them.
describe('ToastArea', () => {
  it('given the start-up login prompt, should keep it 20 s, then close it', () => {
    vi.useFakeTimers()
    renderToastArea()

    act(() => showToast(LOGIN_PROMPT_TOAST))
    act(() => vi.advanceTimersByTime(19_999))
    expect(screen.getByRole('listitem', { name: 'Efectue o login' })).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('listitem', { name: 'Efectue o login' })).not.toBeInTheDocument()
  })

  it('given a toast without a duration, should close it after 5 s', () => {
    vi.useFakeTimers()
    renderToastArea()

    act(() => showToast({ title: 'Perfil actualizado', variant: 'success' }))
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.getByRole('listitem', { name: 'Perfil actualizado' })).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('listitem', { name: 'Perfil actualizado' })).not.toBeInTheDocument()
  })

  it('given two toasts, should show only the second', () => {
    renderToastArea()

    act(() => {
      showToast({ title: 'Primeira' })
      showToast({ title: 'Segunda' })
    })

    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByRole('listitem', { name: 'Segunda' })).toBeInTheDocument()
  })
})
