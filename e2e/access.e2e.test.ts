// docs/product.md#authenticated-layout, #session-states (the stored user), #access (access by the
// presence of the user), and the login's returnUrl rule (docs/product.md#login).
import type { Page } from '@playwright/test'
import { appPath, expect, expectVisible, pathOf, test } from './support/browser'
import {
  apiPath,
  createVerifiedAccount,
  logInThroughForm,
  newAccount,
  signUpVerified,
} from './support/demoApi'

const NOT_AUTHENTICATED = 'Você não está autenticado'

function readStoredUser(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('user-storage'))
}

test.describe('the authenticated layout without a user', () => {
  test('given an anonymous visitor, after opening /profile, should replace it with /login carrying returnUrl and the message', async ({
    newPage,
  }) => {
    const { page } = await newPage()
    await page.goto('/')
    await expectVisible(page.getByRole('heading', { level: 1 }))
    await page.goto('/profile')

    await page.waitForURL((url) => url.pathname === '/login')
    const url = new URL(page.url())
    expect(url.searchParams.get('returnUrl')).toBe(appPath('/profile').replace(/\/$/, ''))
    expect(url.searchParams.get('errorMessage')).toBe(NOT_AUTHENTICATED)
    expect(pathOf(page)).toBe(
      `/login?returnUrl=${encodeURIComponent(appPath('/profile'))}&errorMessage=${encodeURIComponent(NOT_AUTHENTICATED)}`,
    )
    await expectVisible(page.getByText(NOT_AUTHENTICATED))
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Entrar' }))

    // The redirect replaced /profile: going back leaves for the page before it.
    await page.goBack()
    await page.waitForURL((previous) => previous.pathname === '/')
    expect(pathOf(page)).toBe('/')
  })
})

test.describe('the login returnUrl', () => {
  test('given a redirect from /profile/security?x=1, after logging in, should return to that same-origin address', async ({
    newContext,
    newPage,
  }) => {
    const account = await createVerifiedAccount(newContext, 'return')
    const { page } = await newPage()
    await page.goto('/profile/security?x=1')
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(appPath('/profile/security?x=1'))

    await logInThroughForm(page, account)
    await page.waitForURL((url) => url.pathname === '/profile/security')
    expect(pathOf(page)).toBe('/profile/security?x=1')
    await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))
    await expectVisible(page.getByRole('heading', { name: 'Alterar palavra-passe' }))
  })

  // Addresses as functions: the API's is known only inside a test (its project's deployment).
  for (const [label, returnUrl] of [
    ['an absolute address on another origin', () => 'https://evil.example/roubar'],
    ['a protocol-relative address', () => '//evil.example/roubar'],
    ['the API origin', () => apiPath('/api/user')],
  ] as const) {
    test(`given returnUrl is ${label}, after logging in, should go to /profile instead`, async ({
      newContext,
      newPage,
    }) => {
      const account = await createVerifiedAccount(newContext, 'evil')
      const { page } = await newPage()
      await page.goto(`/login?returnUrl=${encodeURIComponent(returnUrl())}`)
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Entrar' }))

      await logInThroughForm(page, account)
      await page.waitForURL((url) => url.pathname === '/profile')
      expect(pathOf(page)).toBe('/profile')
      await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))
    })
  }
})

test.describe('the stored user (local storage "user-storage")', () => {
  test('given a login, after the user fetch succeeds, should store the user; after a failed fetch, should clear it', async ({
    newContext,
    newPage,
  }) => {
    const account = await createVerifiedAccount(newContext, 'storage')
    const { context, page } = await newPage()
    await page.goto('/login')
    expect(await readStoredUser(page)).toBeNull()

    await logInThroughForm(page, account)
    await page.waitForURL((url) => url.pathname === '/profile')
    await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))
    const stored: unknown = JSON.parse((await readStoredUser(page)) ?? 'null')
    expect(stored).toMatchObject({
      user: { email: account.email, name: account.name },
      subscription: { via: 'mpesa', canFreeTrial: true, type: null },
    })

    // The session ends on the server's side (the cookies are gone): the next
    // start-up's user fetch fails with 401.
    await context.clearCookies()
    const userFetch = page.waitForResponse((response) =>
      response.url().startsWith(apiPath('/api/user')),
    )
    await page.goto('/register')
    expect((await userFetch).status()).toBe(401)
    await expectVisible(page.getByRole('listitem', { name: 'Efectue o login' }))
    expect(await readStoredUser(page)).toBeNull()
  })

  test('given a signed-in user, after opening /login, should offer that session without opening it, and open the profile on a tap', async ({
    newPage,
  }) => {
    const { context, page } = await newPage()
    const account = newAccount('signedin')
    await signUpVerified(context, account)
    await page.goto('/login')
    const onward = page.getByRole('link', { name: 'Continuar com essa sessão' })
    await expectVisible(onward)
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname).toBe('/login')
    await expect(page.getByText(account.name)).toHaveCount(0)

    await onward.click()
    await page.waitForURL((url) => url.pathname === '/profile')
    await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))
  })
})
