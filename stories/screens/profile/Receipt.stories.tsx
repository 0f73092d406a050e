import { makePayment, makeUser } from '@conecta/mocks'
import { mpesaPt } from '@conecta/mpesa'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { lastReceiptStorage } from '../../../apps/web/src/features/subscription/lastReceiptStorage'
import {
  RECEIPT_COPIED_MESSAGE,
  RECEIPT_COPY_LABEL,
  RECEIPT_SHARE_LABEL,
} from '../../../apps/web/src/features/subscription/ReceiptActions'
import {
  RECEIPT_NOT_FOUND_MESSAGE,
  RECEIPT_NOT_FOUND_TITLE,
  RECEIPT_NOT_PAID_TITLE,
  RECEIPT_OFFLINE_COPY_MESSAGE,
  RECEIPT_PAGE_TITLE,
} from '../../../apps/web/src/features/subscription/ReceiptPage'
import { receiptPath } from '../../../apps/web/src/features/subscription/receiptPath'
import { AppStory, appLocation, storedUserOf } from '../../support/AppStory'
import { AppStoryDocsPage } from '../../support/AppStoryDocsPage'
import { appStoryMeta } from '../../support/appStoryMeta'
import { apiUrl, mockApi } from '../../support/mockApi'

/** The printable receipt (comprovativo) of one payment, and its ways to share it. */
const meta = {
  title: 'Screens/Receipt',
  component: AppStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
  ...appStoryMeta({ path: receiptPath('pay-paid') }),
} satisfies Meta<typeof AppStory>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

const ana = makeUser()
const paid = makePayment({ id: 'pay-paid', plan: 'trimestral', amount: 799 })
const failed = makePayment({
  id: 'pay-failed',
  status: 'failed',
  code: 'INS-2006',
  message: 'Insufficient balance',
  transaction_id: null,
})

function scenario() {
  return mockApi({
    signedInAs: ana,
    payments: [
      { ...paid, userId: ana.id },
      { ...failed, userId: ana.id },
    ],
  })
}

/** The value the receipt gives for a term ('Plano', 'Transacção', …). */
function receiptValue(canvas: Canvas, term: string): string | null | undefined {
  return canvas.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
}

/** Makes `navigator[name]` what the story needs, and puts back what the browser had. */
function replaceOnNavigator(name: 'share' | 'clipboard', value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(navigator, name)
  Object.defineProperty(navigator, name, { configurable: true, value })
  return () => {
    if (own === undefined) Reflect.deleteProperty(navigator, name)
    else Object.defineProperty(navigator, name, own)
  }
}

const historyScenario = scenario()

/** The payment history: a paid payment opens its receipt page; a failed one has none to open. */
export const HistoryOpensReceipt: Story = {
  args: { path: '/profile/subscription' },
  parameters: historyScenario.parameters,
  play: async ({ canvas, userEvent }) => {
    const history = await canvas.findByRole('region', { name: 'Histórico de pagamentos' })
    const links = await within(history).findAllByRole('link', {
      name: new RegExp(`^${mpesaPt.history.receiptLink}`),
    })
    await expect(links).toHaveLength(1)
    await userEvent.click(links[0] as HTMLElement)
    const heading = await canvas.findByRole('heading', { level: 1, name: RECEIPT_PAGE_TITLE })
    await expect(appLocation().pathname).toBe(receiptPath('pay-paid'))
    await waitFor(() => expect(receiptValue(canvas, 'Plano')).toBe('Trimestral'))
    // The heading found while the receipt was loading is the receipt's own: the
    // same element, not a new one in its place (the focus stays on it).
    await expect(heading).toBeVisible()
  },
}

const paidScenario = scenario()

/** A paid payment: its receipt with the plan's name, "Imprimir", sharing, and the way back. */
export const Paid: Story = {
  parameters: paidScenario.parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: RECEIPT_PAGE_TITLE }),
    ).toBeVisible()
    await waitFor(() => expect(receiptValue(canvas, 'Plano')).toBe('Trimestral'))
    await expect(receiptValue(canvas, 'Transacção')).toBe('D7K3M9QX2B')
    await expect(receiptValue(canvas, 'Montante')).toBe('799\u00a0MT')
    await expect(canvas.getByRole('button', { name: 'Imprimir' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Voltar à subscrição' })).toHaveAttribute(
      'href',
      '/profile/subscription',
    )
  },
}

const notFoundScenario = scenario()

/** An id that is not this person's payment (or no payment at all): said plainly, with a way back. */
export const NotFound: Story = {
  args: { path: receiptPath('pay-de-outra-pessoa') },
  parameters: notFoundScenario.parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: RECEIPT_NOT_FOUND_TITLE }),
    ).toBeVisible()
    await expect(canvas.getByText(RECEIPT_NOT_FOUND_MESSAGE)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Voltar à subscrição' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Imprimir' })).toBeNull()
  },
}

const notPaidScenario = scenario()

/** A payment that failed has no receipt: its state, and the way back. */
export const NotPaid: Story = {
  args: { path: receiptPath('pay-failed') },
  parameters: notPaidScenario.parameters,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: RECEIPT_NOT_PAID_TITLE }),
    ).toBeVisible()
    await expect(
      canvas.getByText('Estado: Falhou. Só um pagamento confirmado tem comprovativo.'),
    ).toBeVisible()
    await expect(canvas.queryByText('D7K3M9QX2B')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Voltar à subscrição' })).toBeVisible()
  },
}

const offlineScenario = mockApi(
  { signedInAs: ana },
  {
    before: {
      session: [http.get(apiUrl('/api/user'), () => HttpResponse.error())],
      subscription: [http.all(apiUrl('/api/subscription/*'), () => HttpResponse.error())],
    },
  },
)

/**
 * No network: the server cannot say who is signed in, so the page shows the
 * copy this phone kept of the remembered person's last receipt.
 */
export const OfflineLastReceipt: Story = {
  args: { storedUser: storedUserOf(ana) },
  parameters: offlineScenario.parameters,
  beforeEach: () => {
    lastReceiptStorage.save(ana.id, paid, 'Trimestral')
    return () => lastReceiptStorage.clear()
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(RECEIPT_OFFLINE_COPY_MESSAGE)).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: RECEIPT_PAGE_TITLE })).toBeVisible()
    await expect(receiptValue(canvas, 'Plano')).toBe('Trimestral')
    await expect(receiptValue(canvas, 'Transacção')).toBe('D7K3M9QX2B')
    await expect(canvas.getByRole('button', { name: 'Imprimir' })).toBeVisible()
  },
}

const shareScenario = scenario()
const shared: ShareData[] = []

/** "Partilhar comprovativo" hands the phone's share sheet (WhatsApp) the receipt as text. */
export const Share: Story = {
  parameters: shareScenario.parameters,
  beforeEach: () => {
    shared.length = 0
    // Decided when the page renders: the share sheet must be there first.
    return replaceOnNavigator('share', async (data: ShareData) => {
      shared.push(data)
    })
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(receiptValue(canvas, 'Plano')).toBe('Trimestral'))
    await userEvent.click(canvas.getByRole('button', { name: RECEIPT_SHARE_LABEL }))
    await expect(shared).toEqual([
      {
        title: 'Comprovativo de pagamento Conecta',
        text: [
          'Comprovativo de pagamento Conecta: pago',
          'Plano: Trimestral',
          'Montante: 799\u00a0MT',
          'Data: 15 de janeiro de 2025 às 11:00',
          'Referência: CNT7Q2M9KX',
          'Transacção M-Pesa: D7K3M9QX2B',
        ].join('\n'),
      },
    ])
    await expect(canvas.queryByRole('button', { name: RECEIPT_COPY_LABEL })).toBeNull()
  },
}

const copyScenario = scenario()
const copied: string[] = []

/** A browser without a share sheet: "Copiar comprovativo", and a polite confirmation. */
export const CopyFallback: Story = {
  parameters: copyScenario.parameters,
  beforeEach: () => {
    copied.length = 0
    const restoreShare = replaceOnNavigator('share', undefined)
    const restoreClipboard = replaceOnNavigator('clipboard', {
      writeText: async (text: string) => {
        copied.push(text)
      },
    })
    return () => {
      restoreShare()
      restoreClipboard()
    }
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(receiptValue(canvas, 'Plano')).toBe('Trimestral'))
    await expect(canvas.queryByRole('button', { name: RECEIPT_SHARE_LABEL })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: RECEIPT_COPY_LABEL }))
    await expect(await canvas.findByText(RECEIPT_COPIED_MESSAGE)).toBeVisible()
    await expect(copied).toHaveLength(1)
    await expect(copied[0]).toContain('Transacção M-Pesa: D7K3M9QX2B')
  },
}
