// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe.js'
import { makeTestPayment, testPlan } from '../../test/paymentFixtures.js'
import { mpesaEn, mpesaPt } from '../mpesaStrings.js'
import { MpesaHistory, type PaymentHistoryView } from './MpesaHistory.js'
import { MpesaPlans } from './MpesaPlans.js'
import { MpesaProvider } from './MpesaProvider.js'

const english = (children: ReactNode) => <MpesaProvider strings={mpesaEn}>{children}</MpesaProvider>

/** Inside a host's page: its landmarks are the host's, the list is the block's. */
function inPage(node: ReactNode) {
  return render(<main>{node}</main>)
}

function renderHistory(history: PaymentHistoryView, wrap = (node: ReactNode) => node) {
  const onRetry = vi.fn()
  inPage(
    wrap(
      <MpesaHistory
        history={history}
        plans={[testPlan]}
        onRetry={onRetry}
        renderReceiptLink={(payment, label) => <a href={`/receipts/${payment.id}`}>{label}</a>}
      />,
    ),
  )
  return { onRetry }
}

describe('MpesaHistory', () => {
  it('given payments, should list each with its plan, amount, status (a failure with its reason) and date, and link only the paid one to its receipt', async () => {
    renderHistory({
      status: 'ready',
      payments: [
        makeTestPayment({
          id: 'p2',
          status: 'paid',
          code: 'INS-0',
          created_at: '2026-03-10T08:00:00Z',
        }),
        makeTestPayment({ id: 'p1', status: 'failed', code: 'INS-2006', reference: 'CNT-0' }),
      ],
    })
    const items = screen.getAllByRole('listitem')
    expect(items[0]).toHaveTextContent(
      'Mensal150 MTPago10 de março de 2026 às 10:00 · Referência CNT-1',
    )
    expect(items[1]).toHaveTextContent(`Falhou: ${mpesaPt.outcomes.insufficientBalance.title}`)
    const links = screen.getAllByRole('link')
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/receipts/p2', 'Ver comprovativo do plano Mensal de 10 de março de 2026 às 10:00'],
    ])
    await expectNoAxeViolations(document.body)
  })

  it('given no payment, should say so', async () => {
    renderHistory({ status: 'ready', payments: [] })
    expect(screen.getByText(mpesaPt.history.empty)).toBeVisible()
    await expectNoAxeViolations(document.body)
  })

  it('given a failed load, should offer to try again', async () => {
    const { onRetry } = renderHistory({ status: 'failed', offline: false })
    await userEvent.click(screen.getByRole('button', { name: mpesaPt.actions.retry }))
    expect(onRetry).toHaveBeenCalledOnce()
    await expectNoAxeViolations(document.body)
  })

  it('given a load that failed offline while still offline, should wait for the connection, not offer a retry', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      renderHistory({ status: 'failed', offline: true })
      expect(screen.getByText(mpesaPt.history.offline)).toBeVisible()
      expect(screen.queryByRole('button')).toBeNull()
    } finally {
      online.mockRestore()
    }
  })

  it('given English, should say the statuses, money and dates in English', () => {
    renderHistory(
      {
        status: 'ready',
        payments: [
          makeTestPayment({ status: 'paid', amount: 1500, created_at: '2026-03-10T08:00:00Z' }),
        ],
      },
      english,
    )
    expect(screen.getByRole('listitem')).toHaveTextContent(
      /^Mensal1,500 MTPaidMarch 10, 2026 at 10:00\sAM · Reference CNT-1See receipt of the Mensal plan of/,
    )
  })
})

describe('MpesaPlans', () => {
  const plans = [
    testPlan,
    { ...testPlan, id: 'annual', name: 'Anual', price: 1500, duration_days: 365 },
  ]

  it('should show each plan with its price and days, mark the current one, and say which was chosen', async () => {
    const onChoose = vi.fn()
    inPage(<MpesaPlans plans={plans} currentPlanId="annual" onChoose={onChoose} />)
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Mensal150\u00a0MTpor 30 diasEscolher',
      'Anual (plano actual)1500\u00a0MTpor 365 diasEscolher',
    ])
    await expectNoAxeViolations(document.body)
    await userEvent.click(screen.getByRole('button', { name: 'Escolher o plano Anual' }))
    expect(onChoose).toHaveBeenCalledWith(plans[1])
  })

  it('given English, should name the buttons and days in English', () => {
    inPage(english(<MpesaPlans plans={plans} onChoose={() => {}} />))
    expect(screen.getByRole('button', { name: 'Choose the Anual plan' })).toHaveTextContent(
      'Choose',
    )
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('1,500 MTfor 365 days')
  })
})
