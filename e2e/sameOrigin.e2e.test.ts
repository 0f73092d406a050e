// Same-origin mode itself (apps/web/README.md, "Same-origin mode"), in the
// project 'same-origin' (e2e/playwright.config.ts): the build with
// VITE_API_URL=/backend behind a real nginx that proxies /backend/ to the
// demo API. The files whose subject depends on it run there too; this file checks
// that the mode is really in use: every call on the app's own origin, no
// preflight, host-wide cookies, and a policy that names no other host.
import type { Request } from '@playwright/test'
import { appPath, expect, expectVisible, test } from './support/browser'
import {
  apiPath,
  fetchApiUser,
  newAccount,
  registerThroughForm,
  waitForMail,
} from './support/demoApi'

test.describe('same-origin mode through nginx', () => {
  test("should answer the app's pages with connect-src 'self' alone, and the API under /backend with Laravel's routes", async () => {
    const page = await fetch(appPath('/login'))
    const policy = page.headers.get('content-security-policy') ?? ''
    const connectSrc = policy.split('; ').find((directive) => directive.startsWith('connect-src'))
    expect(connectSrc).toBe("connect-src 'self'")
    expect(await page.text()).toContain('data-prerendered-path="/login"')

    expect(apiPath('/sanctum/csrf-cookie')).toBe(appPath('/backend/sanctum/csrf-cookie'))
    const primed = await fetch(apiPath('/sanctum/csrf-cookie'), {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    })
    expect(primed.status).toBe(204)
    const cookies = primed.headers.getSetCookie()
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual([
      'XSRF-TOKEN',
      'conecta_session',
    ])
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*path=\/(;|$)/i)
      expect(cookie).not.toMatch(/domain=/i)
    }
  })

  test('given a new visitor, register → mailed link → profile → log out → log in should call only the app’s own origin, under /backend, with no preflight', async ({
    newPage,
  }) => {
    const { context, page, consoleEntries } = await newPage()
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))
    const account = newAccount('same-origin')

    await page.goto('/register')
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
    await registerThroughForm(page, account)
    await page.waitForURL((url) => url.pathname === '/verify-email')

    const mail = await waitForMail(context.request, account.email, 'verify-email')
    expect(mail.link.startsWith(apiPath('/verify-email/'))).toBe(true)
    await page.goto(mail.link)
    await page.waitForURL((url) => url.pathname === '/profile')
    await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))

    await page.getByRole('button', { name: 'Terminar sessão' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto('/login')
    await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email)
    await page.getByLabel('Palavra-passe', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL((url) => url.pathname === '/profile')
    await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))
    expect((await fetchApiUser(context)).user.email).toBe(account.email)

    const appOrigin = new URL(appPath('/')).origin
    const calls = requests
      .filter((request) => new URL(request.url()).pathname.startsWith('/backend/'))
      .map((request) => `${request.method()} ${new URL(request.url()).pathname}`)
    expect(requests.filter((request) => new URL(request.url()).origin !== appOrigin)).toEqual([])
    expect(requests.filter((request) => request.method() === 'OPTIONS')).toEqual([])
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /backend/sanctum/csrf-cookie',
        'POST /backend/register',
        'POST /backend/logout',
        'POST /backend/login',
        'GET /backend/api/user',
      ]),
    )
    const cookies = await context.cookies(appPath('/'))
    expect(
      cookies
        .filter((cookie) => cookie.name === 'XSRF-TOKEN' || cookie.name === 'conecta_session')
        .map(({ name, domain, path }) => ({ name, domain, path }))
        .sort((a, b) => (a.name < b.name ? -1 : 1)),
    ).toEqual([
      { name: 'XSRF-TOKEN', domain: '127.0.0.1', path: '/' },
      { name: 'conecta_session', domain: '127.0.0.1', path: '/' },
    ])
    expect(consoleEntries.filter((entry) => /Content.Security.Policy/i.test(entry.text))).toEqual(
      [],
    )
  })
})
