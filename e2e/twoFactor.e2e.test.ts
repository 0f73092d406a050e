// Signing in with two-factor on, against the demo API's real TOTP: the password step, the
// challenge, and where the person lands (docs/product.md#two-factor-sign-in).
import type { Page } from '@playwright/test'
import { appPath, expect, expectVisible, test } from './support/browser'
import {
  apiPath,
  createVerifiedAccount,
  logInThroughForm,
  totpCode,
  turnOnTwoFactor,
} from './support/demoApi'

const CHALLENGE_HEADING = 'Verificação em dois passos'

/** Every call the page makes to the API, in order, as `METHOD /path`. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = []
  const api = new URL(apiPath('/'))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== api.origin || !url.pathname.startsWith(api.pathname)) return
    calls.push(`${request.method()} /${url.pathname.slice(api.pathname.length)}`)
  })
  return calls
}

/**
 * From now on, each element that takes the focus in `page`, in order: a field by its
 * `name`, anything else by its tag and first words. `focusTrail` reads it.
 */
async function recordFocusTrail(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const trail: string[] = []
    Object.assign(window, { conectaFocusTrail: trail })
    document.addEventListener(
      'focusin',
      (event) => {
        const element = event.target as HTMLElement
        const words = (element.textContent ?? '').trim().slice(0, 30)
        trail.push(element.getAttribute('name') ?? `${element.tagName.toLowerCase()} ${words}`)
      },
      true,
    )
  })
}

function focusTrail(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { conectaFocusTrail: string[] }).conectaFocusTrail,
  )
}

test.describe('signing in with two-factor on', () => {
  test('given the code of the authenticator app, should ask /api/user only after the challenge and land on the returnUrl', async ({
    newContext,
    newPage,
  }) => {
    const account = await createVerifiedAccount(newContext, 'two-factor')
    const keys = await turnOnTwoFactor(newContext, account)
    const { page } = await newPage()
    const calls = recordApiCalls(page)
    await recordFocusTrail(page)

    await page.goto('/profile/subscription')
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(appPath('/profile/subscription'))
    await logInThroughForm(page, account)
    await expectVisible(page.getByRole('heading', { level: 1, name: CHALLENGE_HEADING }))
    const code = page.getByRole('textbox', { name: /Código de autenticação/ })
    // The person is put in the field, and nothing takes the cursor from it afterwards.
    await expect(code).toBeFocused()
    const trail = await focusTrail(page)
    expect(trail.slice(trail.indexOf('code'))).toEqual(['code'])
    expect(await page.evaluate(() => window.localStorage.getItem('user-storage'))).toBeNull()
    const beforeChallenge = calls.slice(calls.indexOf('POST /login'))
    expect(beforeChallenge).not.toContain('GET /api/user')

    // As an authenticator app shows it, with a space in the middle.
    const digits = totpCode(keys.secret, 1)
    await code.fill(`${digits.slice(0, 3)} ${digits.slice(3)}`)
    await page.getByRole('button', { name: 'Confirmar' }).click()

    await page.waitForURL((url) => url.pathname === '/profile/subscription')
    await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))
    const afterLogin = calls.slice(calls.indexOf('POST /login'))
    expect(afterLogin.indexOf('GET /api/user')).toBeGreaterThan(
      afterLogin.indexOf('POST /two-factor-challenge'),
    )
  })

  test('given a recovery code, should sign in once with it, and refuse it in Portuguese the second time', async ({
    newContext,
    newPage,
  }) => {
    const account = await createVerifiedAccount(newContext, 'recovery')
    const keys = await turnOnTwoFactor(newContext, account)
    const [recoveryCode = ''] = keys.recoveryCodes
    const { page } = await newPage()

    await page.goto('/login')
    await logInThroughForm(page, account)
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click()
    await page.getByRole('textbox', { name: /Código de recuperação/ }).fill(recoveryCode)
    await page.getByRole('button', { name: 'Confirmar' }).click()
    await page.waitForURL((url) => url.pathname === '/profile')
    await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))

    await page.getByRole('button', { name: 'Terminar sessão' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto('/login')
    await logInThroughForm(page, account)
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click()
    await page.getByRole('textbox', { name: /Código de recuperação/ }).fill(recoveryCode)
    await page.getByRole('button', { name: 'Confirmar' }).click()

    await expectVisible(
      page
        .getByRole('region', { name: 'Não foi possível continuar' })
        .getByText('Este código de recuperação não é válido ou já foi usado.'),
    )
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(await page.evaluate(() => window.localStorage.getItem('user-storage'))).toBeNull()
  })

  test('after a reload during the challenge, should show a clean login page, nobody signed in', async ({
    newContext,
    newPage,
  }) => {
    const account = await createVerifiedAccount(newContext, 'reload')
    await turnOnTwoFactor(newContext, account)
    const { page } = await newPage()

    await page.goto('/login')
    await logInThroughForm(page, account)
    await expectVisible(page.getByRole('heading', { level: 1, name: CHALLENGE_HEADING }))
    await page.reload()

    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
    await expectVisible(page.getByLabel('Palavra-passe', { exact: true }))
    expect(await page.getByRole('heading', { name: CHALLENGE_HEADING }).count()).toBe(0)
    expect(await page.evaluate(() => window.localStorage.getItem('user-storage'))).toBeNull()
  })

  test('given a second tab during the challenge, should show it nobody until the challenge passes, then the person', async ({
    newContext,
    newPage,
  }) => {
    const account = await createVerifiedAccount(newContext, 'second-tab')
    const keys = await turnOnTwoFactor(newContext, account)
    const { context, page: first } = await newPage()

    await first.goto('/login')
    await logInThroughForm(first, account)
    await expectVisible(first.getByRole('heading', { level: 1, name: CHALLENGE_HEADING }))
    const second = await context.newPage()
    await second.goto('/profile')
    await second.waitForURL((url) => url.pathname === '/login')
    await expectVisible(second.getByLabel('Palavra-passe', { exact: true }))
    expect(await second.getByText(account.name).count()).toBe(0)

    await first
      .getByRole('textbox', { name: /Código de autenticação/ })
      .fill(totpCode(keys.secret, 1))
    await first.getByRole('button', { name: 'Confirmar' }).click()
    await first.waitForURL((url) => url.pathname === '/profile')
    // The other tab, still on /login, hears of the sign-in and goes to the profile.
    await second.waitForURL((url) => url.pathname === '/profile')
    await expectVisible(second.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))
  })
})
