import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import {
  LOGIN_TOAST_DURATION,
  SWIPE_THRESHOLD,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_VIEWPORT_HOTKEY,
} from './constants'
import { ToastProvider } from './Toast'
import { type ToastApi, type ToastOptions, useToast } from './useToast'

// Captures the hook's API so a test can fire toasts the way app code does.
let api: ToastApi | undefined
function Capture() {
  api = useToast()
  return null
}

function renderProvider() {
  const view = render(
    <ToastProvider>
      <Capture />
      <button type="button">Outro botão</button>
    </ToastProvider>,
  )
  return view
}

function fire(options: ToastOptions) {
  let handle: ReturnType<ToastApi['toast']> | undefined
  act(() => {
    handle = api?.toast(options)
  })
  if (!handle) throw new Error('the provider did not render')
  return handle
}

function notifications() {
  return screen.getByRole('region', { name: 'Notificações (F8)' })
}

afterEach(() => {
  vi.useRealTimers()
  api = undefined
})

describe('toast constants', () => {
  it('should match docs/product.md#constants', () => {
    expect({
      TOAST_LIMIT,
      TOAST_DURATION,
      LOGIN_TOAST_DURATION,
      TOAST_REMOVE_DELAY,
      SWIPE_THRESHOLD,
      TOAST_VIEWPORT_HOTKEY,
    }).toEqual({
      TOAST_LIMIT: 1,
      TOAST_DURATION: 5000,
      LOGIN_TOAST_DURATION: 20000,
      TOAST_REMOVE_DELAY: 1_000_000,
      SWIPE_THRESHOLD: 50,
      TOAST_VIEWPORT_HOTKEY: ['F8'],
    })
  })
})

describe('ToastProvider and useToast', () => {
  it('given a toast, should show its title and description in the notifications region', async () => {
    const { container } = renderProvider()

    fire({ title: 'Perfil actualizado', description: 'As alterações foram guardadas.' })

    const toast = within(notifications()).getByRole('listitem', { name: 'Perfil actualizado' })
    expect(toast).toHaveAccessibleDescription('As alterações foram guardadas.')
    expect(within(toast).getByRole('button', { name: 'Fechar' })).toBeInTheDocument()
    await expectNoAxeViolations(container.ownerDocument.body)
  })

  it('given two toasts fired, should show only the second', () => {
    renderProvider()

    fire({ title: 'Primeira' })
    fire({ title: 'Segunda' })

    const items = within(notifications()).getAllByRole('listitem')
    expect(items).toHaveLength(1)
    expect(items[0]).toHaveAccessibleName('Segunda')
    expect(api?.toasts.map((toast) => toast.title)).toEqual(['Segunda'])
  })

  it('given no duration, after 5000 ms, should close the toast', () => {
    vi.useFakeTimers()
    renderProvider()
    fire({ title: 'Guardado' })

    act(() => vi.advanceTimersByTime(TOAST_DURATION - 1))
    expect(screen.getByRole('listitem', { name: 'Guardado' })).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('listitem', { name: 'Guardado' })).not.toBeInTheDocument()
  })

  it('given the login prompt with 20000 ms, should still show it after 5000 ms and close it at 20000', () => {
    vi.useFakeTimers()
    renderProvider()
    fire({
      title: 'Efectue o login',
      description: 'Você deve efectuar login para ter acesso completo do website!',
      duration: LOGIN_TOAST_DURATION,
      action: { label: 'Login', onClick: () => {} },
    })

    act(() => vi.advanceTimersByTime(LOGIN_TOAST_DURATION - 1))
    expect(screen.getByRole('listitem', { name: 'Efectue o login' })).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('listitem', { name: 'Efectue o login' })).not.toBeInTheDocument()
  })

  it('after pressing the action button, should run it and close the toast', async () => {
    const onLogin = vi.fn()
    const { container } = renderProvider()
    fire({
      title: 'Efectue o login',
      description: 'Você deve efectuar login para ter acesso completo do website!',
      action: { label: 'Login', onClick: onLogin },
    })
    await expectNoAxeViolations(container.ownerDocument.body)

    await userEvent.click(screen.getByRole('button', { name: 'Login' }))

    expect(onLogin).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('listitem', { name: 'Efectue o login' })).not.toBeInTheDocument()
  })

  it('after pressing Fechar, should hide the toast but keep it in state, closed', async () => {
    renderProvider()
    fire({ title: 'Guardado', variant: 'success' })

    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }))

    expect(screen.queryByRole('listitem', { name: 'Guardado' })).not.toBeInTheDocument()
    expect(api?.toasts).toEqual([expect.objectContaining({ title: 'Guardado', open: false })])
  })

  it('after dismiss, should remove the toast from state only 1,000,000 ms later', () => {
    vi.useFakeTimers()
    renderProvider()
    fire({ title: 'Guardado', duration: Number.POSITIVE_INFINITY })

    act(() => api?.dismiss())
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1))
    expect(api?.toasts).toHaveLength(1)

    act(() => vi.advanceTimersByTime(1))
    expect(api?.toasts).toEqual([])
  })

  it('after F8, should move focus to the notifications list', () => {
    renderProvider()
    fire({ title: 'Guardado' })
    screen.getByRole('button', { name: 'Outro botão' }).focus()

    // user-event's key map has no function keys (it would send code
    // "Unknown"), and Radix matches on `code`; send what a browser sends.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'F8', code: 'F8' })

    expect(within(notifications()).getByRole('list')).toHaveFocus()
  })

  it('after update and dismiss through the handle, should change then close that toast', () => {
    renderProvider()
    const handle = fire({ title: 'A enviar…' })

    act(() => handle.update({ title: 'Enviado', variant: 'success' }))
    expect(screen.getByRole('listitem', { name: 'Enviado' })).toBeInTheDocument()

    act(() => handle.dismiss())
    expect(screen.queryByRole('listitem', { name: 'Enviado' })).not.toBeInTheDocument()
  })

  it('given an error toast, should show it and pass axe', async () => {
    const { container } = renderProvider()

    fire({ title: 'Não foi possível guardar', variant: 'error' })

    expect(screen.getByRole('listitem', { name: 'Não foi possível guardar' })).toBeInTheDocument()
    await expectNoAxeViolations(container.ownerDocument.body)
  })

  it.each([
    ['error', 'assertive'],
    ['success', 'polite'],
    ['default', 'polite'],
  ] as const)('given a %s toast, should announce it with aria-live %s', (variant, politeness) => {
    renderProvider()

    fire({ title: 'Aviso', variant })

    // Radix announces through its own hidden live region, not the toast itself.
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', politeness)
  })

  it('given no provider, should throw a clear error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})

    expect(() => renderHook(() => useToast())).toThrow(
      'useToast must be used inside <ToastProvider>',
    )

    consoleError.mockRestore()
  })
})
