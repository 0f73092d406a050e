// The receipt (comprovativo) of a payment against the demo API: shared from
// the receipt after paying, opened from the history as a page of its own,
// opened again offline from the copy the phone kept, and that copy (with a
// payment attempt) gone from every storage once its owner's session has ended
// elsewhere and another person signs in on the phone (docs/product.md#receipt).
// A number ending 0 pays (INS-0) about 1.5 s after it was created.
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect, expectVisible, test, untilKeptForOffline, WAIT_MS } from './support/browser'
import {
  createVerifiedAccount,
  listPayments,
  logInThroughForm,
  newAccount,
  type Payment,
  signUpVerified,
} from './support/demoApi'
import { endSessionsFromElsewhere } from './support/sessionsElsewhere'

/** The demo delay plus the first status poll (2 s) and some slack. */
const PAYMENT_WAIT_MS = WAIT_MS + 5_000
const SHARE_LABEL = 'Partilhar comprovativo'
const OFFLINE_COPY = 'Sem ligação: está a ver o comprovativo guardado neste telemóvel.'

/** The receipt's value for a term ('Montante', 'Transacção', …). */
function receiptValue(page: Page, term: string): Locator {
  return page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
}

/** A verified person who has just paid Mensal from a number ending 0; the receipt is on screen. */
async function payMensal(page: Page, context: BrowserContext, label: string): Promise<Payment> {
  await signUpVerified(context, newAccount(label))
  await page.goto('/profile/subscription')
  await page.getByRole('button', { name: 'Escolher o plano Mensal' }).click()
  await page.getByRole('textbox', { name: /Número M-Pesa/ }).fill('84 123 4560')
  await page.getByRole('button', { name: /^Pagar 299\sMT$/ }).click()
  await expectVisible(page.getByRole('heading', { name: 'Pagamento confirmado' }), PAYMENT_WAIT_MS)
  const [paid] = await listPayments(context)
  if (paid?.status !== 'paid' || paid.transaction_id === null) {
    throw new Error(`The demo API did not record a paid payment: ${JSON.stringify(paid)}`)
  }
  return paid
}

/** What this origin holds in every storage a page can read, as text: each entry's key and value. */
function storedEverywhere(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const entries: string[] = []
    for (const [name, storage] of [
      ['localStorage', window.localStorage],
      ['sessionStorage', window.sessionStorage],
    ] as const) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? ''
        entries.push(`${name} ${key} ${storage.getItem(key)}`)
      }
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName)
      for (const request of await cache.keys()) {
        const body = await (await cache.match(request))?.text()
        entries.push(`Cache Storage ${cacheName} ${request.url} ${body}`)
      }
    }
    for (const database of await indexedDB.databases()) {
      entries.push(`IndexedDB ${database.name}`)
    }
    return entries
  })
}

/** The date and time as the app writes them, formatted by the browser ('15 de janeiro de 2026 às 11:00'). */
function formatDateTime(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (value) =>
      new Intl.DateTimeFormat('pt-MZ', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Africa/Maputo',
      }).format(new Date(value)),
    iso,
  )
}

test.describe('the receipt of a payment', () => {
  test('given a paid payment, after "Partilhar comprovativo", should hand the phone\'s share sheet the receipt text; then the history should open its receipt page', async ({
    newPage,
  }) => {
    const { context, page } = await newPage()
    // A share sheet that records what it was given (headless Chromium has none).
    await context.addInitScript(() => {
      const shared: ShareData[] = []
      Object.defineProperty(window, '__shared', { value: shared })
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data)
          return Promise.resolve()
        },
      })
    })
    const paid = await payMensal(page, context, 'recibo')

    await page.getByRole('button', { name: SHARE_LABEL }).click()
    const shared = await page.evaluate(
      () => (window as unknown as { __shared: ShareData[] }).__shared,
    )
    const date = await formatDateTime(page, paid.created_at)
    expect(shared).toEqual([
      {
        title: 'Comprovativo de pagamento Conecta',
        text: [
          'Comprovativo de pagamento Conecta: pago',
          'Plano: Mensal',
          'Montante: 299\u00a0MT',
          `Data: ${date}`,
          `Referência: ${paid.reference}`,
          `Transacção M-Pesa: ${paid.transaction_id}`,
        ].join('\n'),
      },
    ])
    // A share that went through says nothing more.
    await expectVisible(page.getByRole('button', { name: SHARE_LABEL }))
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /comprovativo/i })
        .count(),
    ).toBe(0)

    // The history, once the tab is opened again, links the paid payment to its page.
    await page.goto('/profile/subscription')
    const link = page.getByRole('link', {
      name: `Ver comprovativo do plano Mensal de ${date}`,
    })
    await link.click()
    await page.waitForURL((url) => url.pathname === `/profile/subscription/receipt/${paid.id}`)
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Comprovativo de pagamento' }))
    expect(await receiptValue(page, 'Transacção').textContent()).toBe(paid.transaction_id)
    expect(await receiptValue(page, 'Referência').textContent()).toBe(paid.reference)
    expect(await receiptValue(page, 'Plano').textContent()).toBe('Mensal')
    expect(await receiptValue(page, 'Montante').textContent()).toMatch(/^299\sMT$/)
    expect(await receiptValue(page, 'Número M-Pesa').textContent()).toMatch(/84\s?123\s?4560/)
    expect(await receiptValue(page, 'Data').textContent()).toBe(date)
    await expectVisible(page.getByRole('button', { name: 'Imprimir' }))
    await expectVisible(page.getByRole('button', { name: SHARE_LABEL }))

    // On paper: the receipt alone, no header and no buttons.
    await page.emulateMedia({ media: 'print' })
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Comprovativo de pagamento' }))
    expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false)
    expect(await page.getByRole('banner').isVisible()).toBe(false)
    await page.emulateMedia({ media: 'screen' })

    await page.getByRole('link', { name: 'Voltar à subscrição' }).click()
    await page.waitForURL((url) => url.pathname === '/profile/subscription')
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Histórico de pagamentos' }))
  })

  test('given a receipt page opened once with the service worker, after going offline and reloading, should show the copy this phone kept', async ({
    newPage,
  }) => {
    const { context, page } = await newPage({ serviceWorkers: 'allow' })
    const paid = await payMensal(page, context, 'recibo-offline')
    await page.getByRole('link', { name: 'Imprimir ou guardar em PDF' }).click()
    await page.waitForURL((url) => url.pathname === `/profile/subscription/receipt/${paid.id}`)
    await expectVisible(page.getByRole('button', { name: 'Imprimir' }))
    await untilKeptForOffline(page)

    await context.setOffline(true)
    const reloaded = await page.reload()
    expect(reloaded?.fromServiceWorker()).toBe(true)
    await expectVisible(page.getByText(OFFLINE_COPY))
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Comprovativo de pagamento' }))
    expect(await receiptValue(page, 'Transacção').textContent()).toBe(paid.transaction_id)
    expect(await receiptValue(page, 'Plano').textContent()).toBe('Mensal')
    await context.setOffline(false)
  })

  test("given the owner's receipt kept and a payment of theirs waiting in this tab, after their session is ended from another browser and another person signs in here, should leave nothing of the owner in any storage", async ({
    newContext,
    newPage,
  }) => {
    const { context, page } = await newPage({ serviceWorkers: 'allow' })
    const owner = newAccount('recibo-dono')
    await signUpVerified(context, owner)
    await page.goto('/profile/subscription')
    await page.getByRole('button', { name: 'Escolher o plano Mensal' }).click()
    await page.getByRole('textbox', { name: /Número M-Pesa/ }).fill('84 123 4560')
    await page.getByRole('button', { name: /^Pagar 299\sMT$/ }).click()
    await expectVisible(
      page.getByRole('heading', { name: 'Pagamento confirmado' }),
      PAYMENT_WAIT_MS,
    )
    // Its page opened once: the service worker keeps what it needs offline.
    await page.getByRole('link', { name: 'Imprimir ou guardar em PDF' }).click()
    await expectVisible(page.getByRole('button', { name: 'Imprimir' }))
    await untilKeptForOffline(page)
    // A second payment, left waiting for the PIN (a number ending 9 never answers).
    await page.goto('/profile/subscription')
    await page.getByRole('button', { name: 'Escolher o plano Mensal' }).click()
    await page.getByRole('textbox', { name: /Número M-Pesa/ }).fill('84 123 4569')
    await page.getByRole('button', { name: /^Pagar 299\sMT$/ }).click()
    await expectVisible(
      page.getByRole('heading', { name: 'Verifique o seu telemóvel e introduza o PIN M-Pesa' }),
    )
    const payments = await listPayments(context)
    expect(payments.map((payment) => payment.status)).toEqual(['pending', 'paid'])
    const owned = await storedEverywhere(page)
    expect(
      owned.some((entry) => entry.startsWith('localStorage conecta.subscription.lastReceipt')),
    ).toBe(true)
    expect(
      owned.some((entry) => entry.startsWith('sessionStorage conecta.subscription.paymentAttempt')),
    ).toBe(true)

    // The phone's browser drops the tab; meanwhile the owner ends this session from a computer.
    await page.goto('about:blank')
    await endSessionsFromElsewhere(await newContext(), owner)

    // Another person picks the phone up and signs in, in the same tab.
    const next = await createVerifiedAccount(newContext, 'recibo-seguinte')
    await page.goto('/login')
    await logInThroughForm(page, next)
    await page.waitForURL((url) => url.pathname === '/profile')
    await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${next.name}` }))

    const traces = [
      owner.email,
      owner.name,
      '841234560',
      '841234569',
      ...payments.flatMap((payment) => [payment.id, payment.reference, payment.transaction_id]),
    ].filter((trace): trace is string => typeof trace === 'string' && trace !== '')
    const left = (await storedEverywhere(page)).filter((entry) =>
      traces.some((trace) => entry.includes(trace)),
    )
    expect(left, 'what this browser still holds of the owner').toEqual([])
  })
})
