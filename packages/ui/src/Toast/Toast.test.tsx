import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { ToastProvider, type ToastProviderProps } from './Toast'
import { type ToastApi, type ToastOptions, useToast } from './useToast'

// Captures the hook's API so a test can fire toasts the way app code does.
let api: ToastApi | undefined
function Capture() {
  api = useToast()
  return null
}

function renderProvider(props: Omit<ToastProviderProps, 'children'> = {}) {
  const view = render(
    <ToastProvider {...props}>
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

describe('ToastProvider and useToast', () => {
  it('given a toast, should show its title and description in the notifications region', async () => {
    const { container } = renderProvider()

    fire({ title: 'Perfil actualizado', description: 'As alterações foram guardadas.' })

    const toast = within(notifications()).getByRole('listitem', { name: 'Perfil actualizado' })
    expect(toast).toHaveAccessibleDescription('As alterações foram guardadas.')
    expect(within(toast).getByRole('button', { name: 'Fechar' })).toBeInTheDocument()
    await expectNoAxeViolations(container.ownerDocument.body)
  })

  it("given a container, should draw the toasts inside it, in the page's flow, and still as a named region", () => {
    const place = document.createElement('div')
    document.body.append(place)
    renderProvider({ container: place })

    fire({ title: 'Sessão necessária' })

    const region = notifications()
    expect(place.contains(region)).toBe(true)
    expect(within(region).getByRole('listitem', { name: 'Sessão necessária' })).toBeInTheDocument()
    place.remove()
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

    act(() => vi.advanceTimersByTime(4999))
    expect(screen.getByRole('listitem', { name: 'Guardado' })).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('listitem', { name: 'Guardado' })).not.toBeInTheDocument()
  })

  it('given a provider duration of 8000 ms and a toast of its own 30000 ms, should close each at its time', () => {
    vi.useFakeTimers()
    renderProvider({ duration: 8000 })

    fire({ title: 'Guardado' })
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.getByRole('listitem', { name: 'Guardado' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(3000))
    expect(screen.queryByRole('listitem', { name: 'Guardado' })).not.toBeInTheDocument()

    fire({ title: 'Sessão a terminar', duration: 30_000 })
    act(() => vi.advanceTimersByTime(29_999))
    expect(screen.getByRole('listitem', { name: 'Sessão a terminar' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('listitem', { name: 'Sessão a terminar' })).not.toBeInTheDocument()
  })

  it('given a limit of 2, should show the two newest toasts', () => {
    renderProvider({ limit: 2 })

    fire({ title: 'Primeira' })
    fire({ title: 'Segunda' })
    fire({ title: 'Terceira' })

    const list = within(notifications())
    expect(list.getAllByRole('listitem')).toHaveLength(2)
    expect(list.getByRole('listitem', { name: 'Segunda' })).toBeInTheDocument()
    expect(list.getByRole('listitem', { name: 'Terceira' })).toBeInTheDocument()
  })

  it('after pressing the action button, should run it and close the toast', async () => {
    const onUndo = vi.fn()
    const { container } = renderProvider()
    fire({
      title: 'Mensagem arquivada',
      description: 'Pode repô-la na caixa de entrada.',
      action: { label: 'Desfazer', onClick: onUndo },
    })
    await expectNoAxeViolations(container.ownerDocument.body)

    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }))

    expect(onUndo).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('listitem', { name: 'Mensagem arquivada' })).not.toBeInTheDocument()
  })

  it('after pressing Fechar, should hide the toast but keep it in state, closed', async () => {
    renderProvider()
    fire({ title: 'Guardado', variant: 'success' })

    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }))

    expect(screen.queryByRole('listitem', { name: 'Guardado' })).not.toBeInTheDocument()
    expect(api?.toasts).toEqual([expect.objectContaining({ title: 'Guardado', open: false })])
  })

  it.each([
    ['no removeDelay', {}, 1000],
    ['a removeDelay of 60000 ms', { removeDelay: 60_000 }, 60_000],
  ] as const)(
    'given %s, after dismiss, should keep the closed toast in state until then',
    (_, props, delay) => {
      vi.useFakeTimers()
      renderProvider(props)
      fire({ title: 'Guardado', duration: Number.POSITIVE_INFINITY })

      act(() => api?.dismiss())
      act(() => vi.advanceTimersByTime(delay - 1))
      expect(api?.toasts).toEqual([expect.objectContaining({ title: 'Guardado', open: false })])

      act(() => vi.advanceTimersByTime(1))
      expect(api?.toasts).toEqual([])
    },
  )

  it.each([
    ['no hotkey', {}, 'F8', 'Notificações (F8)'],
    ["a hotkey of ['F6']", { hotkey: ['F6'] }, 'F6', 'Notificações (F6)'],
  ] as const)(
    'given %s, after that key, should move focus to the notifications list',
    (_, props, key, region) => {
      renderProvider(props)
      fire({ title: 'Guardado' })
      screen.getByRole('button', { name: 'Outro botão' }).focus()

      // user-event's key map has no function keys (it would send code
      // "Unknown"), and Radix matches on `code`; send what a browser sends.
      fireEvent.keyDown(document.activeElement ?? document.body, { key, code: key })

      expect(within(screen.getByRole('region', { name: region })).getByRole('list')).toHaveFocus()
    },
  )

  describe('when a toast closes under the focus', () => {
    it('given a keyboard user who came to it from a button, should give the focus back to that button', async () => {
      const user = userEvent.setup()
      renderProvider()
      fire({ title: 'Guardado', variant: 'success' })
      screen.getByRole('button', { name: 'Outro botão' }).focus()
      screen.getByRole('button', { name: 'Fechar' }).focus()

      await user.keyboard('{Enter}')

      expect(screen.queryByRole('listitem', { name: 'Guardado' })).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Outro botão' })).toHaveFocus()
    })

    it('given its action pressed from the keyboard, should give the focus back too', async () => {
      const user = userEvent.setup()
      const onUndo = vi.fn()
      renderProvider()
      fire({ title: 'Mensagem arquivada', action: { label: 'Desfazer', onClick: onUndo } })
      screen.getByRole('button', { name: 'Outro botão' }).focus()
      screen.getByRole('button', { name: 'Desfazer' }).focus()

      await user.keyboard('{Enter}')

      expect(onUndo).toHaveBeenCalledTimes(1)
      expect(screen.getByRole('button', { name: 'Outro botão' })).toHaveFocus()
    })

    it('given a tap on Fechar, should leave the focus on the page, not on the empty list', async () => {
      const user = userEvent.setup()
      renderProvider()
      fire({ title: 'Guardado', variant: 'success' })
      screen.getByRole('button', { name: 'Outro botão' }).focus()

      await user.click(screen.getByRole('button', { name: 'Fechar' }))

      expect(within(notifications()).getByRole('list')).not.toHaveFocus()
      expect(document.body).toHaveFocus()
    })

    it('given the button it came from gone meanwhile, should leave the focus on the page', async () => {
      const user = userEvent.setup()
      renderProvider()
      fire({ title: 'Guardado', variant: 'success' })
      const gone = document.createElement('button')
      document.body.append(gone)
      gone.focus()
      screen.getByRole('button', { name: 'Fechar' }).focus()
      gone.remove()

      await user.keyboard('{Enter}')

      expect(document.body).toHaveFocus()
    })

    it('given a toast closed by a tap, then another closed from the keyboard, should give the focus back the second time', async () => {
      const user = userEvent.setup()
      renderProvider()
      fire({ title: 'Guardado', variant: 'success' })
      await user.click(screen.getByRole('button', { name: 'Fechar' }))
      fire({ title: 'Guardado outra vez', variant: 'success' })
      screen.getByRole('button', { name: 'Outro botão' }).focus()
      screen.getByRole('button', { name: 'Fechar' }).focus()

      await user.keyboard('{Enter}')

      expect(screen.getByRole('button', { name: 'Outro botão' })).toHaveFocus()
    })

    it('given another toast still open, should leave the focus on the list, where the other one is', async () => {
      const user = userEvent.setup()
      renderProvider({ limit: 2 })
      fire({ title: 'Primeiro' })
      fire({ title: 'Segundo' })
      screen.getByRole('button', { name: 'Outro botão' }).focus()
      within(screen.getByRole('listitem', { name: 'Segundo' }))
        .getByRole('button', { name: 'Fechar' })
        .focus()

      await user.keyboard('{Enter}')

      expect(screen.getByRole('listitem', { name: 'Primeiro' })).toBeInTheDocument()
      expect(within(notifications()).getByRole('list')).toHaveFocus()
    })
  })

  it('given no toast shown, after F8, should leave the focus where it was', () => {
    renderProvider()
    const other = screen.getByRole('button', { name: 'Outro botão' })
    other.focus()

    fireEvent.keyDown(other, { key: 'F8', code: 'F8' })

    expect(other).toHaveFocus()
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
    expect(() => renderHook(() => useToast())).toThrow(
      'useToast must be used inside <ToastProvider>',
    )
  })
})
