import {
  Button,
  LOGIN_TOAST_DURATION,
  Stack,
  type ToastOptions,
  ToastProvider,
  useToast,
} from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, screen, waitFor, within } from 'storybook/test'

const onLogin = fn()

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

/** docs/product.md#dialogs-and-toasts: one toast at a time; a new toast replaces the one on screen. */
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

/** docs/product.md#start-up: the start-up prompt when the user fetch fails, for 20 s, with a Login button. */
export const LoginPrompt: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastLauncher
        toasts={[
          {
            button: 'Simular falha ao obter o utilizador',
            options: {
              title: 'Efectue o login',
              description: 'Você deve efectuar login para ter acesso completo do website!',
              duration: LOGIN_TOAST_DURATION,
              action: { label: 'Login', onClick: onLogin },
            },
          },
        ]}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    onLogin.mockClear()
    await userEvent.click(
      canvas.getByRole('button', { name: 'Simular falha ao obter o utilizador' }),
    )
    const toast = await findToast('Efectue o login')
    await expect(
      within(toast).getByText('Você deve efectuar login para ter acesso completo do website!'),
    ).toBeVisible()

    await userEvent.click(within(toast).getByRole('button', { name: 'Login' }))
    await expect(onLogin).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(within(notifications()).queryByRole('listitem')).toBeNull())
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

/** F8 moves keyboard focus to the toast area, so a toast can be reached without a mouse. */
export const HotkeyF8: Story = {
  name: 'Hotkey F8',
  render: (args) => (
    <ToastProvider {...args}>
      <ToastLauncher
        toasts={[{ button: 'Notificar', options: { title: 'Nova mensagem', duration: 60000 } }]}
      />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notificar' }))
    await findToast('Nova mensagem')

    // user-event has no function keys in its key map; send what a browser sends.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'F8', code: 'F8' })

    await expect(within(notifications()).getByRole('list')).toHaveFocus()
  },
}
