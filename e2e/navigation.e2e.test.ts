// A tap on a link whose page's code has not arrived yet (every page is a chunk of its own,
// docs/architecture.md#performance): on a slow network the page being left stays on screen
// for seconds. It must show that the tap was heard and take no more input, then give way.
import { expect, gate, test } from './support/browser'

test.describe("a tap while the next page's code is on its way", () => {
  test('given the register page held by the network, after tapping Criar conta on the login page, should keep the login page busy and inert, then open the register page', async ({
    newPage,
  }) => {
    const { page } = await newPage()
    const registerPage = gate()
    // The page's code, however it is asked for (the idle prefetch included), arrives when the gate opens.
    await page.route(/\/assets\/RegisterPage-[^/]+\.js$/, async (route) => {
      await registerPage.opened
      await route.continue()
    })
    await page.goto('/login')
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
    await page.getByRole('textbox', { name: 'E-mail' }).fill('ana@example.co.mz')

    await page
      .getByRole('navigation', { name: 'Conta' })
      .getByRole('link', { name: 'Criar conta' })
      .click()

    const main = page.getByRole('main')
    await expect(main).toHaveAttribute('aria-busy', 'true')
    expect(await main.evaluate((element) => (element as HTMLElement).inert)).toBe(true)
    // Still the login page, with what was typed, until the next one replaces it.
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@example.co.mz')

    registerPage.open()

    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/register')
    await expect(main).not.toHaveAttribute('aria-busy')
    expect(await main.evaluate((element) => (element as HTMLElement).inert)).toBe(false)
  })
})
