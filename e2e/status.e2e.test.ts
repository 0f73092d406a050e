// docs/product.md#status-pages, and "any other path shows the not-found page".
import { expect, expectVisible, gate, pathOf, test } from './support/browser'
import { newAccount, signUpVerified } from './support/demoApi'

const NOT_FOUND_TITLE = 'Oops! Page Not Found!'
const NOT_FOUND_TEXT = "The page you're looking for doesn't exist or might have been removed."
const LANDING_HEADING = { level: 1 as const, name: 'A sua conta Conecta, paga com M-Pesa' }

test.describe('the not-found page', () => {
  test("given an unknown path, after opening it, should show 'Oops! Page Not Found!' and 'Go Back' should return to the previous page", async ({
    newPage,
  }) => {
    const { page } = await newPage()
    await page.goto('/register')
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Criar conta' }))
    await page.goto('/isto/nao/existe')

    await expectVisible(page.getByText('404', { exact: true }))
    await expectVisible(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE }))
    await expectVisible(page.getByText(NOT_FOUND_TEXT))
    expect(pathOf(page)).toBe('/isto/nao/existe')

    await page.getByRole('button', { name: 'Go Back' }).click()
    await page.waitForURL((url) => url.pathname === '/register')
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Criar conta' }))
  })

  test("given an unknown path, after 'Back to Home', should show the landing page at /", async ({
    newPage,
  }) => {
    const { page } = await newPage()
    await page.goto('/pagina-inexistente?x=1')
    await expectVisible(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE }))

    await page.getByRole('button', { name: 'Back to Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expectVisible(page.getByRole('heading', LANDING_HEADING))
    expect(await page.getByRole('heading', { name: NOT_FOUND_TITLE }).count()).toBe(0)
  })

  test('given a signed-in user, after opening an unknown profile tab, should show the not-found page', async ({
    newPage,
  }) => {
    const { context, page } = await newPage()
    await signUpVerified(context, newAccount('tab'))
    await page.goto('/profile/nao-existe')
    await expectVisible(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE }))
  })
})

test.describe('the other status pages', () => {
  test("given /500, after opening it, should show the server error page whose 'Back to Home' goes to /", async ({
    newPage,
  }) => {
    const { page } = await newPage()
    await page.goto('/500')
    await expectVisible(page.getByText('500', { exact: true }))
    await expectVisible(
      page.getByRole('heading', { level: 1, name: "Oops! Something went wrong :')" }),
    )
    await expectVisible(
      page.getByText('We apologise for the inconvenience. Please try again later.'),
    )
    await expectVisible(page.getByRole('button', { name: 'Go Back' }))

    await page.getByRole('button', { name: 'Back to Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expectVisible(page.getByRole('heading', LANDING_HEADING))
  })

  test("given /500 before its script has run, should show 'Back to Home' disabled, then take a tap to / once hydrated", async ({
    newPage,
  }) => {
    const { page } = await newPage()
    const scripts = gate()
    await page.route('**/assets/*.js', async (route) => {
      await scripts.opened
      await route.continue()
    })
    await page.goto('/500', { waitUntil: 'commit' })
    const home = page.getByRole('button', { name: 'Back to Home' })
    await expectVisible(home)
    expect(await home.isDisabled()).toBe(true)

    scripts.open()
    await home.click()
    await page.waitForURL((url) => url.pathname === '/')
    await expectVisible(page.getByRole('heading', LANDING_HEADING))
  })

  test("given /401, after opening it from another page, should show the unauthorised page whose 'Go Back' returns", async ({
    newPage,
  }) => {
    const { page } = await newPage()
    await page.goto('/forgot-password')
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Recuperar palavra-passe' }))
    await page.goto('/401')
    await expectVisible(page.getByText('401', { exact: true }))
    await expectVisible(
      page.getByRole('heading', {
        level: 1,
        name: "Oops! You don't have permission to access this page.",
      }),
    )
    await expectVisible(
      page.getByText(
        'This resource requires proper authentication. Please log in with the appropriate credentials.',
      ),
    )
    await expectVisible(page.getByRole('button', { name: 'Back to Home' }))

    await page.getByRole('button', { name: 'Go Back' }).click()
    await page.waitForURL((url) => url.pathname === '/forgot-password')
  })

  test("given /503, after opening it, should show the maintenance page with a disabled 'Motivo'", async ({
    newPage,
  }) => {
    const { page } = await newPage()
    await page.goto('/503')
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Website em manutenção!' }))
    const reason = page.getByRole('button', { name: 'Motivo' })
    await expectVisible(reason)
    expect(await reason.isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Go Back' }).count()).toBe(0)
  })
})
