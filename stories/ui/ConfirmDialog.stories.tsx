import { Button, CONFIRM_DIALOG_ERROR_MESSAGE, ConfirmDialog, PasswordField } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { findDialog } from '../support/playHelpers'

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Terminar sessão?',
    description: 'Terá de voltar a entrar para ver o seu perfil.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Opened from its trigger; Cancelar closes it and focus returns to the trigger. */
export const Default: Story = {
  args: { trigger: <Button variant="ghost">Sair</Button> },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Sair' })
    await userEvent.click(trigger)

    const dialog = await findDialog('Terminar sessão?')
    await expect(within(dialog).getByText(/voltar a entrar/)).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onCancel).toHaveBeenCalledTimes(1)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

/** A destructive confirm with a field inside, as for deleting the account. */
export const DangerWithPassword: Story = {
  args: {
    defaultOpen: true,
    variant: 'danger',
    title: 'Eliminar conta?',
    description: 'Esta acção não pode ser desfeita. Introduza a sua palavra-passe para continuar.',
    confirmText: 'Eliminar conta',
    children: <PasswordField label="Palavra-passe" name="password" />,
  },
  play: async () => {
    const dialog = await findDialog('Eliminar conta?')
    await expect(within(dialog).getByLabelText('Palavra-passe')).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Eliminar conta' })).toBeVisible()
  },
}

/** An async confirm: the button is busy until the promise settles, then the dialog closes. */
export const PendingConfirm: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 1500))),
  },
  play: async ({ args, userEvent, step }) => {
    const dialog = await findDialog('Terminar sessão?')
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' })

    await step('Confirmar makes the button busy and Cancelar unavailable', async () => {
      await userEvent.click(confirm)
      await expect(confirm).toHaveAttribute('aria-busy', 'true')
      await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    })
    await step(
      'While pending, a second click sends nothing and Escape does not close',
      async () => {
        await userEvent.click(confirm)
        await userEvent.keyboard('{Escape}')
        await expect(args.onConfirm).toHaveBeenCalledTimes(1)
        await expect(screen.getByRole('alertdialog', { name: 'Terminar sessão?' })).toBeVisible()
      },
    )
    await step('Settled, the dialog closes', async () => {
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 4000 })
    })
  },
}

/** The confirm fails: the dialog stays open and says so. */
export const RejectedConfirm: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(() => Promise.reject(new Error('Falha de rede'))),
  },
  play: async ({ userEvent }) => {
    const dialog = await findDialog('Terminar sessão?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))

    const alert = await within(dialog).findByRole('alert')
    await expect(alert).toHaveTextContent(CONFIRM_DIALOG_ERROR_MESSAGE)
    await expect(screen.getByRole('alertdialog', { name: 'Terminar sessão?' })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Confirmar' })).not.toHaveAttribute(
      'aria-busy',
    )
  },
}

/** docs/product.md#dialogs-and-toasts, "always open": no buttons; Escape does not close it. */
export const AlwaysOpen: Story = {
  args: {
    alwaysOpen: true,
    title: 'A processar o pagamento',
    description: 'Confirme o pagamento M-Pesa no seu telemóvel.',
  },
  play: async ({ userEvent }) => {
    const dialog = await findDialog('A processar o pagamento')
    await expect(within(dialog).queryByRole('button')).toBeNull()

    await userEvent.keyboard('{Escape}')

    await expect(screen.getByRole('alertdialog', { name: 'A processar o pagamento' })).toBeVisible()
    await expect(dialog).toHaveAttribute('data-state', 'open')
  },
}
