// The subscription tab and the M-Pesa payment against the demo API,
// whose outcome follows the number's last digit (packages/mocks/README.md):
// 0 paid (INS-0), 4 insufficient balance (INS-2006). The demo API settles a
// payment `paymentDelayMs` (1.5 s here) after it was created.
import type { BrowserContext, Locator, Page, Request } from '@playwright/test'
import { expect, expectVisible, type NewPage, test, WAIT_MS } from './support/browser'
import {
  type Account,
  apiPath,
  createVerifiedAccount,
  fetchApiUser,
  listPayments,
  newAccount,
  type Payment,
  postPayment,
  signInThroughApi,
  signUpVerified,
} from './support/demoApi'
import { gate } from './support/waits'

const DAY_MS = 24 * 60 * 60 * 1000
const PAID_TITLE = 'Pagamento confirmado'
// The wait is the whole panel, its heading the M-Pesa instruction.
const WAITING_TITLE = 'Verifique o seu telemóvel e introduza o PIN M-Pesa'
const VERIFYING_TITLE = 'A verificar o pagamento…'
const INSUFFICIENT_TITLE = 'Saldo M-Pesa insuficiente'
const INSUFFICIENT_TEXT =
  'A sua conta M-Pesa não tem saldo suficiente para este montante. Carregue a conta e tente novamente.'
const TRIAL_STARTED =
  'O seu teste gratuito começou. Aproveite o Conecta; escolha um plano quando quiser continuar.'
/** The wait for a settled payment: the demo delay plus the first poll (2 s) and some slack. */
const PAYMENT_WAIT_MS = WAIT_MS + 5_000

/** A signed-in, verified user on /profile/subscription. */
async function openSubscriptionTab(
  newPage: NewPage,
  label: string,
): Promise<{ context: BrowserContext; page: Page; account: Account }> {
  const { context, page } = await newPage()
  const account = newAccount(label)
  await signUpVerified(context, account)
  await page.goto('/profile/subscription')
  await expectVisible(page.getByRole('heading', { level: 2, name: 'Planos' }))
  return { context, page, account }
}

const ELSEWHERE_TITLE = 'Pagamento em curso noutro separador'
const RETRY_LABEL = 'Tentar novamente'

/** Records the payment creations the page sends, with their Idempotency-Key. */
function recordPaymentPosts(page: Page): Request[] {
  const posts: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === apiPath('/api/subscription/payments')) {
      posts.push(request)
    }
  })
  return posts
}

async function choosePlan(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Escolher o plano ${name}` }).click()
  await expectVisible(page.getByRole('heading', { level: 3, name: `Pagar o plano ${name}` }))
}

function phoneField(page: Page): Locator {
  return page.getByRole('textbox', { name: /Número M-Pesa/ })
}

function payButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Pagar 299\sMT$/ })
}

/** The receipt's value for a term ('Montante', 'Nova data de validade', …). */
function receiptValue(page: Page, term: string): Locator {
  return page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
}

/** The expiry as the app is meant to write it ('21 de novembro de 2026'), formatted by the browser. */
function formatExpiry(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (value) =>
      new Intl.DateTimeFormat('pt-MZ', { dateStyle: 'long', timeZone: 'Africa/Maputo' }).format(
        new Date(value),
      ),
    iso,
  )
}

/** Waits for the receipt and checks it against the paid payment and the refreshed session. */
async function expectReceipt(
  context: BrowserContext,
  page: Page,
  { amount, number }: { amount: string; number: RegExp },
): Promise<string> {
  await expectVisible(page.getByRole('heading', { name: PAID_TITLE }), PAYMENT_WAIT_MS)
  const [paid] = await listPayments(context)
  expect(paid?.status).toBe('paid')
  expect(paid?.transaction_id).toBeTruthy()
  expect(await receiptValue(page, 'Transacção').textContent()).toBe(paid?.transaction_id)
  expect(await receiptValue(page, 'Montante').textContent()).toMatch(new RegExp(`^${amount}$`))
  expect(await receiptValue(page, 'Número M-Pesa').textContent()).toMatch(number)

  const endDate = (await fetchApiUser(context)).subscription_info?.data?.end_date
  if (endDate === undefined) throw new Error('GET /api/user has no end_date after the payment')
  const expiry = await formatExpiry(page, endDate)
  // 'A actualizar…' while the session refetches the user, then the new date.
  await expectVisible(
    page
      .locator('dt', { hasText: /^Nova data de validade$/ })
      .locator('xpath=..')
      .getByText(expiry),
  )
  return expiry
}

test.describe('the free trial, then a payment', () => {
  test('given a verified user without a subscription, after starting the trial and paying Mensal from a number ending 0, should show the receipt and the new expiry', async ({
    newPage,
  }) => {
    const { context, page } = await openSubscriptionTab(newPage, 'trial')
    await expectVisible(page.getByText('Ainda não tem uma subscrição.'))

    await page.getByRole('button', { name: 'Iniciar teste gratuito' }).click()
    await expectVisible(page.getByText(TRIAL_STARTED))
    await expectVisible(page.getByText(/^Plano actual: Teste gratuito$/))
    const trial = (await fetchApiUser(context)).subscription_info
    expect(trial?.data?.plan).toBe('free_trial')
    expect(trial?.can_free_trial).toBe(false)
    const trialEnd = trial?.data?.end_date ?? ''
    await expectVisible(page.getByText(`Válida até ${await formatExpiry(page, trialEnd)}`))
    expect(await page.getByRole('button', { name: 'Iniciar teste gratuito' }).count()).toBe(0)

    await choosePlan(page, 'Mensal')
    await phoneField(page).fill('84 123 4560')
    await payButton(page).click()

    await expectVisible(page.getByRole('heading', { name: WAITING_TITLE }))
    await expectVisible(page.getByText(WAITING_TITLE, { exact: true }))
    await expectVisible(page.getByText('Não feche esta página.'))
    await expectVisible(page.getByRole('timer'))

    const expiry = await expectReceipt(context, page, {
      amount: '299\\sMT',
      number: /84\s?123\s?4560/,
    })
    // Paid during the trial: the 30 days start where the trial ends.
    const paidEnd = (await fetchApiUser(context)).subscription_info?.data
    expect(paidEnd?.plan).toBe('mensal')
    expect(Date.parse(paidEnd?.end_date ?? '') - Date.parse(trialEnd)).toBe(30 * DAY_MS)
    // The subscription card shows the same new expiry and the paid plan.
    await expectVisible(page.getByText(/^Plano actual: Mensal$/))
    await expectVisible(page.getByText(`Válida até ${expiry}`))
  })
})

test.describe('a payment on a small phone', () => {
  test('given a person offered the trial who pays Mensal at 320 × 640, when the refreshed subscription comes after the receipt, should leave the receipt and its buttons where they are', async ({
    newPage,
  }) => {
    const { page } = await openSubscriptionTab(newPage, 'receipt-still')
    await page.setViewportSize({ width: 320, height: 640 })
    await expectVisible(page.getByRole('button', { name: 'Iniciar teste gratuito' }))
    await choosePlan(page, 'Mensal')
    // One thing at a time: no trial to start while a payment is open above its form.
    await expect(page.getByRole('button', { name: 'Iniciar teste gratuito' })).toHaveCount(0)
    await phoneField(page).fill('84 123 4560')
    // A slow network: who is signed in, and with which subscription, answers late.
    const refresh = gate()
    await page.route(apiPath('/api/user'), async (route) => {
      await refresh.opened
      await route.continue()
    })
    await payButton(page).click()

    const paid = page.getByRole('heading', { name: PAID_TITLE })
    await expectVisible(paid, PAYMENT_WAIT_MS)
    const receipt = [
      paid,
      page.getByRole('button', { name: 'Copiar comprovativo' }),
      page.getByRole('link', { name: 'Imprimir ou guardar em PDF' }),
      page.getByRole('button', { name: 'Fechar' }),
    ]
    const boxes = () => Promise.all(receipt.map((part) => part.boundingBox()))
    const before = await boxes()
    expect(before).not.toContain(null)

    refresh.open()
    await expectVisible(page.getByText(/^Plano actual: Mensal$/))
    expect(await boxes()).toEqual(before)
  })
})

test.describe('insufficient balance, then another attempt', () => {
  test("given a number ending 4, after paying, should say 'Saldo M-Pesa insuficiente'; 'Tentar novamente' should make a new attempt, and another number should pay", async ({
    newPage,
  }) => {
    const { context, page } = await openSubscriptionTab(newPage, 'saldo')
    const posts = recordPaymentPosts(page)
    await choosePlan(page, 'Mensal')
    await phoneField(page).fill('841234564')
    await payButton(page).click()

    await expectVisible(page.getByRole('heading', { name: INSUFFICIENT_TITLE }), PAYMENT_WAIT_MS)
    await expectVisible(page.getByText(INSUFFICIENT_TEXT))
    expect((await listPayments(context)).map((payment) => payment.code)).toEqual(['INS-2006'])

    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    await expectVisible(page.getByRole('heading', { name: WAITING_TITLE }))
    await expectVisible(page.getByRole('heading', { name: INSUFFICIENT_TITLE }), PAYMENT_WAIT_MS)
    const failed = await listPayments(context)
    expect(failed.map((payment) => [payment.status, payment.code])).toEqual([
      ['failed', 'INS-2006'],
      ['failed', 'INS-2006'],
    ])
    // A retry is a new attempt: a new Idempotency-Key, a new payment.
    expect(new Set(failed.map((payment) => payment.id)).size).toBe(2)
    expect(new Set(posts.map((post) => post.headers()['idempotency-key'])).size).toBe(2)

    await page.getByRole('button', { name: 'Alterar número' }).click()
    await phoneField(page).fill('+258 84 123 4560')
    await payButton(page).click()

    await expectReceipt(context, page, { amount: '299\\sMT', number: /84\s?123\s?4560/ })
    const all = await listPayments(context)
    expect(all.map((payment) => [payment.status, payment.phone_number])).toEqual([
      ['paid', '258841234560'],
      ['failed', '258841234564'],
      ['failed', '258841234564'],
    ])
  })
})

test.describe('a double click on Pagar', () => {
  test('given a valid number, after double-clicking Pagar, should create one payment and show one receipt', async ({
    newPage,
  }) => {
    const { context, page } = await openSubscriptionTab(newPage, 'duplo')
    const posts = recordPaymentPosts(page)
    await choosePlan(page, 'Mensal')
    await phoneField(page).fill('84 123 4560')
    await payButton(page).dblclick()

    await expectReceipt(context, page, { amount: '299\\sMT', number: /84\s?123\s?4560/ })
    const payments = await listPayments(context)
    expect(payments).toHaveLength(1)
    expect(payments[0]?.status).toBe('paid')
    // However many requests left the page, they all carried one attempt's key.
    expect(posts.length).toBeGreaterThanOrEqual(1)
    expect(new Set(posts.map((post) => post.headers()['idempotency-key'])).size).toBe(1)
  })
})

test.describe('a reload during the wait', () => {
  test('given a payment waiting for the PIN, after reloading the page, should resume the same attempt and end in the receipt', async ({
    newPage,
  }) => {
    const { context, page } = await openSubscriptionTab(newPage, 'reload')
    const posts = recordPaymentPosts(page)
    await choosePlan(page, 'Mensal')
    await phoneField(page).fill('85 123 4560')
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url() === apiPath('/api/subscription/payments'),
    )
    await payButton(page).click()
    await expectVisible(page.getByRole('heading', { name: WAITING_TITLE }))
    expect(posts).toHaveLength(1)

    // The person has not entered the PIN when the reloaded page asks. The demo settles
    // every payment 1.5 s after it was made, and a reload on the slowed CPU of a loaded
    // machine took longer (the page then rightly showed the receipt at once). So until the
    // checks of the resumed wait are done, the page is answered this payment as the
    // server first described it: pending.
    const pending = ((await (await created).json()) as { data: Payment }).data
    let pinEntered = false
    await page.route(`${apiPath('/api/subscription/payments')}**`, async (route) => {
      if (pinEntered || route.request().method() !== 'GET') return route.fallback()
      const response = await route.fetch()
      const body = (await response.json()) as { data: Payment | Payment[] }
      const asPending = (payment: Payment) => (payment.id === pending.id ? pending : payment)
      body.data = Array.isArray(body.data) ? body.data.map(asPending) : asPending(body.data)
      await route.fulfill({ response, json: body })
    })

    // The reloaded page on a phone's CPU (Lighthouse's 4× slow-down), watched from its
    // first script: at no moment may it show the pay form or say a payment is being sent.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { __seenWhileResuming: seen })
      new MutationObserver(() => {
        if (document.querySelector('input[name="phone_number"]')) seen.push('the pay form')
        if (document.body?.textContent?.includes('A enviar o pedido')) seen.push('sending')
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    await page.reload()
    // Resumed, not started over: the wait is back without choosing a plan.
    const waitHeading = page.getByRole('heading', { name: WAITING_TITLE })
    await expectVisible(waitHeading)
    await expectVisible(page.getByText(/pelo plano Mensal\./))
    const seen = await page.evaluate(
      () => (window as unknown as { __seenWhileResuming: string[] }).__seenWhileResuming,
    )
    expect([...new Set(seen)]).toEqual([])
    // Opening a page is no tap: focus does not jump into the payment.
    await expect(waitHeading).not.toBeFocused()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    pinEntered = true
    await expectReceipt(context, page, { amount: '299\\sMT', number: /85\s?123\s?4560/ })

    expect(posts).toHaveLength(1)
    const payments = await listPayments(context)
    expect(payments).toHaveLength(1)
    expect(payments[0]?.phone_number).toBe('258851234560')
  })
})

test.describe('the connection lost during the wait', () => {
  test('given the phone offline while the PIN is awaited and the server settling the payment meanwhile, after the connection returns, should show the receipt, not a wait, and pay once', async ({
    newPage,
  }) => {
    test.setTimeout(60_000)
    const { context, page } = await openSubscriptionTab(newPage, 'sem-rede')
    const posts = recordPaymentPosts(page)
    await choosePlan(page, 'Mensal')
    await phoneField(page).fill('85 123 4560')
    await payButton(page).click()
    const wait = page.getByRole('heading', { name: WAITING_TITLE })
    await expectVisible(wait)

    await context.setOffline(true)
    // Said in the wait itself, where the person is looking.
    await expectVisible(page.getByText(/O pedido continua no seu telemóvel/))
    // Every poll lost: the wait gives way to verifying, which cannot reach the server either.
    await expectVisible(page.getByRole('heading', { name: VERIFYING_TITLE }), 20_000)
    await expectVisible(page.getByRole('button', { name: 'Verificar novamente' }))

    await context.setOffline(false)
    await expectReceipt(context, page, { amount: '299\\sMT', number: /85\s?123\s?4560/ })
    expect(posts).toHaveLength(1)
    expect(await listPayments(context)).toHaveLength(1)
  })
})

test.describe('a lost payment request, then another person on the same phone', () => {
  test("given A's POST lost and A signed out, after B signs in on the same tab and opens Subscrição, should send no payment and charge neither", async ({
    newContext,
    newPage,
  }) => {
    const { context, page, account: ana } = await openSubscriptionTab(newPage, 'partilhado-a')
    const bruno = await createVerifiedAccount(newContext, 'partilhado-b')
    const posts = recordPaymentPosts(page)
    // The network drops the payment request: it never reaches the server.
    await page.route(apiPath('/api/subscription/payments'), (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.fallback(),
    )
    await page.getByRole('button', { name: 'Escolher o plano Anual' }).click()
    await phoneField(page).fill('84 123 4560')
    await page.getByRole('button', { name: /^Pagar 2\s?999\sMT$/ }).click()
    await expectVisible(page.getByRole('button', { name: RETRY_LABEL }))
    expect(posts).toHaveLength(1)
    await page.unroute(apiPath('/api/subscription/payments'))

    await page.getByRole('button', { name: 'Terminar sessão' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto('/login')
    await page.getByRole('textbox', { name: 'E-mail' }).fill(bruno.email)
    await page.getByLabel('Palavra-passe', { exact: true }).fill(bruno.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL((url) => url.pathname === '/profile')
    const postsBefore = posts.length
    const history = page.waitForResponse(
      (response) =>
        response.url() === apiPath('/api/subscription/payments') &&
        response.request().method() === 'GET',
    )
    await page.goto('/profile/subscription')
    await history

    await expectVisible(page.getByRole('heading', { level: 2, name: 'Planos' }))
    await expectVisible(page.getByText('Ainda não efectuou nenhum pagamento.'))
    expect(await page.getByRole('button', { name: 'Retomar pagamento' }).count()).toBe(0)
    expect(await page.getByText(/84\s?123\s?4560/).count()).toBe(0)
    expect(posts.length - postsBefore).toBe(0)
    // Nothing charged to B (this context is B's now) nor to A.
    expect(await listPayments(context)).toEqual([])
    expect((await fetchApiUser(context)).subscription_info?.data ?? null).toBeNull()
    const anasPhone = await newContext()
    await signInThroughApi(anasPhone, ana)
    expect(await listPayments(anasPhone)).toEqual([])
    expect((await fetchApiUser(anasPhone)).subscription_info?.data ?? null).toBeNull()
  })
})

test.describe('two tabs of one person', () => {
  test('given two tabs on Subscrição, after both tap Pagar together, should make exactly one payment and show it in both', async ({
    newPage,
  }) => {
    const { context, page } = await openSubscriptionTab(newPage, 'dois-separadores')
    const second = await context.newPage()
    await second.goto('/profile/subscription')
    await expectVisible(second.getByRole('heading', { level: 2, name: 'Planos' }))
    const posts = recordPaymentPosts(page)
    const secondPosts = recordPaymentPosts(second)
    for (const tab of [page, second]) {
      await choosePlan(tab, 'Mensal')
      await phoneField(tab).fill('84 123 4560')
    }

    // Together even on a loaded machine: no payment is answered before both
    // taps were made. (A tap that lands after the first payment settled is a
    // second payment the person asked for, not the race under test.)
    let answerPayments: () => void = () => {}
    const bothTapped = new Promise<void>((resolve) => {
      answerPayments = resolve
    })
    await context.route(apiPath('/api/subscription/payments'), async (route) => {
      if (route.request().method() === 'POST') await bothTapped
      await route.fallback()
    })

    await Promise.all([payButton(page).click(), payButton(second).click()])
    answerPayments()

    // One tab pays; the other follows that payment to the same receipt.
    for (const tab of [page, second]) {
      await expectVisible(tab.getByRole('heading', { name: PAID_TITLE }), PAYMENT_WAIT_MS)
    }
    const payments = await listPayments(context)
    expect(payments.map((payment) => payment.status)).toEqual(['paid'])
    expect(posts.length + secondPosts.length).toBe(1)
    expect(await listPayments(context)).toHaveLength(1)
  })

  test('given a payment waiting for the PIN, a tab opened meanwhile should show that wait, not the plans, and cannot pay again', async ({
    newPage,
  }) => {
    const { context, page } = await openSubscriptionTab(newPage, 'separador-novo')
    await choosePlan(page, 'Mensal')
    // A number that never answers: the payment stays pending through the test.
    await phoneField(page).fill('84 123 4569')
    await payButton(page).click()
    await expectVisible(page.getByRole('heading', { name: WAITING_TITLE }))

    const second = await context.newPage()
    const posts = recordPaymentPosts(second)
    await second.goto('/profile/subscription')
    await expectVisible(second.getByRole('heading', { name: ELSEWHERE_TITLE }))
    await expectVisible(second.getByText(/Pedido de 299\sMT ao número \+258 84 123 4569/))
    expect(await second.getByRole('button', { name: /^Escolher o plano/ }).count()).toBe(0)
    expect(await second.getByRole('button', { name: /^Pagar / }).count()).toBe(0)
    expect(posts).toHaveLength(0)
    expect(await listPayments(context)).toHaveLength(1)
  })
})

test.describe('a payment already pending elsewhere (409)', () => {
  test('given a pending payment made by another tab or phone after the plans were shown, after Pagar, should follow it and make no second payment', async ({
    newPage,
  }) => {
    const { context, page } = await openSubscriptionTab(newPage, 'conflito')
    await choosePlan(page, 'Mensal')
    await phoneField(page).fill('84 123 4560')
    const elsewhere = await postPayment(
      context,
      { plan: 'mensal', phone_number: '258851234569' },
      'outro-telemovel',
    )
    expect(elsewhere.status()).toBe(202)
    const conflict = page.waitForResponse(
      (response) =>
        response.url() === apiPath('/api/subscription/payments') &&
        response.request().method() === 'POST',
    )

    await payButton(page).click()

    expect((await conflict).status()).toBe(409)
    await expectVisible(page.getByRole('heading', { name: WAITING_TITLE }))
    await expectVisible(page.getByText(/ao número \+258 85 123 4569/))
    const payments = await listPayments(context)
    expect(payments.map((payment) => payment.phone_number)).toEqual(['258851234569'])
  })
})
