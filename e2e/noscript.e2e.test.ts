// A pre-rendered form whose scripts cannot run (JavaScript off, a
// script blocked or lost on the way) sends nothing anywhere, and the person is
// told in Portuguese that the page has not finished loading; the app shell
// never stays blank.
import type { Page, Request } from '@playwright/test'
import { appPath, expect, expectVisible, test } from './support/browser'

const EMAIL = 'ana@exemplo.co.mz'
const PASSWORD = 'segredo-que-nao-sai-123'
const NO_SCRIPT_NOTICE = /Esta página ainda não terminou de carregar: precisa de JavaScript\./
const FAILED_NOTICE = /A página não terminou de carregar e nada foi enviado\./

/** Every request the page sends from now on, with its body. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

/**
 * The requests that would be a form leaving the page: a new document, any
 * method but GET, or anything carrying what was typed (in the address or the
 * body). A late favicon or a script fetch is none of these.
 */
function formSubmissions(requests: readonly Request[]): string[] {
  return requests
    .filter((request) => {
      const sent = decodeURIComponent(`${request.url()} ${request.postData() ?? ''}`)
      return (
        request.resourceType() === 'document' ||
        request.method() !== 'GET' ||
        sent.includes(PASSWORD) ||
        sent.includes(EMAIL)
      )
    })
    .map((request) => `${request.method()} ${request.url()}`)
}

/**
 * Serves the pages as a host without the build's `_headers` would: no
 * Content-Security-Policy, whose form-action 'none' would otherwise block a
 * native submit on its own and hide whether the form itself is safe.
 */
async function withoutPolicy(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/assets/'),
    async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['content-security-policy']
      await route.fulfill({ response, headers })
    },
  )
}

test.describe('a pre-rendered form without its scripts', () => {
  for (const [name, stripPolicy] of [
    ['with the build’s policy', false],
    ['on a host that sends no policy', true],
  ] as const) {
    test(`given JavaScript is disabled, ${name}, after filling /login and pressing Entrar, should send nothing, keep what was typed and say the page needs to finish loading`, async ({
      newPage,
    }) => {
      const { page } = await newPage({ javaScriptEnabled: false })
      if (stripPolicy) await withoutPolicy(page)
      await page.goto('/login')
      await expectVisible(page.getByText(NO_SCRIPT_NOTICE))
      const requests = recordRequests(page)

      await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL)
      await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD)
      // A native submit that leaves starts within a task: a second is plenty.
      // (Where one leaves, the click may wait for it in vain: what was sent is
      // what this test reports, not the click's timeout.)
      await page
        .getByRole('button', { name: 'Entrar' })
        .click({ timeout: 2_000 })
        .catch(() => {})
      await page.waitForTimeout(1_000)
      expect(formSubmissions(requests)).toEqual([])
      await page.getByRole('textbox', { name: 'E-mail' }).press('Enter')
      await page.waitForTimeout(1_000)

      expect(formSubmissions(requests)).toEqual([])
      expect(page.url()).toBe(appPath('/login'))
      await expect(page.getByRole('textbox', { name: 'E-mail' }).inputValue()).resolves.toBe(EMAIL)
      await expectVisible(page.getByText(NO_SCRIPT_NOTICE))
    })
  }

  for (const [path, button] of [
    ['/register', 'Criar conta'],
    ['/forgot-password', 'Enviar link'],
  ] as const) {
    test(`given JavaScript is disabled, after submitting ${path}, should send nothing`, async ({
      newPage,
    }) => {
      const { page } = await newPage({ javaScriptEnabled: false })
      await page.goto(path)
      const requests = recordRequests(page)
      await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL)
      await page.getByRole('button', { name: button }).click()
      await page.waitForTimeout(1_000)
      expect(formSubmissions(requests)).toEqual([])
      expect(page.url()).toBe(appPath(path))
    })
  }

  test("given the app's scripts fail to arrive, after pressing Entrar, should send no password anywhere and say that nothing was sent", async ({
    newPage,
  }) => {
    const { page } = await newPage()
    await page.route('**/assets/*.js', (route) => route.abort('connectionreset'))
    await page.goto('/login')
    await expectVisible(page.getByText(FAILED_NOTICE))
    const requests = recordRequests(page)

    await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL)
    await page.getByLabel('Palavra-passe', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForTimeout(1_000)

    expect(formSubmissions(requests)).toEqual([])
    expect(page.url()).toBe(appPath('/login'))
    await expectVisible(page.getByText(FAILED_NOTICE))
  })

  test('given the page loads normally, should never show either notice', async ({ newPage }) => {
    const { page } = await newPage()
    await page.goto('/login')
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
    expect(await page.getByText(FAILED_NOTICE).isVisible()).toBe(false)
    expect(await page.getByText(NO_SCRIPT_NOTICE).isVisible()).toBe(false)
  })
})

test.describe('the app shell without its script', () => {
  test('given its script fails to load, after opening /profile, should show the Portuguese notice instead of a blank page', async ({
    newPage,
  }) => {
    const { page } = await newPage()
    await page.route('**/assets/*.js', (route) => route.abort('connectionreset'))
    await page.goto('/profile')
    await expectVisible(page.getByRole('alert').filter({ hasText: FAILED_NOTICE }))
  })

  test('given JavaScript is disabled, after opening /profile, should say the page needs JavaScript', async ({
    newPage,
  }) => {
    const { page } = await newPage({ javaScriptEnabled: false })
    await page.goto('/profile')
    await expectVisible(page.getByText(NO_SCRIPT_NOTICE))
  })
})
