// Changing the e-mail (docs/product.md#changing-the-e-mail) against the demo API: behind the
// password, kept pending until the link mailed to the new address is opened (in another browser
// without the session too), cancelled, a typo replaced; and, against a demo API of its own with
// the pending change off (plain Fortify, its own build of the app), the address typed twice and a
// typo corrected from /verify-email. Runs in both projects: the link's address is the API's, under
// /backend in same-origin mode; the plain-Fortify part runs in the default project only.
import { join } from 'node:path'
import { startDemoServer } from '@conecta/mocks/server'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { serveApp } from '../apps/web/server/serveApp.mjs'
import { expect, expectVisible, type NewContext, pathOf, test, WAIT_MS } from './support/browser'
import { buildApp, repoRoot } from './support/buildApp'
import {
  type Account,
  createVerifiedAccount,
  type DevMail,
  logInThroughForm,
  newAccount,
  waitForMail,
} from './support/demoApi'
import { confirmPassword } from './support/passwordConfirmation'

const PENDING_TITLE = 'Falta confirmar o novo e-mail'
const CHANGED_TITLE = 'E-mail alterado'
const CHANGE_SIGN_IN =
  'Entre para confirmar a alteração do seu e-mail: se o link a concluiu, entre já com o novo endereço.'
const VERIFY_SIGN_IN = 'Entre para confirmar o seu e-mail.'
const INVALID_LINK = /O link para alterar o e-mail já não é válido/
const NOT_AUTHENTICATED = 'Você não está autenticado'
const EMAIL_VERIFIED = 'O seu e-mail foi verificado. A sua conta está activa.'
const WRONG_CREDENTIALS = 'E-mail ou palavra-passe incorrectos.'

/** A new address for `account`, unique in this run like the account's own. */
function otherAddress(account: Account, label: string): string {
  return account.email.replace('@', `.${label}@`)
}

async function signedInProfile(newContext: NewContext, account: Account) {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto('/login')
  await logInThroughForm(page, account)
  await page.waitForURL((url) => url.pathname === '/profile')
  await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))
  return { context, page }
}

/**
 * Saves another address in 'Dados pessoais'. `password`: the dialog a 423 opens is expected, and
 * the password typed there; `null` when it was confirmed in this session already.
 */
async function saveEmail(page: Page, address: string, password: string | null, typeTwice = false) {
  const form = page.getByRole('region', { name: 'Dados pessoais' })
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(address)
  if (typeTwice) {
    await form.getByRole('textbox', { name: 'Confirme o novo e-mail', exact: true }).fill(address)
  }
  await form.getByRole('button', { name: 'Guardar alterações' }).click()
  if (password !== null) await confirmPassword(page, password)
}

/**
 * The person comes back to a tab left open (from the mail app, another window): Chromium shows
 * the page and focuses its window, which the page hears as `visibilitychange` and `focus`.
 */
async function comeBackTo(page: Page) {
  await page.bringToFront()
  // Headless Chromium has no window manager to move the focus: the event a focused window gets.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
}

async function expectLoginRefused(newContext: NewContext, account: Account) {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto('/login')
  await logInThroughForm(page, account)
  await expectVisible(page.getByRole('region', { name: 'Não foi possível continuar' }))
  await expectVisible(page.getByText(WRONG_CREDENTIALS).first())
  expect(new URL(page.url()).pathname).toBe('/login')
}

test.describe('with the pending change', () => {
  test('given another address saved behind the password, should keep the old one until the link, opened in another browser without the session, changes it; the first tab then shows the new one', async ({
    newContext,
  }) => {
    const account = await createVerifiedAccount(newContext, 'change')
    const next = otherAddress(account, 'novo')
    const { context, page } = await signedInProfile(newContext, account)

    await saveEmail(page, next, account.password)

    const summary = page.getByRole('region', { name: 'A sua conta' })
    await expectVisible(summary.getByText(PENDING_TITLE))
    await expectVisible(summary.getByText(`${next} (por confirmar)`))
    await expect(
      page.getByRole('region', { name: 'Dados pessoais' }).getByRole('textbox', {
        name: 'E-mail',
        exact: true,
      }),
    ).toHaveValue(account.email)
    const link = await waitForMail(context.request, next, 'verify-new-email')
    const notice = await waitForMail(context.request, account.email, 'email-change-requested')
    expect(notice.text).not.toContain(next)

    await test.step('the old address still signs in, elsewhere, and sees the change pending', async () => {
      const elsewhere = await signedInProfile(newContext, account)
      await expectVisible(elsewhere.page.getByText(`${next} (por confirmar)`))
      await elsewhere.context.close()
    })

    await test.step('the link, in a browser without the session, ends on the changed page after the sign-in', async () => {
      const mailApp = await newContext()
      const opened = await mailApp.newPage()
      await opened.goto(link.link)
      await opened.waitForURL((url) => url.pathname === '/login')
      await expectVisible(opened.getByText(CHANGE_SIGN_IN))
      expect(await opened.getByText(NOT_AUTHENTICATED, { exact: true }).count()).toBe(0)
      await logInThroughForm(opened, { ...account, email: next })
      await opened.waitForURL((url) => url.pathname === '/profile')
      await expectVisible(opened.getByText(CHANGED_TITLE))
      await expectVisible(
        opened.getByText(`O e-mail da sua conta é agora ${next}.`, { exact: false }),
      )
      // Read once, then gone from the address bar.
      await expect.poll(() => pathOf(opened)).toBe('/profile')
    })

    await test.step('the first tab, looked at again, shows the new address without a reload', async () => {
      await comeBackTo(page)
      await expectVisible(page.getByText(CHANGED_TITLE))
      await expectVisible(summary.getByText(next, { exact: true }))
      await expect(summary.getByText(PENDING_TITLE)).toHaveCount(0)
    })

    await test.step('the old address no longer signs in', async () => {
      await expectLoginRefused(newContext, account)
    })
  })

  test('given a change cancelled, should keep the address, and its link should then say it is no longer valid', async ({
    newContext,
  }) => {
    const account = await createVerifiedAccount(newContext, 'cancel')
    const next = otherAddress(account, 'cancelado')
    const { context, page } = await signedInProfile(newContext, account)
    await saveEmail(page, next, account.password)
    const link = await waitForMail(context.request, next, 'verify-new-email')

    await page.getByRole('button', { name: 'Cancelar a alteração' }).click()
    const done = page.getByText(
      `Cancelámos a alteração. O seu e-mail continua a ser ${account.email}.`,
    )
    await expectVisible(done)
    await expect(page.getByText(PENDING_TITLE)).toHaveCount(0)

    const other = await newContext()
    const opened = await other.newPage()
    await opened.goto(link.link)
    await opened.waitForURL((url) => url.pathname === '/login')
    expect(new URL(opened.url()).searchParams.get('email-change')).toBe('invalid')
    await expectVisible(opened.getByText(INVALID_LINK))
  })

  test('given a mistyped new address, saving the right one should replace it: the typo’s link is no longer valid, the right one changes the address', async ({
    newContext,
  }) => {
    const account = await createVerifiedAccount(newContext, 'typo')
    const typo = otherAddress(account, 'novvo')
    const right = otherAddress(account, 'novo')
    const { context, page } = await signedInProfile(newContext, account)

    await saveEmail(page, typo, account.password)
    await expectVisible(page.getByText(`${typo} (por confirmar)`))
    const typoLink = await waitForMail(context.request, typo, 'verify-new-email')
    // Confirmed a moment ago in this session: no dialog this time.
    await saveEmail(page, right, null)
    await expectVisible(page.getByText(`${right} (por confirmar)`))
    const rightLink = await waitForMail(context.request, right, 'verify-new-email')

    const other = await newContext()
    const opened = await other.newPage()
    await opened.goto(typoLink.link)
    await opened.waitForURL((url) => url.pathname === '/login')
    await expectVisible(opened.getByText(INVALID_LINK))

    // The right link, opened in this browser (the mail read on the same phone).
    await page.goto(rightLink.link)
    await page.waitForURL((url) => url.pathname === '/profile')
    await expectVisible(page.getByText(CHANGED_TITLE))
    await expectVisible(
      page.getByRole('region', { name: 'A sua conta' }).getByText(right, { exact: true }),
    )
  })
})

// ── A backend without the pending change: stock Fortify that puts the route behind the password ──

const JSON_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }

interface PlainDeployment {
  appUrl: string
  apiUrl: string
  close(): Promise<void>
}

let plain: PlainDeployment | undefined

async function csrfHeaders(context: BrowserContext, apiUrl: string) {
  await context.request.get(`${apiUrl}/sanctum/csrf-cookie`, { headers: JSON_HEADERS })
  const token = (await context.cookies(apiUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value
  if (token === undefined) throw new Error('The plain demo API set no XSRF-TOKEN cookie')
  return { ...JSON_HEADERS, 'X-XSRF-TOKEN': decodeURIComponent(token) }
}

async function plainMail(request: APIRequestContext, apiUrl: string, to: string): Promise<DevMail> {
  let found: DevMail | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`${apiUrl}/__dev/mail`, { headers: JSON_HEADERS })
        const { data } = (await response.json()) as { data: DevMail[] }
        found = data.find((mail) => mail.to === to && mail.kind === 'verify-email')
        return found !== undefined
      },
      { timeout: WAIT_MS, intervals: [100] },
    )
    .toBe(true)
  if (found === undefined) throw new Error(`No verification mail to ${to}`)
  return found
}

test.describe('on a backend that changes the address at once (plain Fortify)', () => {
  test.beforeAll(async () => {
    if (test.info().project.name !== 'default') return
    // Its own app, built for its own API, as nginx.e2e does: the suite's build talks to the
    // demo API with every feature on.
    test.setTimeout(180_000)
    const distDir = join(repoRoot, '.cache', 'e2e-plain-fortify', 'dist')
    const ssrDir = join(repoRoot, '.cache', 'e2e-plain-fortify', 'ssr')
    const app = await serveApp(distDir, { host: '127.0.0.1', port: 0 })
    const api = await startDemoServer({
      port: 0,
      host: '127.0.0.1',
      appOrigin: app.url,
      productName: 'Conecta',
      features: { pendingEmail: false },
      log: () => {},
    })
    plain = {
      appUrl: app.url,
      apiUrl: api.url,
      close: async () => {
        await Promise.allSettled([app.close(), api.close()])
      },
    }
    await buildApp({ apiUrl: api.url, distDir, ssrDir })
  })

  test.afterAll(async () => {
    await plain?.close()
  })

  test('given another address, should ask for it twice and warn before saving; on /verify-email, should name it and let a typo be corrected; the link then opened in another browser confirms it after the sign-in', async ({
    newContext,
  }) => {
    test.skip(test.info().project.name !== 'default', 'one plain-Fortify deployment, cross-origin')
    if (plain === undefined) throw new Error('No plain-Fortify deployment')
    const { appUrl, apiUrl } = plain
    const account = newAccount('plain')
    const typo = otherAddress(account, 'novvo')
    const right = otherAddress(account, 'novo')

    // A verified account, signed in in this context.
    const context = await newContext({ baseURL: appUrl })
    const registered = await context.request.post(`${apiUrl}/register`, {
      headers: await csrfHeaders(context, apiUrl),
      data: { ...account, password_confirmation: account.password },
    })
    expect(registered.status()).toBe(204)
    const first = await plainMail(context.request, apiUrl, account.email)
    expect((await context.request.get(first.link, { maxRedirects: 0 })).status()).toBe(302)
    const page = await context.newPage()
    await page.goto('/profile')
    await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))

    await test.step('another address: typed twice, with the warning; a mismatch sends nothing', async () => {
      const form = page.getByRole('region', { name: 'Dados pessoais' })
      await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(typo)
      await expectVisible(form.getByText(/o perfil e a subscrição ficam indisponíveis/))
      const again = form.getByRole('textbox', { name: 'Confirme o novo e-mail', exact: true })
      await again.fill(right)
      await form.getByRole('button', { name: 'Guardar alterações' }).click()
      await expectVisible(form.getByText(/Os dois endereços não são iguais\./).first())
      await expect(page).toHaveURL(/\/profile$/)
    })

    await test.step('typed twice alike (the typo both times), saved: /verify-email names it', async () => {
      await saveEmail(page, typo, account.password, true)
      await page.waitForURL((url) => url.pathname === '/verify-email')
      await expectVisible(
        page.getByText(`Enviámos um link de verificação para ${typo}.`, { exact: false }),
      )
    })

    await test.step('corrected from /verify-email, typed twice', async () => {
      await page.getByRole('button', { name: 'Enganou-se no endereço? Corrigir' }).click()
      const region = page.getByRole('region', { name: 'Corrigir o endereço' })
      await region.getByRole('textbox', { name: 'O endereço certo', exact: true }).fill(right)
      await region.getByRole('textbox', { name: 'Confirme o novo e-mail', exact: true }).fill(right)
      // The password was confirmed for the save, in this session: no dialog.
      await region.getByRole('button', { name: 'Guardar e enviar novo link' }).click()
      await expectVisible(
        page.getByText(
          `Corrigimos o endereço. Enviámos um novo link de verificação para ${right}.`,
        ),
      )
      await expectVisible(
        page.getByText(`Enviámos um link de verificação para ${right}.`, { exact: false }),
      )
    })

    const link = await plainMail(context.request, apiUrl, right)

    await test.step('the link in another browser: sign in to confirm, then verified', async () => {
      const other = await newContext({ baseURL: appUrl })
      const opened = await other.newPage()
      await opened.goto(link.link)
      await opened.waitForURL((url) => url.pathname === '/login')
      await expectVisible(opened.getByText(VERIFY_SIGN_IN))
      await logInThroughForm(opened, { ...account, email: right })
      await opened.waitForURL((url) => url.pathname === '/profile')
      await expectVisible(opened.getByText(EMAIL_VERIFIED))
    })

    await test.step('the first tab, still on "Verifique o seu e-mail", learns it when looked at again', async () => {
      await comeBackTo(page)
      await page.waitForURL((url) => url.pathname === '/profile')
      await expectVisible(page.getByText(EMAIL_VERIFIED))
    })
  })
})
