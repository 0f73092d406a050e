import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Button } from '../Button/Button'
import { CONFIRM_DIALOG_ERROR_MESSAGE, ConfirmDialog } from './ConfirmDialog'
import { scrollLocked } from './ConfirmDialog.css'

function deferred() {
  let resolve: () => void = () => {}
  let reject: (reason: unknown) => void = () => {}
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

// A modal Radix dialog sets `pointer-events: none` on <body>, so user-event
// refuses to click there (and caches that verdict on <body> across tests);
// the events a browser sends for a click on the overlay are sent directly,
// after one task: Radix starts listening for outside presses in a timeout.
async function clickOutside() {
  const target = document.body
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  act(() => {
    fireEvent.pointerDown(target, { button: 0, pointerType: 'mouse' })
    fireEvent.pointerUp(target, { button: 0, pointerType: 'mouse' })
    fireEvent.click(target)
  })
}

function Controlled() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Eliminar conta</Button>
      <ConfirmDialog title="Eliminar conta?" open={open} onOpenChange={setOpen} />
    </>
  )
}

// As a page does with a success message that replaces what the person tapped.
function SuccessMessage() {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <p ref={ref} tabIndex={-1}>
      Palavra-passe alterada.
    </p>
  )
}
function ConfirmWithOutcome() {
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Alterar palavra-passe</Button>
      {done ? <SuccessMessage /> : null}
      <ConfirmDialog
        title="Confirme a sua palavra-passe"
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => setDone(true)}
      />
    </>
  )
}

const title = 'Terminar sessão?'
const description = 'Terá de voltar a entrar para ver o seu perfil.'

describe('ConfirmDialog', () => {
  it('given a trigger, after pressing it, should open an alert dialog named by its title', async () => {
    render(
      <ConfirmDialog title={title} description={description} trigger={<Button>Sair</Button>} />,
    )
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Sair' }))

    const dialog = screen.getByRole('alertdialog', { name: title })
    expect(dialog).toHaveAccessibleDescription(description)
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeInTheDocument()
    await expectNoAxeViolations(document.body)
  })

  it('after Cancelar, should close, call onCancel and return focus to the trigger', async () => {
    const onCancel = vi.fn()
    const onConfirm = vi.fn()
    render(
      <ConfirmDialog
        title={title}
        onCancel={onCancel}
        onConfirm={onConfirm}
        trigger={<Button>Sair</Button>}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }))

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Sair' })).toHaveFocus()
  })

  it('after Escape, should close and return focus to the trigger', async () => {
    render(<ConfirmDialog title={title} trigger={<Button>Sair</Button>} />)
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }))

    await userEvent.keyboard('{Escape}')

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sair' })).toHaveFocus()
  })

  it('after a click outside, should cancel and close', async () => {
    const onCancel = vi.fn()
    render(<ConfirmDialog title={title} defaultOpen onCancel={onCancel} />)

    await clickOutside()

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('given custom texts and a synchronous onConfirm, after confirming, should run it and close', async () => {
    const onConfirm = vi.fn()
    const onOpenChange = vi.fn()
    render(
      <ConfirmDialog
        title={title}
        confirmText="Sim, sair"
        cancelText="Ficar"
        defaultOpen
        onOpenChange={onOpenChange}
        onConfirm={onConfirm}
      />,
    )

    await userEvent.click(screen.getByRole('button', { name: 'Sim, sair' }))

    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('given an async onConfirm, while it is pending, should show a busy confirm and not close', async () => {
    const request = deferred()
    const onConfirm = vi.fn(() => request.promise)
    render(<ConfirmDialog title={title} defaultOpen onConfirm={onConfirm} />)

    const confirm = screen.getByRole('button', { name: 'Confirmar' })
    await userEvent.click(confirm)
    await userEvent.click(confirm)
    await userEvent.keyboard('{Escape}')

    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(confirm).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    expect(screen.getByRole('alertdialog', { name: title })).toBeInTheDocument()
    await expectNoAxeViolations(document.body)

    await act(async () => request.resolve())

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('given an async onConfirm that rejects, should stay open and show the default error', async () => {
    render(
      <ConfirmDialog
        title={title}
        defaultOpen
        onConfirm={() => Promise.reject(new Error('500'))}
      />,
    )

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))

    const dialog = screen.getByRole('alertdialog', { name: title })
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CONFIRM_DIALOG_ERROR_MESSAGE)
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).not.toHaveAttribute(
      'aria-busy',
    )
    await expectNoAxeViolations(document.body)
  })

  it('given an errorMessage function, after a rejection, should show the caller’s message', async () => {
    render(
      <ConfirmDialog
        title="Eliminar conta?"
        variant="danger"
        defaultOpen
        errorMessage={(reason) => (reason instanceof Error ? reason.message : 'Erro')}
        onConfirm={() => Promise.reject(new Error('Senha incorrecta.'))}
      />,
    )

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))

    expect(screen.getByRole('alert')).toHaveTextContent('Senha incorrecta.')
  })

  it('given controlled pending and error, should show them and leave closing to `open`', async () => {
    const onConfirm = vi.fn()
    const onOpenChange = vi.fn()
    const { rerender } = render(
      <ConfirmDialog
        title={title}
        open
        pending={false}
        error={null}
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      />,
    )

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(screen.getByRole('alertdialog', { name: title })).toBeInTheDocument()

    rerender(
      <ConfirmDialog
        title={title}
        open
        pending
        error={null}
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      />,
    )
    const confirm = screen.getByRole('button', { name: 'Confirmar' })
    expect(confirm).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(confirm)
    await userEvent.keyboard('{Escape}')
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onOpenChange).not.toHaveBeenCalled()

    rerender(
      <ConfirmDialog
        title={title}
        open
        pending={false}
        error="Sem ligação."
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Sem ligação.')
    await expectNoAxeViolations(document.body)
  })

  it('given children, should show them inside the dialog, focusable in order', async () => {
    render(
      <ConfirmDialog title="Eliminar conta?" variant="danger" confirmText="Eliminar" defaultOpen>
        <label>
          Senha
          <input type="password" />
        </label>
      </ConfirmDialog>,
    )

    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar conta?' })
    expect(within(dialog).getByLabelText('Senha')).toHaveFocus()
    await userEvent.tab()
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toHaveFocus()
    await userEvent.tab()
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    await expectNoAxeViolations(document.body)
  })

  it('should offer the confirm button first, then the cancel button', () => {
    render(
      <ConfirmDialog
        title="Eliminar conta?"
        variant="danger"
        confirmText="Eliminar"
        cancelText="Manter a conta"
        defaultOpen
      />,
    )

    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar conta?' })
    const buttons = within(dialog).getAllByRole('button')
    expect(buttons).toHaveLength(2)
    expect(buttons[0]).toHaveAccessibleName('Eliminar')
    expect(buttons[1]).toHaveAccessibleName('Manter a conta')
  })

  it('given no field, should open on the cancel button, not on the confirm before it', async () => {
    render(
      <ConfirmDialog
        title="Eliminar conta?"
        variant="danger"
        confirmText="Eliminar"
        trigger={<Button>Eliminar conta</Button>}
      />,
    )

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar conta' }))

    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar conta?' })
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toHaveFocus()
  })

  it('given alwaysOpen, should have no buttons and ignore Escape and outside clicks', async () => {
    const onOpenChange = vi.fn()
    render(
      <ConfirmDialog
        title="A processar o pagamento"
        description="Confirme o pagamento no seu telemóvel."
        alwaysOpen
        onOpenChange={onOpenChange}
      />,
    )

    const dialog = screen.getByRole('alertdialog', { name: 'A processar o pagamento' })
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument()
    await expectNoAxeViolations(document.body)

    await userEvent.keyboard('{Escape}')
    await clickOutside()

    expect(screen.getByRole('alertdialog', { name: 'A processar o pagamento' })).toBeVisible()
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it('given a controlled dialog without a trigger, after closing, should return focus to the opener', async () => {
    render(<Controlled />)

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar conta' }))
    expect(screen.getByRole('alertdialog', { name: 'Eliminar conta?' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Eliminar conta' })).toHaveFocus()
  })

  it('given the page puts the focus on what the outcome brought while the dialog closes, should leave it there', async () => {
    render(<ConfirmWithOutcome />)

    await userEvent.click(screen.getByRole('button', { name: 'Alterar palavra-passe' }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))
    // Radix gives the focus back a task after the dialog is gone.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByText('Palavra-passe alterada.')).toHaveFocus()
  })

  it('while open, should hold the page still with a class on <html> and write no <style> element', async () => {
    const stylesBefore = document.querySelectorAll('style').length
    render(<Controlled />)
    const html = document.documentElement
    const classesBefore = html.className

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar conta' }))
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    // A Content-Security-Policy without 'unsafe-inline' blocks a <style> written at run time.
    expect(document.querySelectorAll('style')).toHaveLength(stylesBefore)
    expect(html).toHaveClass(scrollLocked)

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(html.className).toBe(classesBefore)
  })
})
