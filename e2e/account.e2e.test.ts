// The account flows the spec leaves "not shown", as docs/api-contract.md#accounts decides
// them: register → verification mail → verified profile; log out; a wrong
// password; forgot password → reset mail → new password → login.
import type { Page } from '@playwright/test'
import { expect, expectVisible, pathOf, test } from './support/browser'
import {
  createVerifiedAccount,
  fetchApiUser,
  newAccount,
  registerThroughForm,
  signUpVerified,
  waitForMail,
} from './support/demoApi'
import { confirmPassword } from './support/passwordConfirmation'
import { gate } from './support/waits'

const EMAIL_VERIFIED = 'O seu e-mail foi verificado. A sua conta está activa.'

async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByLabel('Palavra-passe', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

test.describe('registration and e-mail verification', () => {
  test('given a new visitor, after registering and following the mailed link, should show the verified profile at /profile?verified=1', async ({
    newPage,
  }) => {
    const { context, page } = await newPage()
    const account = newAccount('register')
    await page.goto('/register')
    await registerThroughForm(page, account)

    await page.waitForURL((url) => url.pathname === '/verify-email')
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Verifique o seu e-mail' }))
    await expectVisible(page.getByRole('button', { name: 'Reenviar e-mail de verificação' }))

    const mail = await waitForMail(context.request, account.email, 'verify-email')
    expect(mail.link).toMatch(/\/verify-email\/[^/]+\/[^/?]+\?expires=\d+&signature=/)
    await page.goto(mail.link)

    await page.waitForURL((url) => url.pathname === '/profile')
    expect(pathOf(page)).toBe('/profile?verified=1')
    await expectVisible(page.getByText(EMAIL_VERIFIED))
    await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))
    await expectVisible(page.getByText(/^Verificado em /))
  })

  test("given a person's verification link opened on a phone where someone else is signed in, should land on /login saying so, verify nobody, and verify them once they have signed in and open it again", async ({
    newPage,
  }) => {
    const { context, page } = await newPage()
    const owner = newAccount('link-owner')
    await page.goto('/register')
    await registerThroughForm(page, owner)
    await page.waitForURL((url) => url.pathname === '/verify-email')
    const mail = await waitForMail(context.request, owner.email, 'verify-email')
    await page.getByRole('button', { name: 'Terminar sessão' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    // Someone else signs in on the same phone, then the owner opens the link from the mail app.
    const other = newAccount('phone-holder')
    await signUpVerified(context, other)

    await page.goto(mail.link)

    await page.waitForURL((url) => url.pathname === '/login')
    expect(pathOf(page)).toBe('/login?verify-email=other-account')
    await expectVisible(page.getByText(/Este link de verificação é de outra conta/))
    await expectVisible(page.getByText('Este telemóvel já tem uma sessão iniciada'))
    await expect(page.getByText(other.name)).toHaveCount(0)
    expect((await fetchApiUser(context)).user.email).toBe(other.email)

    await fillLogin(page, owner.email, owner.password)
    await page.waitForURL((url) => url.pathname === '/verify-email')
    await page.goto(mail.link)
    await page.waitForURL((url) => url.pathname === '/profile')
    await expectVisible(page.getByText(EMAIL_VERIFIED))
    await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${owner.name}` }))
  })

  test('given a registered but unverified user, after opening /profile, should be sent to /verify-email', async ({
    newPage,
  }) => {
    const { page } = await newPage()
    const account = newAccount('unverified')
    await page.goto('/register')
    await registerThroughForm(page, account)
    await page.waitForURL((url) => url.pathname === '/verify-email')

    await page.goto('/profile')
    await page.waitForURL((url) => url.pathname === '/verify-email')
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Verifique o seu e-mail' }))
  })

  test('given /verify-email open where nobody is signed in, after a registration in another tab, should offer that tab the resend and the correction without a reload', async ({
    newPage,
  }) => {
    const { context, page } = await newPage()
    // A bookmark, or the mail app's own browser: nobody has signed in here yet.
    await page.goto('/verify-email')
    const nobody = page.getByText(/Não há nenhuma sessão iniciada neste navegador\./)
    await expectVisible(nobody)
    await expectVisible(page.getByRole('status').getByText('Efectue o login'))

    const other = await context.newPage()
    await other.goto('/register')
    await registerThroughForm(other, newAccount('visitor-tab'))
    await other.waitForURL((url) => url.pathname === '/verify-email')

    // Told by the other tab, not by coming back to it (the first tab never regains focus here).
    await expect(nobody).toHaveCount(0)
    await expect(page.getByText('Efectue o login')).toHaveCount(0)
    await expectVisible(page.getByRole('button', { name: 'Terminar sessão' }))
    await expectVisible(page.getByRole('button', { name: 'Enganou-se no endereço? Corrigir' }))
    await page.getByRole('button', { name: 'Reenviar e-mail de verificação' }).click()
    await expectVisible(
      page.getByText(
        'Enviámos um novo link de verificação para o seu e-mail. Abra-o para activar a sua conta.',
      ),
    )
  })

  test('given /verify-email reloaded on a slow phone, should keep its buttons where the first paint put them when the address replaces "o seu e-mail"', async ({
    newPage,
  }) => {
    const { page } = await newPage()
    // An address as people have them, that fits on a line of a phone (a longer one breaks, and
    // its second line moves what is under it). Its digits are as wide as any others: the same
    // lines in every run.
    const email = `ana.machava.${String(Date.now() % 10_000).padStart(4, '0')}@gmail.com`
    await page.goto('/register')
    await registerThroughForm(page, { ...newAccount('ana'), email })
    await page.waitForURL((url) => url.pathname === '/verify-email')
    const resend = page.getByRole('button', { name: 'Reenviar e-mail de verificação' })

    for (const width of [320, 360, 412]) {
      await page.setViewportSize({ width, height: 740 })
      const scripts = gate()
      await page.route('**/assets/*.js', async (route) => {
        await scripts.opened
        await route.continue()
      })
      await page.reload({ waitUntil: 'commit' })
      await expectVisible(page.getByText(/para o seu e-mail\./))
      await expectVisible(resend)
      const before = await resend.boundingBox()

      scripts.open()
      await expectVisible(page.getByText(`para ${email}.`))
      expect(await resend.boundingBox(), `at ${width} px`).toEqual(before)
      await page.unroute('**/assets/*.js')
    }
  })

  test('given two tabs on /verify-email after a registration with a typo, a correction in one should name the right address in the other, which then refuses it as the address the link already went to', async ({
    newPage,
  }) => {
    const { context, page } = await newPage()
    const account = newAccount('two-tabs')
    const right = account.email
    const typo = right.replace('@example.co.mz', '@exmaple.co.mz')
    await page.goto('/register')
    await registerThroughForm(page, { ...account, email: typo })
    await page.waitForURL((url) => url.pathname === '/verify-email')
    await expectVisible(
      page.getByText(`Enviámos um link de verificação para ${typo}.`, { exact: false }),
    )
    // Another tab of the same browser: it never learnt the address.
    const other = await context.newPage()
    await other.goto('/verify-email')
    await expectVisible(other.getByText(/^Enviámos um link de verificação para o seu e-mail\./))
    await expectVisible(other.getByRole('button', { name: 'Enganou-se no endereço? Corrigir' }))

    await page.getByRole('button', { name: 'Enganou-se no endereço? Corrigir' }).click()
    const region = page.getByRole('region', { name: 'Corrigir o endereço' })
    await region.getByRole('textbox', { name: 'O endereço certo', exact: true }).fill(right)
    await region.getByRole('textbox', { name: 'Confirme o novo e-mail', exact: true }).fill(right)
    await region.getByRole('button', { name: 'Guardar e enviar novo link' }).click()
    await confirmPassword(page, account.password)
    await expectVisible(
      page.getByText(`Corrigimos o endereço. Enviámos um novo link de verificação para ${right}.`),
    )

    // The other tab names the address the link went to now, without a reload.
    await expectVisible(
      other.getByText(`Enviámos um link de verificação para ${right}.`, { exact: false }),
    )
    await other.getByRole('button', { name: 'Enganou-se no endereço? Corrigir' }).click()
    const again = other.getByRole('region', { name: 'Corrigir o endereço' })
    // The address it already went to: no second field to type it in again.
    await again.getByRole('textbox', { name: 'O endereço certo', exact: true }).fill(right)
    await again.getByRole('button', { name: 'Guardar e enviar novo link' }).click()
    await expectVisible(
      again
        .getByText('É para este endereço que já enviámos o link. Escreva o endereço certo.')
        .first(),
    )
    expect(await other.getByText(/^Corrigimos o endereço\./).count()).toBe(0)
  })
})

// docs/product.md#login: a notice the pre-rendered /login could not know (a link's outcome, the
// errorMessage query) comes once the app has started; it never moves the form under a person
// who has begun typing in it.
test.describe("/login's notices after the first paint", () => {
  async function openHeld(newPage: () => Promise<{ page: Page }>, path: string) {
    const { page } = await newPage()
    const scripts = gate()
    await page.route('**/assets/*.js', async (route) => {
      await scripts.opened
      await route.continue()
    })
    await page.goto(path, { waitUntil: 'commit' })
    const email = page.getByRole('textbox', { name: 'E-mail' })
    const enter = page.getByRole('button', { name: 'Entrar' })
    await expectVisible(enter)
    return { page, scripts, email, enter }
  }

  test("given a refused verification link and a person already typing in the pre-rendered form, should bring the notice under the form and move neither the field nor 'Entrar'", async ({
    newPage,
  }) => {
    const { page, scripts, email, enter } = await openHeld(newPage, '/login?verify-email=invalid')
    await email.fill('ana@example.co.mz')
    const before = { email: await email.boundingBox(), enter: await enter.boundingBox() }

    scripts.open()
    const notice = page.getByText(/O link de verificação já não é válido/)
    await expectVisible(notice)

    expect({ email: await email.boundingBox(), enter: await enter.boundingBox() }).toEqual(before)
    expect((await notice.boundingBox())?.y).toBeGreaterThan(before.enter?.y ?? Infinity)
    await expect(email).toHaveValue('ana@example.co.mz')
  })

  test('given a refused verification link and nothing typed yet, should bring the notice above the form, where it is read first', async ({
    newPage,
  }) => {
    const { page, scripts, email } = await openHeld(newPage, '/login?verify-email=other-account')
    scripts.open()
    const notice = page.getByText(/Este link de verificação é de outra conta/)
    await expectVisible(notice)
    expect((await notice.boundingBox())?.y).toBeLessThan((await email.boundingBox())?.y ?? 0)
  })
})

test.describe('log out', () => {
  test("given a signed-in user on the profile, after 'Terminar sessão', should land on / signed out", async ({
    newPage,
  }) => {
    const { context, page } = await newPage()
    const account = newAccount('logout')
    await signUpVerified(context, account)
    await page.goto('/profile')
    await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))

    await page.getByRole('button', { name: 'Terminar sessão' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'A sua conta Conecta, paga com M-Pesa' }),
    )
    expect(await page.evaluate(() => window.localStorage.getItem('user-storage'))).toBeNull()

    // Signed out for real: the profile now asks to log in.
    await page.goto('/profile')
    await page.waitForURL((url) => url.pathname === '/login')
    await expectVisible(page.getByText('Você não está autenticado'))
  })
})

test.describe('login', () => {
  test('given a wrong password, after submitting, should say so in Portuguese and keep the typed e-mail', async ({
    newContext,
    newPage,
  }) => {
    const account = await createVerifiedAccount(newContext, 'wrong')
    const { page } = await newPage()
    await page.goto('/login')
    await fillLogin(page, account.email, 'nao-e-esta')

    await expectVisible(page.getByText('E-mail ou palavra-passe incorrectos.').first())
    expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(account.email)
    expect(pathOf(page)).toBe('/login')
    await expectVisible(page.getByRole('button', { name: 'Entrar' }))
    expect(await page.getByRole('button', { name: 'Entrar' }).isEnabled()).toBe(true)
  })
})

test.describe('password reset', () => {
  test('given a forgotten password, after following the reset mail and choosing a new one, should log in with the new password only', async ({
    newContext,
    newPage,
  }) => {
    const account = await createVerifiedAccount(newContext, 'reset')
    const newPassword = 'uma-nova-palavra-456'
    const { context, page } = await newPage()
    await page.goto('/login')
    await page.getByRole('link', { name: 'Esqueceu-se da palavra-passe?' }).click()
    await page.waitForURL((url) => url.pathname === '/forgot-password')
    // The address changes before the page's chunk has arrived; until then the login form, whose
    // field is also "E-mail", is still on screen (a fill landed there once and sent {email: ''}).
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Recuperar palavra-passe' }))
    await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email)
    await page.getByRole('button', { name: 'Enviar link' }).click()
    await expectVisible(page.getByText(`Enviámos um link para ${account.email}.`, { exact: false }))

    const mail = await waitForMail(context.request, account.email, 'reset-password')
    const link = new URL(mail.link)
    expect(link.pathname).toMatch(/^\/password-reset\/[^/]+$/)
    expect(link.searchParams.get('email')).toBe(account.email)
    await page.goto(mail.link)

    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Escolher nova palavra-passe' }),
    )
    expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(account.email)
    await page.getByLabel('Nova palavra-passe', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirmar nova palavra-passe', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Guardar palavra-passe' }).click()

    await page.waitForURL((url) => url.pathname === '/login')
    await expectVisible(
      page.getByText('A sua palavra-passe foi alterada. Entre com a nova palavra-passe.'),
    )
    expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(account.email)

    // The old password no longer opens the account…
    await fillLogin(page, account.email, account.password)
    await expectVisible(page.getByText('E-mail ou palavra-passe incorrectos.').first())
    // …the new one does.
    await page.getByLabel('Palavra-passe', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL((url) => url.pathname === '/profile')
    await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))
  })
})
