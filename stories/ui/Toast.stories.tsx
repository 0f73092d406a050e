import {
  Button,
  Stack,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  useToast,
} from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, screen, waitFor, within } from 'storybook/test'

const onUndo = fn()

/** Buttons that fire the toasts a story needs, the way app code calls `toast()`. */
function ToastLauncher({ toasts }: { toasts: Array<{ button: string; options: ToastOptions }> }) {
  const { toast } = useToast()
  return (
    <Stack gap="small" align="start">
      {toasts.map(({ button, options }) => (
        <Button key={button} variant="secondary" onClick={() => toast(options)}>
          {button}
        </Button>
      ))}
    </Stack>
  )
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: { children: null },
  // Over the page, the default, a toast covers what is under it: the reflow
  // check knows these stories show that (scripts/lib/reflow.mjs).
  decorators: [
    (Story) => (
      <div data-kit-overlay-toast-demo="">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastProvider>

export default meta
type Story = StoryObj<typeof meta>

function notifications() {
  return screen.getByRole('region', { name: 'Notificações (F8)' })
}

// A toast fades in from opacity 0; a person sees it once the entry animation
// has run, so the check waits for that instead of reading the first frame.
async function findToast(name: string) {
  // Generous timeouts: the test machine is often busy with other builds.
  const toast = await within(notifications()).findByRole('listitem', { name }, { timeout: 3000 })
  await waitFor(() => expect(toast).toBeVisible(), { timeout: 3000 })
  return toast
}

export const Default: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastLauncher
        toasts={[
          {
            button: 'Guardar perfil',
            options: {
              title: 'Perfil actualizado',
              description: 'As alterações foram guardadas.',
            },
          },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar perfil' }))
    const toast = await findToast('Perfil actualizado')
    await expect(within(toast).getByText('As alterações foram guardadas.')).toBeVisible()
    await userEvent.click(within(toast).getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(within(notifications()).queryByRole('listitem')).toBeNull())
  },
}

/** One toast at a time (the default `limit`): a new toast replaces the one on screen. */
export const OneAtATime: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastLauncher
        toasts={[
          { button: 'Primeira notificação', options: { title: 'Primeira' } },
          { button: 'Segunda notificação', options: { title: 'Segunda' } },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Primeira notificação' }))
    await findToast('Primeira')
    await userEvent.click(canvas.getByRole('button', { name: 'Segunda notificação' }))

    await waitFor(() => expect(within(notifications()).getAllByRole('listitem')).toHaveLength(1))
    await findToast('Segunda')
  },
}

/** A toast with an action button and a longer `duration` of its own (the app's login prompt is one: Session/Anonymous). */
export const WithAction: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastLauncher
        toasts={[
          {
            button: 'Arquivar mensagem',
            options: {
              title: 'Mensagem arquivada',
              description: 'Pode repô-la na caixa de entrada.',
              duration: 15_000,
              action: { label: 'Desfazer', onClick: onUndo },
            },
          },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent, step }) => {
    onUndo.mockClear()
    await step('Arquivar: the toast offers to undo', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Arquivar mensagem' }))
      const toast = await findToast('Mensagem arquivada')
      await expect(within(toast).getByText('Pode repô-la na caixa de entrada.')).toBeVisible()
    })
    await step('Desfazer runs the action and closes the toast', async () => {
      const toast = within(notifications()).getByRole('listitem', { name: 'Mensagem arquivada' })
      await userEvent.click(within(toast).getByRole('button', { name: 'Desfazer' }))
      await expect(onUndo).toHaveBeenCalledTimes(1)
      await waitFor(() => expect(within(notifications()).queryByRole('listitem')).toBeNull())
    })
  },
}

export const Success: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastLauncher
        toasts={[
          {
            button: 'Pagar',
            options: { title: 'Pagamento confirmado', variant: 'success' },
          },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }))
    await findToast('Pagamento confirmado')
  },
}

export const ErrorToast: Story = {
  name: 'Error',
  render: (args) => (
    <ToastProvider {...args}>
      <ToastLauncher
        toasts={[
          {
            button: 'Guardar',
            options: {
              title: 'Não foi possível guardar',
              description: 'Verifique a sua ligação e tente novamente.',
              variant: 'error',
            },
          },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }))
    await findToast('Não foi possível guardar')
  },
}

/** One button, "Notificar", whose toast stays a minute: long enough to reach it by keyboard. */
function NotifyLauncher(args: ToastProviderProps) {
  return (
    <ToastProvider {...args}>
      <ToastLauncher
        toasts={[{ button: 'Notificar', options: { title: 'Nova mensagem', duration: 60000 } }]}
      />
    </ToastProvider>
  )
}

/** F8 moves keyboard focus to the toast area, so a toast can be reached without a mouse. */
export const HotkeyF8: Story = {
  name: 'Hotkey F8',
  render: (args) => <NotifyLauncher {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notificar' }))
    await findToast('Nova mensagem')

    // user-event has no function keys in its key map; send what a browser sends.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'F8', code: 'F8' })

    await expect(within(notifications()).getByRole('list')).toHaveFocus()
  },
}

/**
 * Closed from the keyboard (F8, Tab to Fechar, Enter): the focus goes back to
 * the button it left, never to the empty list. After a tap it goes to the page.
 */
export const ClosedFromTheKeyboard: Story = {
  render: (args) => <NotifyLauncher {...args} />,
  play: async ({ canvas, userEvent }) => {
    const launcher = canvas.getByRole('button', { name: 'Notificar' })
    await userEvent.click(launcher)
    const toast = await findToast('Nova mensagem')
    launcher.focus()

    fireEvent.keyDown(launcher, { key: 'F8', code: 'F8' })
    const close = within(toast).getByRole('button', { name: 'Fechar' })
    // The list, then the toast, then its button: Radix leads Tab through the toasts.
    for (let presses = 0; presses < 4 && document.activeElement !== close; presses += 1) {
      await userEvent.tab()
    }
    await expect(close).toHaveFocus()
    await userEvent.keyboard('{Enter}')

    await waitFor(() => expect(within(notifications()).queryByRole('listitem')).toBeNull())
    await expect(launcher).toHaveFocus()
  },
}
