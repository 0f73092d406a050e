// Account security in a real browser against the demo API (docs/product.md#active-sessions,
// docs/product.md#two-factor-authentication): a person ends the session left open on another
// browser, which is then sent to /login; and turns two-factor on from a phone with a code
// computed here, as their authenticator app would.
import { twoFactorCodeAt } from '@conecta/mocks'
import type { Page } from '@playwright/test'
import { expect, expectHidden, expectVisible, test } from './support/browser'
import { fetchApiUser, newAccount, signInThroughApi, signUpVerified } from './support/demoApi'

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

/** The password dialog a protected call opens (the backend's 423), answered with `password`. */
async function confirmPassword(page: Page, password: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Confirme a sua palavra-passe' })
  await expectVisible(dialog)
  await dialog.getByLabel(/^Palavra-passe/).fill(password)
  await dialog.getByRole('button', { name: 'Confirmar' }).click()
  await expectHidden(dialog)
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
    await section.getByLabel(/^Código de 6 dígitos/).fill(`${code.slice(0, 3)} ${code.slice(3)}`)
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
