// docs/product.md#offline: a connection that comes and goes never leaves a
// person stranded. Every screen a drop can leave on recovers without a reload
// once the connection or the server is back.
import type { BrowserContext, Locator, Route } from '@playwright/test'
import { expect, expectHidden, expectVisible, test, untilKeptForOffline } from './support/browser'
import { apiPath, newAccount, signUpVerified } from './support/demoApi'

const MAINTENANCE = 'Website em manutenção!'
/** The offline notice, by its message (its title reads 'Aviso: Sem ligação' to a screen reader). */
const OFFLINE = 'Sem ligação à internet.'

/**
 * A phone without a connection: the pages' requests and the service worker's
 * own fetches alike. Chromium's offline emulation (`setOffline`) does not
 * reach the worker's fetches, which would still get to the server, so those
 * are cut by hand (`route.request().serviceWorker()`), as the network would.
 */
const cutWorkerFetch = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true)
  await context.route('**/*', cutWorkerFetch)
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*', cutWorkerFetch)
  await context.setOffline(false)
}

test.describe('a connection that comes back', () => {
  test('given a signed-in person reloading the subscription tab offline, should show the header, the tabs and the plans kept on the phone with the offline notice said once, then confirm the session once back online, without a reload', async ({
    newPage,
  }) => {
    const { context, page } = await newPage({ serviceWorkers: 'allow' })
    const account = newAccount('reconnect-profile')
    await signUpVerified(context, account)
    await page.goto('/profile/subscription')
    const greeting = page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` })
    await expectVisible(greeting)
    const plan = page.getByRole('button', { name: 'Escolher o plano Anual' })
    await expectVisible(plan)
    await untilKeptForOffline(page)

    await goOffline(context)
    const reloaded = await page.reload()
    expect(reloaded?.fromServiceWorker()).toBe(true)
    // The person this phone remembers, their tabs and what the phone kept: not an empty page.
    await expectVisible(greeting)
    await expectVisible(page.getByRole('link', { name: 'Subscrição' }))
    await expectVisible(page.getByRole('button', { name: 'Terminar sessão' }))
    await expectVisible(plan)
    await expectVisible(page.getByText(OFFLINE))
    await expectVisible(page.getByRole('button', { name: 'Tentar novamente' }))
    expect(await page.getByText(/^Não foi possível carregar/).count()).toBe(0)
    expect(await page.getByRole('status', { name: 'A carregar…' }).count()).toBe(0)
    expect(await page.getByRole('heading', { name: MAINTENANCE }).count()).toBe(0)

    const navigations: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url())
    })
    await goOnline(context)

    await expectHidden(page.getByText(OFFLINE))
    await expectVisible(greeting)
    await expectVisible(plan)
    expect(navigations).toEqual([])
  })

  test('given the connection dropped while the session is confirmed at start-up, should show the maintenance page with "Tentar novamente", then recover on its own once the server answers again', async ({
    newPage,
  }) => {
    const { page } = await newPage()
    let dropping = true
    await page.route(apiPath('/sanctum/csrf-cookie'), (route) =>
      dropping ? route.abort('internetdisconnected') : route.continue(),
    )

    await page.goto('/login')
    await expectVisible(page.getByRole('heading', { name: MAINTENANCE }))
    await expect(page.getByRole('button', { name: 'Motivo' }).isDisabled()).resolves.toBe(true)
    await expectVisible(page.getByRole('button', { name: 'Tentar novamente' }))

    dropping = false
    // No tap, no reload: the session asks again on its own (2 s, then 4 s…).
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Entrar' }))
    await expectHidden(page.getByRole('heading', { name: MAINTENANCE }))
  })

  test('given a phone whose connection drops while a person reads the subscription tab, should move nothing under their finger, remind them at the bottom of the screen in a strip that leaves the page most of it, and show the whole notice at the end', async ({
    newPage,
  }) => {
    const { context, page } = await newPage({ viewport: { width: 360, height: 740 } })
    const account = newAccount('reconnect-still')
    await signUpVerified(context, account)
    await page.goto('/profile/subscription')
    const trial = page.getByRole('button', { name: 'Iniciar teste gratuito' })
    await expectVisible(trial)
    const before = await trial.boundingBox()

    await context.setOffline(true)
    const notice = page.getByRole('status').filter({ hasText: OFFLINE })
    await expectVisible(notice)
    // Where the finger was going, the same button: nothing moved.
    expect(await trial.boundingBox()).toEqual(before)
    // The reminder, on the screen: the notice's title, in a strip of it.
    const reminder = page.locator('[data-titles="Sem ligação"]')
    await expectVisible(reminder)
    const strip = await page.evaluate(() => {
      const held = document.querySelector('[data-titles]')?.closest('[aria-hidden="true"]')
      const box = held?.getBoundingClientRect()
      return box === undefined ? null : { top: box.top, bottom: box.bottom }
    })
    expect(strip?.bottom).toBeLessThanOrEqual(740)
    expect(740 - (strip?.top ?? 0)).toBeLessThan(740 * 0.15)

    // The keyboard's focus, taken to a plan lying under the reminder, is scrolled clear of it.
    const plan = page.getByRole('button', { name: 'Escolher o plano Anual' })
    await plan.evaluate((element) => {
      const box = element.getBoundingClientRect()
      window.scrollBy(0, box.bottom - window.innerHeight + 8)
    })
    expect(await hiddenUnderSomething(plan)).toBe(true)
    await plan.focus()
    expect(await hiddenUnderSomething(plan)).toBe(false)

    // At the end of the page: the whole notice, and the page's last words under nothing.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const last = page.getByText('Ainda não efectuou nenhum pagamento.')
    await expectVisible(last)
    expect(await hiddenUnderSomething(last)).toBe(false)
    expect(await hiddenUnderSomething(page.getByText(OFFLINE))).toBe(false)
  })
})

/** Whether something else is drawn over the middle of `locator`'s element, where a tap would land. */
function hiddenUnderSomething(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return top === null || !element.contains(top)
  })
}
