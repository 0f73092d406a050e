import { makePayment, makeSubscriptionInfo, makeUser } from '@conecta/mocks'
import {
  mpesaPt,
  PAYMENT_ATTEMPT_STORAGE_KEY,
  paymentTabLock,
  type StoredAttempt,
} from '@conecta/mpesa'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../../test/axe'
import { mswServer, useMockApi } from '../../../test/mswServer'
import { paragraphWithText } from '../../../test/paragraphWithText'
import { renderRoute } from '../../../test/renderRoute'
import { DEMO_API_URL } from '../../config/validateEnv'
import { formatMaputoDate } from '../../format/formatMaputoDate'
import { PLANS_OFFLINE_TEXT } from './SubscriptionTab'

// The first status poll comes 2 s after the server accepts the attempt (POLL_BACKOFF_MS).
const SETTLED = { timeout: 8000 }

function userWith(state: Parameters<typeof makeSubscriptionInfo>[0]) {
  return makeUser({ subscription_info: makeSubscriptionInfo(state) })
}

async function openPayment(planName = 'Mensal') {
  await userEvent.click(await screen.findByRole('button', { name: `Escolher o plano ${planName}` }))
  return screen.getByRole('textbox', { name: /Número M-Pesa/ })
}

async function pay(number: string) {
  const field = await openPayment()
  await userEvent.clear(field)
  await userEvent.type(field, number)
  await userEvent.click(screen.getByRole('button', { name: /^Pagar 299/ }))
}

/** A subscriber with one paid payment opens the tab online, and leaves: the phone keeps what it showed. */
async function useTabSeenOnceOnline() {
  const mock = useMockApi({ signedInAs: userWith({ state: 'active', plan: 'mensal', days: 10 }) })
  mock.store.addPayment({
    userId: 1,
    idempotencyKey: 'attempt-paid',
    phone_number: '258841234560',
    settlesAt: Date.now() - 60_000,
  })
  const first = renderRoute('/profile/subscription')
  expect(await screen.findByRole('button', { name: 'Escolher o plano Anual' })).toBeVisible()
  expect(await screen.findByRole('link', { name: /Ver comprovativo/ })).toBeVisible()
  first.unmount()
  return mock
}

describe('SubscriptionTab', () => {
  it('given a person who never subscribed, should offer the free trial and, after starting it, show the trial', async () => {
    useMockApi({ signedInAs: userWith({ state: 'none' }) })
    const { container } = renderRoute('/profile/subscription')

    expect(await screen.findByText('Ainda não tem uma subscrição.')).toBeInTheDocument()
    expect(await screen.findByText(PAYMENT_HISTORY_EMPTY_TEXT)).toBeInTheDocument()
    // How long it lasts is said before it starts, and read with the button.
    const start = screen.getByRole('button', { name: 'Iniciar teste gratuito' })
    await waitFor(() => expect(start).toHaveAccessibleDescription('O teste gratuito dura 7 dias.'))
    await expectNoAxeViolations(container)

    await userEvent.click(start)

    expect(await screen.findByText(/O seu teste gratuito começou/)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('Teste gratuito')).toBeInTheDocument())
    expect(screen.getByText(/^Válida até /)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Iniciar teste gratuito' })).toBeNull()
    await expectNoAxeViolations(container)
  })

  it('given a trial started on a slow network, while the refreshed subscription is on its way, should show the answer alone: no "no subscription" nor a button to start it again', async () => {
    useMockApi({ signedInAs: userWith({ state: 'none' }) })
    let started = false
    let answerRefresh = () => {}
    const refreshHeld = new Promise<void>((resolve) => {
      answerRefresh = resolve
    })
    mswServer.use(
      // Both fall through to the demo API once they have done their part.
      http.post(`${DEMO_API_URL}/api/subscription/free-trial`, () => {
        started = true
      }),
      http.get(`${DEMO_API_URL}/api/user`, async () => {
        if (started) await refreshHeld
      }),
    )
    const { container } = renderRoute('/profile/subscription')
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar teste gratuito' }))

    expect(await screen.findByText(/O seu teste gratuito começou/)).toBeInTheDocument()
    const status = screen.getByRole('region', { name: 'A sua subscrição' })
    expect(within(status).queryByRole('button')).toBeNull()
    expect(status).not.toHaveTextContent('Ainda não tem uma subscrição.')
    expect(status).not.toHaveTextContent(/Experimente|dura 7 dias|Escolha um plano/)
    await expectNoAxeViolations(container)

    // The tapped button left with the answer, which took the focus, and keeps it through the refresh.
    const answer = within(status).getByRole('status')
    expect(answer).toHaveFocus()
    answerRefresh()
    await waitFor(() => expect(status).toHaveTextContent('Plano actual: Teste gratuito'))
    expect(answer).toHaveTextContent(/O seu teste gratuito começou/)
    expect(answer).toHaveFocus()
  })

  it('given a trial just started, after paying a plan, should not leave the trial notice above the receipt', async () => {
    useMockApi({ signedInAs: userWith({ state: 'none' }) })
    renderRoute('/profile/subscription')

    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar teste gratuito' }))
    expect(await screen.findByText(/O seu teste gratuito começou/)).toBeInTheDocument()
    await pay('84 123 4560')

    expect(
      await screen.findByRole('heading', { name: 'Pagamento confirmado' }, SETTLED),
    ).toHaveFocus()
    expect(screen.queryByText(/O seu teste gratuito começou/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(await screen.findByRole('heading', { name: 'Planos' })).toBeInTheDocument()
    expect(screen.queryByText(/O seu teste gratuito começou/)).toBeNull()
  })

  it('given a trial refused by the server, a plan opened and closed, and the trial tried again, should say how the second try went too', async () => {
    useMockApi({ signedInAs: userWith({ state: 'none' }) })
    mswServer.use(
      http.post(`${DEMO_API_URL}/api/subscription/free-trial`, () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    )
    renderRoute('/profile/subscription')
    const refused = 'Ocorreu um erro no servidor. Tente novamente mais tarde.'

    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar teste gratuito' }))
    expect(await screen.findByText(refused)).toBeVisible()
    // The person looks at a plan instead, then goes back to the trial.
    await openPayment()
    expect(screen.queryByText(refused)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Escolher outro plano' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar teste gratuito' }))

    expect(await screen.findByText(refused)).toBeVisible()
  })

  it('given the plans and payments seen once, offline on the next visit, should show the copies kept on this phone instead of an error per section', async () => {
    await useTabSeenOnceOnline()

    // The next visit: the session is still known, the rest of the API out of reach.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    mswServer.use(http.get(`${DEMO_API_URL}/api/subscription/*`, () => HttpResponse.error()))
    renderRoute('/profile/subscription')

    expect(await screen.findByRole('button', { name: 'Escolher o plano Anual' })).toBeVisible()
    expect(await screen.findByRole('link', { name: /Ver comprovativo/ })).toBeVisible()
    expect(screen.queryByText(/^Não foi possível carregar/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull()
    vi.restoreAllMocks()
  })

  it('given an offline reload (the session cannot even start), should show the header, the tabs and what this phone kept for the person it remembers', async () => {
    const { store } = await useTabSeenOnceOnline()

    // The reload: no call of any kind gets an answer.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    mswServer.use(http.all(`${DEMO_API_URL}/*`, () => HttpResponse.error()))
    renderRoute('/profile/subscription')

    expect(await screen.findByRole('button', { name: 'Terminar sessão' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Subscrição' })).toBeVisible()
    expect(await screen.findByText('Mensal', { selector: 'strong' })).toBeVisible()
    expect(await screen.findByRole('button', { name: 'Escolher o plano Anual' })).toBeVisible()
    expect(await screen.findByRole('link', { name: /Ver comprovativo/ })).toBeVisible()

    // The account tab too: the remembered person's name and e-mail.
    await userEvent.click(screen.getByRole('link', { name: 'Conta' }))
    expect(await screen.findByRole('textbox', { name: /^Nome/ })).toHaveValue(
      store.users.get(1)?.name,
    )
    vi.restoreAllMocks()
  })

  it('given nothing kept and no connection, should say once the sections come back, then show them when it returns, without a tap', async () => {
    useMockApi({ signedInAs: userWith({ state: 'none' }) })
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    let down = true
    mswServer.use(
      http.get(`${DEMO_API_URL}/api/subscription/*`, () =>
        down ? HttpResponse.error() : undefined,
      ),
    )
    renderRoute('/profile/subscription')

    expect(await screen.findByText(PLANS_OFFLINE_TEXT)).toBeVisible()
    expect(await screen.findByText(mpesaPt.history.offline)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull()

    down = false
    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })

    expect(await screen.findByRole('button', { name: 'Escolher o plano Mensal' })).toBeVisible()
    expect(await screen.findByText(PAYMENT_HISTORY_EMPTY_TEXT)).toBeVisible()
    vi.restoreAllMocks()
  })

  it('given the server says the trial was used, after starting it, should explain and stop offering it', async () => {
    useMockApi({ signedInAs: userWith({ state: 'none' }) })
    mswServer.use(
      http.post(`${DEMO_API_URL}/api/subscription/free-trial`, () =>
        HttpResponse.json({ message: 'The free trial has already been used.' }, { status: 409 }),
      ),
    )
    const { container } = renderRoute('/profile/subscription')

    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar teste gratuito' }))

    expect(await screen.findByText(mpesaPt.trial.used)).toBeInTheDocument()
    await expectNoAxeViolations(container)
  })

  it('given an active paid plan, should name the plan from the plans endpoint and its end date', async () => {
    const user = userWith({ state: 'active', plan: 'trimestral', days: 40 })
    useMockApi({ signedInAs: user })
    const { container } = renderRoute('/profile/subscription')

    const status = await screen.findByRole('region', { name: 'A sua subscrição' })
    await waitFor(() => expect(status).toHaveTextContent('Plano actual: Trimestral'))
    const end = formatMaputoDate(user.subscription_info?.data?.end_date)
    expect(within(status).getByText(`Válida até ${end}`)).toBeInTheDocument()
    expect(within(status).queryByRole('button', { name: 'Renovar subscrição' })).toBeNull()
    await expectNoAxeViolations(container)
  })

  it('given days in arrears, should say how many and, after Renovar subscrição, open the payment of the current plan', async () => {
    useMockApi({ signedInAs: userWith({ state: 'expired', days: 3 }) })
    const { container } = renderRoute('/profile/subscription')

    const status = await screen.findByRole('region', { name: 'Subscrição expirada' })
    expect(within(status).getByText('3 dias em atraso')).toBeInTheDocument()
    expect(within(status).getByText(/^Expirou a /)).toBeInTheDocument()
    await expectNoAxeViolations(container)

    await userEvent.click(within(status).getByRole('button', { name: 'Renovar subscrição' }))
    expect(await screen.findByRole('heading', { name: 'Pagar o plano Mensal' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Pagamento' })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: /Número M-Pesa/ })).toBeInTheDocument()
    // Said before paying: the days owed are not charged.
    expect(screen.getByText(/^Os 3 dias em atraso não são cobrados\./)).toBeVisible()
  })

  it('given a trial, after choosing a plan, should say before Pagar that the paid days start when the trial ends', async () => {
    const user = userWith({ state: 'trial', days: 5 })
    useMockApi({ signedInAs: user })
    renderRoute('/profile/subscription')

    await openPayment('Mensal')

    const end = formatMaputoDate(user.subscription_info?.data?.end_date)
    expect(
      screen.getByText(new RegExp(`quando o teste gratuito terminar, a ${end}\\.$`)),
    ).toBeVisible()
  })

  it('given past payments, should list them newest first with the status in Portuguese', async () => {
    useMockApi({
      signedInAs: userWith({ state: 'active' }),
      payments: [
        makePayment({
          id: 'pay-old',
          reference: 'CNTOLD0001',
          created_at: '2025-01-15T09:00:00.000Z',
        }),
        makePayment({
          id: 'pay-new',
          reference: 'CNTNEW0002',
          status: 'failed',
          code: 'INS-2006',
          transaction_id: null,
          created_at: '2025-02-15T09:00:00.000Z',
        }),
      ],
    })
    renderRoute('/profile/subscription')

    const history = await screen.findByRole('region', { name: 'Histórico de pagamentos' })
    const items = await within(history).findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('CNTNEW0002')
    expect(items[0]).toHaveTextContent('Falhou: Saldo M-Pesa insuficiente')
    expect(items[1]).toHaveTextContent('Pago')
    expect(items[1]).toHaveTextContent(/299\sMT/)
  })

  it('given a number of another operator, after Pagar, should say so beside the field and send nothing', async () => {
    const { store } = useMockApi({ signedInAs: userWith({ state: 'none' }) })
    const { container } = renderRoute('/profile/subscription')

    await pay('82 123 4567')

    const field = screen.getByRole('textbox', { name: /Número M-Pesa/ })
    expect(field).toHaveAccessibleDescription(new RegExp(mpesaPt.phoneNumber.prefix))
    expect(field).toHaveFocus()
    expect(field).toHaveValue('82 123 4567')
    expect(store.payments.size).toBe(0)
    await expectNoAxeViolations(container)
  })

  it('given a number that pays, after Pagar, should wait for the PIN, then show the receipt with focus on it', async () => {
    const { store } = useMockApi({ signedInAs: userWith({ state: 'none' }) })
    const { container } = renderRoute('/profile/subscription')

    await pay('84 123 4560')

    // The wait is the whole panel: the instruction first, with the focus; the form is gone.
    expect(
      await screen.findByRole('heading', {
        name: 'Verifique o seu telemóvel e introduza o PIN M-Pesa',
      }),
    ).toHaveFocus()
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[12]:\d\d$/)
    expect(screen.getByText('Não feche esta página.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Pagar 299/ })).toBeNull()
    expect(screen.queryByRole('textbox', { name: /Número M-Pesa/ })).toBeNull()
    await expectNoAxeViolations(container)

    const heading = await screen.findByRole('heading', { name: 'Pagamento confirmado' }, SETTLED)
    expect(heading).toHaveFocus()
    expect(screen.queryByRole('heading', { name: 'Pagar o plano Mensal' })).toBeNull()
    const [payment] = [...store.payments.values()]
    expect(screen.getByText(payment?.payment.transaction_id ?? 'missing')).toBeInTheDocument()
    expect(screen.getByText('+258 84 123 4560')).toBeInTheDocument()
    const user = store.users.get(1)
    await waitFor(() =>
      expect(
        screen.getByText(formatMaputoDate(user?.subscription_info?.data?.end_date) ?? 'missing'),
      ).toBeInTheDocument(),
    )
    expect(sessionStorage.getItem(PAYMENT_ATTEMPT_STORAGE_KEY)).toBeNull()
    await expectNoAxeViolations(container)
  })

  it('given a payment waiting for the PIN, after visiting Segurança and coming back, should still follow it and pay once', async () => {
    const { store } = useMockApi({ signedInAs: userWith({ state: 'none' }) })
    const { router } = renderRoute('/profile/subscription')

    await pay('84 123 4560')
    expect(await screen.findByRole('heading', { name: PIN_INSTRUCTION })).toBeVisible()

    await act(() => router.navigate('/profile/security'))
    expect(await screen.findByRole('heading', { name: 'Alterar palavra-passe' })).toBeVisible()
    await act(() => router.navigate('/profile/subscription'))

    expect(
      await screen.findByRole('heading', { name: 'Pagamento confirmado' }, SETTLED),
    ).toBeVisible()
    expect(store.payments.size).toBe(1)
  })

  it('given a payment left with Escolher outro plano, should show the plans with focus on their heading', async () => {
    useMockApi({ signedInAs: userWith({ state: 'none' }) })
    renderRoute('/profile/subscription')

    await openPayment()
    await userEvent.click(screen.getByRole('button', { name: 'Escolher outro plano' }))

    expect(await screen.findByRole('heading', { name: 'Planos' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Escolher o plano Anual' })).toBeVisible()
  })

  it('given the plans could not be loaded, after Tentar novamente, should show them', async () => {
    useMockApi({ signedInAs: userWith({ state: 'none' }) })
    let calls = 0
    mswServer.use(
      http.get(`${DEMO_API_URL}/api/subscription/plans`, () => {
        calls += 1
        return calls === 1 ? HttpResponse.error() : undefined
      }),
    )
    renderRoute('/profile/subscription')

    const plans = await screen.findByRole('region', { name: 'Planos' })
    await userEvent.click(await within(plans).findByRole('button', { name: 'Tentar novamente' }))

    expect(await screen.findByRole('button', { name: 'Escolher o plano Mensal' })).toBeVisible()
  })

  it('given a double click on Pagar, should create one payment', async () => {
    const { store } = useMockApi({ signedInAs: userWith({ state: 'none' }) })
    renderRoute('/profile/subscription')

    const field = await openPayment()
    await userEvent.clear(field)
    await userEvent.type(field, '84 123 4569')
    await userEvent.dblClick(screen.getByRole('button', { name: /^Pagar 299/ }))

    expect(await screen.findByText('Não feche esta página.')).toBeInTheDocument()
    expect(store.payments.size).toBe(1)
  })

  it('given insufficient balance, should explain, focus the result, and retry as a new attempt', async () => {
    const { store } = useMockApi({ signedInAs: userWith({ state: 'none' }) })
    const { container } = renderRoute('/profile/subscription')

    await pay('84 123 4564')

    const heading = await screen.findByRole(
      'heading',
      { name: 'Saldo M-Pesa insuficiente' },
      SETTLED,
    )
    expect(heading).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Alterar número' })).toBeInTheDocument()
    await expectNoAxeViolations(container)

    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(store.payments.size).toBe(2))
    const keys = [...store.payments.values()].map((record) => record.idempotencyKey)
    expect(new Set(keys).size).toBe(2)
  })

  it('given an unknown code, should show the generic message and the code small', async () => {
    useMockApi({ signedInAs: userWith({ state: 'none' }) })
    const failed = makePayment({
      id: 'pay-x',
      status: 'failed',
      code: 'INS-17',
      transaction_id: null,
      phone_number: '258841234567',
    })
    mswServer.use(
      http.post(`${DEMO_API_URL}/api/subscription/payments`, () =>
        HttpResponse.json({ data: { ...failed, status: 'pending', code: null } }, { status: 202 }),
      ),
      http.get(`${DEMO_API_URL}/api/subscription/payments/pay-x`, () =>
        HttpResponse.json({ data: failed }),
      ),
    )
    renderRoute('/profile/subscription')

    await pay('84 123 4567')

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Não foi possível processar o pagamento' },
        SETTLED,
      ),
    ).toHaveFocus()
    expect(screen.getByText('Código: INS-17')).toBeInTheDocument()
  })

  it('given a PIN time-out (INS-9), should verify first and only then offer a new attempt', async () => {
    const { store } = useMockApi({ signedInAs: userWith({ state: 'none' }) })
    const { container } = renderRoute('/profile/subscription')

    await pay('84 123 4562')

    expect(await screen.findByRole('heading', { name: 'Tempo esgotado' }, SETTLED)).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
    // The check is over: the screen says what the server said, not that it is still checking.
    // ("M-Pesa" is a span of its own: keepNamesWhole.)
    expect(
      screen.getByText(
        (_, element) =>
          element?.localName === 'p' &&
          element.textContent?.startsWith('Confirmámos com o M-Pesa: este pagamento não foi') ===
            true,
      ),
    ).toBeVisible()
    expect(screen.queryByText(/Vamos confirmar/)).toBeNull()
    expect(store.payments.size).toBe(1)
    await expectNoAxeViolations(container)
  })

  it('given a duplicate (INS-10), should keep verifying and offer Verificar novamente, never paying again', async () => {
    const { store } = useMockApi({ signedInAs: userWith({ state: 'none' }) })
    renderRoute('/profile/subscription')

    await pay('84 123 4563')

    expect(
      await screen.findByText('A verificar um pagamento anterior…', undefined, SETTLED),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'A verificar o pagamento…' })).toBeInTheDocument()
    const again = await screen.findByRole('button', { name: 'Verificar novamente' })
    await waitFor(() => expect(again).not.toHaveAttribute('aria-busy'))
    await userEvent.click(again)
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull()
    expect(store.payments.size).toBe(1)

    // A way on: leaving is offered, and leads back to the plans without paying.
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(await screen.findByRole('heading', { name: 'Planos' })).toHaveFocus()
    expect(store.payments.size).toBe(1)
  })

  it('given an attempt kept from before a reload, should resume the wait and end in the receipt', async () => {
    const { store } = useMockApi({ signedInAs: userWith({ state: 'none' }) })
    const record = store.addPayment({
      userId: 1,
      idempotencyKey: 'attempt-1',
      phone_number: '258841234560',
      settlesAt: Date.now(),
    })
    const stored: StoredAttempt = {
      version: 2,
      userId: '1',
      id: 'attempt-1',
      plan: { id: 'mensal', name: 'Mensal', price: 299, currency: 'MZN', duration_days: 30 },
      phoneNumber: '258841234560',
      startedAt: Date.now() - 10_000,
      deadline: Date.now() + 110_000,
      paymentId: record.payment.id,
    }
    sessionStorage.setItem(PAYMENT_ATTEMPT_STORAGE_KEY, JSON.stringify(stored))
    renderRoute('/profile/subscription')

    expect(await screen.findByRole('heading', { name: PIN_INSTRUCTION })).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: 'Pagamento confirmado' }, SETTLED),
    ).toHaveFocus()
    expect(store.payments.size).toBe(1)
  })

  it("given another person's attempt left in this tab (a shared phone), should show the plans and pay nothing", async () => {
    const { store } = useMockApi({ signedInAs: userWith({ state: 'none' }) })
    sessionStorage.setItem(PAYMENT_ATTEMPT_STORAGE_KEY, JSON.stringify(lostAttempt('99')))
    renderRoute('/profile/subscription')

    expect(await screen.findByRole('button', { name: 'Escolher o plano Mensal' })).toBeVisible()
    expect(await screen.findByText(PAYMENT_HISTORY_EMPTY_TEXT)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retomar pagamento' })).toBeNull()
    expect(store.payments.size).toBe(0)
    expect(sessionStorage.getItem(PAYMENT_ATTEMPT_STORAGE_KEY)).toBeNull()
  })

  it('given my attempt whose POST got no answer, should offer Retomar pagamento and send the same key only after the tap', async () => {
    const { store } = useMockApi({ signedInAs: userWith({ state: 'none' }) })
    sessionStorage.setItem(PAYMENT_ATTEMPT_STORAGE_KEY, JSON.stringify(lostAttempt('1')))
    const view = renderRoute('/profile/subscription')

    const resume = await screen.findByRole('button', { name: 'Retomar pagamento' })
    expect(
      screen.getByText(paragraphWithText(/Pedido de 299\sMT ao número \+258 84 123 4560/)),
    ).toBeInTheDocument()
    await expectNoAxeViolations(view.container)
    // A while later, still nothing sent on its own.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(store.payments.size).toBe(0)

    await userEvent.click(resume)
    expect(
      await screen.findByRole('heading', { name: 'Pagamento confirmado' }, SETTLED),
    ).toBeInTheDocument()
    expect([...store.payments.values()].map((record) => record.idempotencyKey)).toEqual([
      'attempt-lost',
    ])
  })

  it('given a pending payment on the server, on opening, should follow its wait instead of offering the plans', async () => {
    const { store } = useMockApi({ signedInAs: userWith({ state: 'none' }) })
    store.addPayment({ userId: 1, phone_number: '258841234569', plan: 'anual' })
    const { container } = renderRoute('/profile/subscription')

    expect(await screen.findByRole('heading', { name: PIN_INSTRUCTION })).toBeVisible()
    expect(
      screen.getByText(
        paragraphWithText(/Pedimos 2\s?999\sMT ao número \+258 84 123 4569, pelo plano Anual/),
      ),
    ).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Escolher o plano Mensal' })).toBeNull()
    expect(store.payments.size).toBe(1)
    await expectNoAxeViolations(container)
  })

  it('given a pending payment on the server and a slow claim of this tab, on opening, should never show the pay form nor say it is sending, and should leave focus where it was when the wait shows', async () => {
    const { store } = useMockApi({ signedInAs: userWith({ state: 'none' }) })
    store.addPayment({ userId: 1, phone_number: '258841234569', plan: 'anual' })
    // The claim of this tab's payment lock is held by the test until the wait has been
    // seen: left to the jsdom lease's 60 ms, a loaded machine either settled it before a
    // query polled (the wait gone when asserted) or before the panel first showed (no wait
    // at all), and the test failed on the machine's speed.
    let endClaim: (claimed: boolean) => void = () => {}
    const claim = vi.spyOn(paymentTabLock, 'claim').mockImplementation(
      () =>
        new Promise<boolean>((resolve) => {
          endClaim = resolve
        }),
    )
    // Whatever the page showed at any moment, not only at the end.
    const seen = new Set<string>()
    const observer = new MutationObserver(() => {
      if (document.querySelector('input[name="phone_number"]')) seen.add('the pay form')
      if (document.body.textContent?.includes('A enviar o pedido')) seen.add('sending')
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    try {
      renderRoute('/profile/subscription')

      expect(await screen.findByText(mpesaPt.checkout.opening)).toBeVisible()
      const focusWhenWaiting = document.activeElement
      act(() => endClaim(true))
      const heading = await screen.findByRole('heading', { name: PIN_INSTRUCTION })

      expect(claim).toHaveBeenCalled()
      expect([...seen]).toEqual([])
      // As when the wait is already known at the first showing: opening a tab is no tap
      // whose button the wait replaced, so focus does not jump into the panel.
      expect(document.activeElement).not.toBe(heading)
      expect(document.activeElement).toBe(focusWhenWaiting)
    } finally {
      observer.disconnect()
      claim.mockRestore()
    }
  })

  it('given a payment started elsewhere after the page opened, after Pagar, should follow it (409) and not pay again', async () => {
    const { store } = useMockApi({ signedInAs: userWith({ state: 'none' }) })
    renderRoute('/profile/subscription')
    await screen.findByText(PAYMENT_HISTORY_EMPTY_TEXT)
    store.addPayment({ userId: 1, phone_number: '258851234569', plan: 'mensal' })

    await pay('84 123 4560')

    expect(await screen.findByRole('heading', { name: PIN_INSTRUCTION })).toBeVisible()
    expect(screen.getByText(paragraphWithText(/ao número \+258 85 123 4569/))).toBeVisible()
    expect(store.payments.size).toBe(1)
  })
})

/** An attempt whose POST never got an answer, made by `userId`. */
function lostAttempt(userId: string): StoredAttempt {
  return {
    version: 2,
    userId,
    id: 'attempt-lost',
    plan: { id: 'mensal', name: 'Mensal', price: 299, currency: 'MZN', duration_days: 30 },
    phoneNumber: '258841234560',
    startedAt: Date.now() - 10_000,
  }
}

const PAYMENT_HISTORY_EMPTY_TEXT = 'Ainda não efectuou nenhum pagamento.'
const PIN_INSTRUCTION = 'Verifique o seu telemóvel e introduza o PIN M-Pesa'
