// Account security in a real browser against the demo API (docs/product.md#active-sessions,
// docs/product.md#two-factor-authentication): a person ends the session left open on another
// browser, which is then sent to /login; and turns two-factor on from a phone with a code
// computed here, as their authenticator app would.
import { twoFactorCodeAt } from '@conecta/mocks'
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect, expectHidden, expectVisible, test } from './support/browser'
import {
  type Account,
  fetchApiUser,
  newAccount,
  signInThroughApi,
  signUpVerified,
  waitForMail,
} from './support/demoApi'
import { confirmPassword } from './support/passwordConfirmation'

const PHONE = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
}
const COMPUTER = {
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
}

test.describe('Sessões activas', () => {
  test('given the same person on a computer, after "Terminar" on the phone and the password, should send the computer to /login on its next call with nothing of the person left', async ({
    newPage,
  }) => {
    const account = newAccount('sessions')
    const phone = await newPage(PHONE)
    await signUpVerified(phone.context, account)
    const computer = await newPage(COMPUTER)
    await signInThroughApi(computer.context, account)
    await computer.page.goto('/profile')
    await expectVisible(
      computer.page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }),
    )

    await phone.page.goto('/profile/security')
    const sessions = phone.page.getByRole('region', { name: 'Sessões activas' })
    await expectVisible(sessions.getByText('Samsung Internet em Android'))
    await expectVisible(sessions.getByText('Este dispositivo'))
    await sessions.getByRole('button', { name: /^Terminar a sessão de Firefox em Windows/ }).click()
    await confirmPassword(phone.page, account.password)
    await expectVisible(sessions.getByText(/Sessão terminada\./))
    await expectHidden(sessions.getByText('Firefox em Windows'))

    // The computer's next call, from inside the app: the subscription tab asks for the payments.
    await computer.page.getByRole('link', { name: 'Subscrição' }).click()
    await computer.page.waitForURL((url) => url.pathname === '/login')
    await expectHidden(computer.page.getByText(account.name))
    await expectHidden(computer.page.getByText(account.email))
    expect(
      await computer.page.evaluate(() => window.localStorage.getItem('user-storage')),
    ).toBeNull()
    // The phone is still signed in.
    expect((await fetchApiUser(phone.context)).user.email).toBe(account.email)
  })
})

const END_OTHERS = 'Terminar sessão nos outros telemóveis e computadores'
const OTHERS_ENDED = 'A sessão foi terminada em todos os outros telemóveis e computadores.'
/** The login's own words for a 429 (ApiError), the seconds from `Retry-After`. */
const WAIT = /^Demasiadas tentativas\. Tente novamente dentro de \d+ segundos?\.$/

/** Clicks `button` and waits for the answer to `method path`: each wrong password is counted once. */
async function sendAndWait(page: Page, button: Locator, method: string, path: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === method && new URL(response.url()).pathname.endsWith(path),
  )
  await button.click()
  return (await answered).status()
}

/** The computer's next call from inside the app sends it to /login, with nothing of the person. */
async function expectSignedOut(page: Page, account: Account) {
  await page.getByRole('link', { name: 'Subscrição' }).click()
  await page.waitForURL((url) => url.pathname === '/login')
  await expectHidden(page.getByText(account.name))
  await expectHidden(page.getByText(account.email))
}

async function openProfile(context: BrowserContext, page: Page, account: Account) {
  await signInThroughApi(context, account)
  await page.goto('/profile')
  await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))
}

test.describe('Palavras-passe erradas', () => {
  test('given five wrong passwords in a minute across the password change and the deletion, should make the confirmation dialog say how long to wait, then the password change too, keeping what was typed', async ({
    newPage,
  }) => {
    const account = newAccount('wrong-passwords')
    const { context, page } = await newPage(PHONE)
    await signUpVerified(context, account)
    await page.goto('/profile/security')

    // Three in the password change…
    const change = page.getByRole('region', { name: 'Alterar palavra-passe' })
    await change.getByLabel(/^Palavra-passe actual/).fill('errada-123')
    await change.getByLabel(/^Nova palavra-passe/).fill('nova-senha-123')
    await change.getByLabel(/^Confirmar nova palavra-passe/).fill('nova-senha-123')
    const changeButton = change.getByRole('button', { name: 'Alterar palavra-passe' })
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await sendAndWait(page, changeButton, 'PUT', '/user/password')).toBe(422)
    }
    // …two in the deletion's dialog…
    await page.getByRole('button', { name: 'Eliminar conta' }).click()
    const deletion = page.getByRole('alertdialog', { name: 'Eliminar a sua conta?' })
    await deletion.getByLabel(/^Palavra-passe/).fill('errada-456')
    const deleteButton = deletion.getByRole('button', { name: 'Eliminar definitivamente' })
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await sendAndWait(page, deleteButton, 'DELETE', '/user')).toBe(422)
    }
    await deletion.getByRole('button', { name: 'Cancelar' }).click()
    await expectHidden(deletion)

    // …and the sixth, in the dialog a protected action opens, is told to wait.
    await page
      .getByRole('region', { name: 'Verificação em dois passos' })
      .getByRole('button', { name: 'Activar' })
      .click()
    const dialog = page.getByRole('alertdialog', { name: 'Confirme a sua palavra-passe' })
    await dialog.getByLabel(/^Palavra-passe/).fill('errada-789')
    const confirm = dialog.getByRole('button', { name: 'Confirmar' })
    expect(await sendAndWait(page, confirm, 'POST', '/user/confirm-password')).toBe(429)
    await expect(dialog.getByRole('alert')).toHaveText(WAIT)
    expect(await dialog.getByLabel(/^Palavra-passe/).inputValue()).toBe('errada-789')
    await expectVisible(dialog.getByRole('button', { name: 'Tentar novamente' }))
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expectHidden(dialog)

    // The same wait wherever the password is asked, even the right one, and nothing typed lost.
    await change.getByLabel(/^Palavra-passe actual/).fill(account.password)
    expect(await sendAndWait(page, changeButton, 'PUT', '/user/password')).toBe(429)
    const summary = page.getByRole('region', { name: 'Não foi possível continuar' })
    await expect(summary.getByText(WAIT)).toBeVisible()
    expect(await change.getByLabel(/^Palavra-passe actual/).inputValue()).toBe(account.password)
    expect(await change.getByLabel(/^Nova palavra-passe/).inputValue()).toBe('nova-senha-123')
  })
})

test.describe('Terminar as outras sessões', () => {
  test("given the box ticked in the password change on the phone, should end the computer's session, list only the phone, and keep the phone signed in", async ({
    newPage,
  }) => {
    const account = newAccount('change-ends-others')
    const phone = await newPage(PHONE)
    await signUpVerified(phone.context, account)
    const computer = await newPage(COMPUTER)
    await openProfile(computer.context, computer.page, account)

    await phone.page.goto('/profile/security')
    const sessions = phone.page.getByRole('region', { name: 'Sessões activas' })
    await expectVisible(sessions.getByText('Firefox em Windows'))
    const change = phone.page.getByRole('region', { name: 'Alterar palavra-passe' })
    const box = change.getByRole('checkbox', { name: END_OTHERS })
    await expectVisible(box)
    expect(await box.isChecked()).toBe(false)
    await change.getByLabel(/^Palavra-passe actual/).fill(account.password)
    await change.getByLabel(/^Nova palavra-passe/).fill('nova-senha-123')
    await change.getByLabel(/^Confirmar nova palavra-passe/).fill('nova-senha-123')
    await box.check()
    await change.getByRole('button', { name: 'Alterar palavra-passe' }).click()

    await expectVisible(change.getByText(OTHERS_ENDED, { exact: false }))
    await expectHidden(sessions.getByText('Firefox em Windows'))
    await expectVisible(sessions.getByText('Não há outras sessões abertas.'))
    await expectSignedOut(computer.page, account)
    // The phone is still signed in.
    expect((await fetchApiUser(phone.context)).user.email).toBe(account.email)
  })

  test('given the box ticked in a password reset, should end the session left open on the other phone', async ({
    newPage,
  }) => {
    const account = newAccount('reset-ends-all')
    const lost = await newPage(PHONE)
    await signUpVerified(lost.context, account)
    await lost.page.goto('/profile')
    await expectVisible(lost.page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))

    const { context, page } = await newPage(COMPUTER)
    await page.goto('/forgot-password')
    await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email)
    await page.getByRole('button', { name: 'Enviar link' }).click()
    await expectVisible(page.getByText(`Enviámos um link para ${account.email}.`, { exact: false }))
    await page.goto((await waitForMail(context.request, account.email, 'reset-password')).link)
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Escolher nova palavra-passe' }),
    )
    await page.getByLabel('Nova palavra-passe', { exact: true }).fill('nova-senha-456')
    await page.getByLabel('Confirmar nova palavra-passe', { exact: true }).fill('nova-senha-456')
    // Offered: the backend answered the visitor's question about its session list with 401.
    await page.getByRole('checkbox', { name: END_OTHERS }).check()
    await page.getByRole('button', { name: 'Guardar palavra-passe' }).click()

    await page.waitForURL((url) => url.pathname === '/login')
    await expectVisible(page.getByText(OTHERS_ENDED, { exact: false }))
    await expectSignedOut(lost.page, account)
  })
})

test.describe('Verificação em dois passos', () => {
  test('given a phone, should turn two-factor on with the code the app shows, then show the recovery codes once', async ({
    newPage,
  }) => {
    const account = newAccount('two-factor-on')
    const { context, page } = await newPage(PHONE)
    await signUpVerified(context, account)
    await page.goto('/profile/security')

    const section = page.getByRole('region', { name: 'Verificação em dois passos' })
    await section.getByRole('button', { name: 'Activar' }).click()
    await confirmPassword(page, account.password)
    const open = section.getByRole('link', { name: 'Abrir na aplicação de autenticação' })
    await expectVisible(open)
    const url = new URL((await open.getAttribute('href')) ?? '')
    expect(url.protocol).toBe('otpauth:')
    const secret = url.searchParams.get('secret') ?? ''
    // The key as the page shows it, in groups of four, is the same secret.
    await expectVisible(
      section.getByText(secret.match(/.{1,4}/g)?.join(' ') ?? '', { exact: true }),
    )
    await expectVisible(section.getByRole('img', { name: /Código QR/ }))

    const code = twoFactorCodeAt(secret, Date.now())
    await section.getByLabel(/^Código de 6 algarismos/).fill(`${code.slice(0, 3)} ${code.slice(3)}`)
    await section.getByRole('button', { name: 'Confirmar' }).click()

    const codes = section.getByRole('list', { name: 'Códigos de recuperação' })
    await expectVisible(codes)
    expect(await codes.getByRole('listitem').allTextContents()).toHaveLength(8)
    expect((await fetchApiUser(context)).user.two_factor_confirmed_at).toEqual(expect.any(String))

    await section.getByRole('button', { name: 'Já guardei os códigos' }).click()
    await expectHidden(codes)
    // Shown once: a reload shows two-factor on, and no codes.
    await page.reload()
    await expectVisible(section.getByRole('button', { name: 'Gerar novos códigos de recuperação' }))
    await expectHidden(codes)
  })
})
