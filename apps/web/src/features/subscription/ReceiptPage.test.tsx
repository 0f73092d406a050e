import { makePayment, makeUser } from '@conecta/mocks'
import { mpesaPt } from '@conecta/mpesa'
import { serializeStoredUser } from '@conecta/session-machine'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { mswServer, useMockApi } from '../../../test/mswServer'
import { renderRoute } from '../../../test/renderRoute'
import { DEMO_API_URL } from '../../config/validateEnv'
import { LAST_RECEIPT_STORAGE_KEY, lastReceiptStorage } from './lastReceiptStorage'
import {
  RECEIPT_COPIED_MESSAGE,
  RECEIPT_COPY_LABEL,
  RECEIPT_SHARE_FAILED_MESSAGE,
  RECEIPT_SHARE_LABEL,
} from './ReceiptActions'
import {
  RECEIPT_LOAD_FAILED_MESSAGE,
  RECEIPT_NOT_FOUND_TITLE,
  RECEIPT_NOT_KEPT_MESSAGE,
  RECEIPT_NOT_PAID_TITLE,
  RECEIPT_OFFLINE_COPY_MESSAGE,
  RECEIPT_PAGE_TITLE,
} from './ReceiptPage'
import { receiptPath } from './receiptPath'

const user = makeUser()

/** A phone with no network: the browser says so, and no call gets an answer. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  mswServer.use(http.all(`${DEMO_API_URL}/*`, () => HttpResponse.error()))
}

/** What an earlier visit left in `user-storage`: the phone remembers this person. */
function storeUser() {
  const { id, name, email, email_verified_at, created_at } = user
  localStorage.setItem(
    'user-storage',
    serializeStoredUser({
      user: { id, name, email, email_verified_at, created_at },
      subscription: null,
    }),
  )
}
const paid = makePayment({ id: 'pay-paid', plan: 'trimestral', amount: 799 })

function receiptValue(term: string): string | null | undefined {
  const dt = screen.getByText(term, { selector: 'dt' })
  return dt.nextElementSibling?.textContent
}

afterEach(() => {
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'share')
  Reflect.deleteProperty(navigator, 'clipboard')
})

describe('ReceiptPage', () => {
  it('given a paid payment, should show its receipt with the plan name, print it, and keep it for offline', async () => {
    useMockApi({ signedInAs: user, payments: [{ ...paid, userId: user.id }] })
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const { container } = renderRoute(receiptPath('pay-paid'))

    await screen.findByRole('heading', { level: 1, name: RECEIPT_PAGE_TITLE })
    await waitFor(() => expect(receiptValue('Plano')).toBe('Trimestral'))
    expect(receiptValue('Transacção')).toBe('D7K3M9QX2B')
    expect(receiptValue('Referência')).toBe('CNT7Q2M9KX')
    expect(receiptValue('Montante')).toBe('799\u00a0MT')
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }))
    expect(print).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('link', { name: 'Voltar à subscrição' })).toHaveAttribute(
      'href',
      '/profile/subscription',
    )
    await waitFor(() => expect(lastReceiptStorage.read(user.id)?.planName).toBe('Trimestral'))
    await expectNoAxeViolations(container)
  })

  it('given the receipt link followed from the history, should put the focus on the heading and keep it there once the receipt arrives', async () => {
    useMockApi({ signedInAs: user, payments: [{ ...paid, userId: user.id }] })
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    mswServer.use(
      http.get(`${DEMO_API_URL}/api/subscription/payments/:id`, async () => {
        await answered
        return undefined
      }),
    )
    renderRoute('/profile/subscription')

    await userEvent.click(
      await screen.findByRole('link', { name: new RegExp(`^${mpesaPt.history.receiptLink}`) }),
    )
    const heading = await screen.findByRole('heading', { level: 1, name: RECEIPT_PAGE_TITLE })
    await waitFor(() => expect(heading).toHaveFocus())
    answer()
    await waitFor(() => expect(receiptValue('Plano')).toBe('Trimestral'))
    expect(heading).toBeInTheDocument()
    expect(heading).toHaveFocus()
  })

  it('given another id, should say the receipt was not found, with a way back', async () => {
    useMockApi({ signedInAs: user })
    renderRoute(receiptPath('nope'))

    await screen.findByRole('heading', { level: 1, name: RECEIPT_NOT_FOUND_TITLE })
    expect(screen.getByRole('link', { name: 'Voltar à subscrição' })).toBeVisible()
  })

  it('given a failed payment, should say plainly it was not paid', async () => {
    const failed = makePayment({
      id: 'pay-f',
      status: 'failed',
      code: 'INS-6',
      transaction_id: null,
    })
    useMockApi({ signedInAs: user, payments: [{ ...failed, userId: user.id }] })
    renderRoute(receiptPath('pay-f'))

    await screen.findByRole('heading', { level: 1, name: RECEIPT_NOT_PAID_TITLE })
    expect(screen.getByText(/^Estado: Falhou\. Só um pagamento confirmado tem comprovativo\.$/))
    expect(screen.queryByRole('button', { name: 'Imprimir' })).toBeNull()
    expect(lastReceiptStorage.read(user.id)).toBeNull()
  })

  it('given the payment call fails, should say so and load it on "Tentar novamente"', async () => {
    useMockApi({ signedInAs: user, payments: [{ ...paid, userId: user.id }] })
    let fail = true
    mswServer.use(
      http.get(`${DEMO_API_URL}/api/subscription/payments/:id`, () =>
        fail ? HttpResponse.error() : undefined,
      ),
    )
    renderRoute(receiptPath('pay-paid'))

    expect(await screen.findByText(RECEIPT_LOAD_FAILED_MESSAGE)).toBeVisible()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(receiptValue('Transacção')).toBe('D7K3M9QX2B'))
  })

  it("given no network and this person's kept receipt, should show it for the stored user", async () => {
    goOffline()
    storeUser()
    lastReceiptStorage.save(user.id, paid, 'Trimestral')
    const { container } = renderRoute(receiptPath('pay-paid'))

    await screen.findByText(RECEIPT_OFFLINE_COPY_MESSAGE)
    expect(screen.getByRole('heading', { level: 1, name: RECEIPT_PAGE_TITLE })).toBeVisible()
    expect(receiptValue('Plano')).toBe('Trimestral')
    expect(receiptValue('Transacção')).toBe('D7K3M9QX2B')
    await expectNoAxeViolations(container)
  })

  it("given no network and another person's kept receipt, should show nothing of it and discard it", async () => {
    goOffline()
    storeUser()
    lastReceiptStorage.save(user.id + 1, paid, 'Trimestral')
    renderRoute(receiptPath('pay-paid'))

    await screen.findByText(RECEIPT_NOT_KEPT_MESSAGE)
    // One way to ask again: the offline notice's, which asks the server who is signed in.
    expect(screen.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(1)
    expect(screen.queryByText('D7K3M9QX2B')).toBeNull()
    expect(localStorage.getItem(LAST_RECEIPT_STORAGE_KEY)).toBeNull()
  })
})

describe('receipt sharing', () => {
  it('given navigator.share, should share the receipt text; a closed sheet says nothing, a refusal says so and offers copying', async () => {
    useMockApi({ signedInAs: user, payments: [{ ...paid, userId: user.id }] })
    const share = vi.fn<(data: ShareData) => Promise<void>>()
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    renderRoute(receiptPath('pay-paid'))
    await waitFor(() => expect(receiptValue('Plano')).toBe('Trimestral'))

    share.mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
    await userEvent.click(screen.getByRole('button', { name: RECEIPT_SHARE_LABEL }))
    expect(share).toHaveBeenCalledWith({
      title: 'Comprovativo de pagamento Conecta',
      text: expect.stringContaining('Transacção M-Pesa: D7K3M9QX2B'),
    })
    expect(share.mock.calls[0]?.[0].text).toContain('Plano: Trimestral')
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('')
    expect(screen.queryByRole('button', { name: RECEIPT_COPY_LABEL })).toBeNull()

    share.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'))
    await userEvent.click(screen.getByRole('button', { name: RECEIPT_SHARE_LABEL }))
    expect(await screen.findByText(RECEIPT_SHARE_FAILED_MESSAGE)).toBeVisible()
    expect(screen.getByRole('button', { name: RECEIPT_COPY_LABEL })).toBeVisible()
  })

  it('given no navigator.share, should offer copying and confirm it', async () => {
    useMockApi({ signedInAs: user, payments: [{ ...paid, userId: user.id }] })
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue()
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderRoute(receiptPath('pay-paid'))
    await waitFor(() => expect(receiptValue('Plano')).toBe('Trimestral'))

    expect(screen.queryByRole('button', { name: RECEIPT_SHARE_LABEL })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: RECEIPT_COPY_LABEL }))
    expect(await screen.findByText(RECEIPT_COPIED_MESSAGE)).toBeVisible()
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Referência: CNT7Q2M9KX'))
  })
})

describe('PaymentHistory', () => {
  it('should give each paid payment a receipt link whose name tells it apart, and none to the others', async () => {
    useMockApi({
      signedInAs: user,
      payments: [
        { ...paid, userId: user.id, created_at: '2026-01-15T09:00:00.000Z' },
        {
          ...paid,
          id: 'pay-2',
          plan: 'mensal',
          amount: 299,
          userId: user.id,
          created_at: '2026-02-15T09:00:00.000Z',
        },
        makePayment({ id: 'pay-f', status: 'failed', code: 'INS-6', userId: user.id } as never),
      ],
    })
    renderRoute('/profile/subscription')

    const links = await screen.findAllByRole('link', {
      name: new RegExp(`^${mpesaPt.history.receiptLink}`),
    })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/profile/subscription/receipt/pay-2',
      '/profile/subscription/receipt/pay-paid',
    ])
    expect(links[0]).toHaveAccessibleName(
      'Ver comprovativo do plano Mensal de 15 de fevereiro de 2026 às 11:00',
    )
    expect(links[1]).toHaveAccessibleName(
      'Ver comprovativo do plano Trimestral de 15 de janeiro de 2026 às 11:00',
    )
  })
})
