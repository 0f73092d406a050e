import { Button, Notice } from '@conecta/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'

const meta = {
  title: 'UI/Notice',
  component: Notice,
  tags: ['autodocs'],
} satisfies Meta<typeof Notice>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Teste gratuito disponível',
    children: 'Pode experimentar o Conecta sem pagar durante o período de teste.',
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status')
    await expect(notice).toHaveTextContent('Informação: Teste gratuito disponível')
    await expect(canvas.getByText('Teste gratuito disponível')).toBeVisible()
  },
}

/** The profile after `?verified=1`. */
export const Success: Story = {
  args: { tone: 'success', children: 'O seu endereço de e-mail foi verificado.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sucesso: O seu endereço de e-mail foi verificado.',
    )
  },
}

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Subscrição em atraso',
    children: 'A sua subscrição expirou há 3 dias. Renove para continuar.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Aviso: Subscrição em atraso')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const ErrorTone: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    title: 'O pagamento falhou',
    children: 'Saldo M-Pesa insuficiente.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Erro: O pagamento falhou')
    await expect(alert).toHaveTextContent('Saldo M-Pesa insuficiente.')
  },
}

/** A network failure answered with a retry. */
export const WithAction: Story = {
  args: {
    tone: 'error',
    title: 'Sem ligação',
    children: 'Verifique a sua ligação à Internet e tente novamente.',
    action: (
      <Button variant="secondary" onClick={fn()}>
        Tentar novamente
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' })
    await expect(canvas.getByRole('alert')).toContainElement(retry)
    await userEvent.click(retry)
    await expect(retry).toHaveFocus()
  },
}

/** Part of the page from the start, so not announced as news. */
export const Static: Story = {
  args: {
    tone: 'info',
    role: 'none',
    // A name a line must not split, kept whole by the host as the app does
    // (apps/web/src/format/keepNamesWhole.tsx): the kit's text wraps anywhere.
    children: (
      <>
        O pagamento é feito pelo <span style={{ whiteSpace: 'nowrap' }}>M-Pesa</span> no seu
        telemóvel.
      </>
    ),
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull()
    await expect(canvasElement).toHaveTextContent(
      'O pagamento é feito pelo M-Pesa no seu telemóvel.',
    )
    await expect(canvas.getByText('M-Pesa')).toBeVisible()
  },
}
