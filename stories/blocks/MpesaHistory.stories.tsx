import { mpesaEn, mpesaPt } from '@conecta/mpesa'
import { MpesaHistory } from '@conecta/mpesa/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { BlockDocsPage, mpesaSections } from '../support/BlockDocsPage'
import { blockMeta, blockParameters } from '../support/blockMeta'
import { payments, plans } from '../support/mpesaStoryData'

/**
 * The payment history of `@conecta/mpesa/react`, in each state the host's
 * loading reaches; a paid payment links to its receipt through the host's
 * `renderReceiptLink`. "Idioma" in the toolbar switches the words.
 */
const meta = {
  title: 'Blocos/MpesaHistory',
  component: MpesaHistory,
  ...blockMeta(),
  args: {
    history: { status: 'ready', payments },
    plans,
    onRetry: fn(),
    renderReceiptLink: (paid, label) => <a href={`#receipt-${paid.id}`}>{label}</a>,
  },
  parameters: {
    docs: { page: BlockDocsPage },
    ...blockParameters(mpesaSections(['history', 'outcomes'], ['meticais'])),
  },
} satisfies Meta<typeof MpesaHistory>

export default meta
type Story = StoryObj<typeof meta>

/** Three payments, newest first: paid (with its receipt link), refused by M-Pesa, cancelled. */
export const Payments: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem')
    await expect(items).toHaveLength(3)
    await expect(items[1]).toHaveTextContent(
      `Falhou: ${mpesaPt.outcomes.insufficientBalance.title}`,
    )
    await expect(canvas.getAllByRole('link')).toHaveLength(1)
  },
}

/** No payment yet. */
export const Empty: Story = {
  args: { history: { status: 'ready', payments: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(mpesaPt.history.empty)).toBeVisible()
  },
}

/** The server did not answer: "Tentar novamente" asks again. */
export const Failed: Story = {
  args: { history: { status: 'failed', offline: false } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: mpesaPt.actions.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** In English, with dates and money in English. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent(
      `Failed: ${mpesaEn.outcomes.insufficientBalance.title}`,
    )
    await expect(canvas.getByRole('link')).toHaveTextContent(/^See receipt of the Mensal plan/)
  },
}
