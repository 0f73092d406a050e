// docs/product.md#start-up and the build's promises (apps/web/README.md):
// pre-rendered public pages, hydration without mismatch, the login toast,
// the 503 page on a CSRF failure, and the service worker with its offline shell.
import type { Locator, Page } from '@playwright/test'
import {
  appPath,
  expect,
  expectHidden,
  expectVisible,
  gate,
  hydrationProblems,
  pathOf,
  rootWasReplaced,
  test,
  untilKeptForOffline,
  watchRootReplacement,
} from './support/browser'
import { type Account, apiPath, createVerifiedAccount, newAccount } from './support/demoApi'

const LOGIN_TOAST_TITLE = 'Efectue o login'
const LOGIN_TOAST_TEXT = 'Você deve efectuar login para ter acesso completo do website!'
const OFFLINE_TEXT = /^Sem ligação à internet\./

test.describe('pre-rendered public pages', () => {
  test('given JavaScript is disabled, after opening /login, should show the login form from the HTML alone', async ({
    newPage,
  }) => {
    const { page } = await newPage({ javaScriptEnabled: false })
    await page.goto('/login')

    await expectVisible(page.getByRole('heading', { level: 1, name: 'Entrar' }))
    await expectVisible(page.getByRole('textbox', { name: 'E-mail' }))
    await expectVisible(page.getByLabel('Palavra-passe', { exact: true }))
    await expectVisible(page.getByRole('checkbox', { name: 'Lembrar-me' }))
    await expectVisible(page.getByRole('button', { name: 'Entrar' }))
  })

  test('given JavaScript is disabled, after opening /register and /forgot-password, should show their forms', async ({
    newPage,
  }) => {
    const { page } = await newPage({ javaScriptEnabled: false })
    await page.goto('/register')
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Criar conta' }))
    await expectVisible(page.getByRole('textbox', { name: 'Nome' }))
    await expectVisible(page.getByRole('button', { name: 'Criar conta' }))

    await page.goto('/forgot-password')
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Recuperar palavra-passe' }))
    await expectVisible(page.getByRole('button', { name: 'Enviar link' }))
  })

  // The point of pre-rendering: on a slow link the form is there before its
  // script. Whatever is typed and pressed meanwhile must neither leave the app
  // (a native submit of the page's form) nor be lost when React hydrates.
  test('given the script is still on its way, after typing and pressing Entrar, should keep the password out of the address and log in with what was typed', async ({
    newContext,
    newPage,
  }) => {
    const account = await createVerifiedAccount(newContext, 'early')
    const { page } = await newPage()
    const addresses: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url())
    })
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      await route.continue()
    })

    await page.goto('/login', { waitUntil: 'commit' })
    await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email)
    await page.getByLabel('Palavra-passe', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Entrar' }).click()

    await page.waitForURL((url) => url.pathname === '/profile', { timeout: 20_000 })
    expect(addresses.filter((address) => new URL(address).searchParams.has('password'))).toEqual([])
  })

  // docs/product.md#start-up: a pre-rendered form can be filled from its first
  // paint. Part of it is typed while the script is held back, the rest at the
  // moment it is let go, on a phone-slow CPU, so the typing falls before,
  // during or after hydration depending on the run: whichever it is, the call
  // must carry every field as the page shows it, once.
  type EarlyForm = {
    path: string
    call: string
    first: (page: Page, account: Account) => Promise<void>
    rest: (page: Page, account: Account) => Promise<void>
    submit: string
    body: (account: Account) => Record<string, unknown>
    done: (page: Page, account: Account) => Promise<void>
  }
  /** The register form; `typedOver`: an address typed first, then selected and typed over. */
  const registerForm = (typedOver: boolean): EarlyForm => ({
    path: '/register',
    call: '/register',
    first: async (page, account) => {
      await page.getByRole('textbox', { name: 'Nome' }).fill(account.name)
      if (typedOver) await page.getByRole('textbox', { name: 'E-mail' }).fill('quase@exemplo.co.mz')
    },
    rest: async (page, account) => {
      const email = page.getByRole('textbox', { name: 'E-mail' })
      if (typedOver) {
        // Selected and typed over, as a person corrects an address.
        await email.selectText()
        await page.keyboard.type(account.email)
      } else {
        await email.fill(account.email)
      }
      await page.getByLabel('Palavra-passe', { exact: true }).fill(account.password)
      await page.getByLabel('Confirmar palavra-passe', { exact: true }).fill(account.password)
    },
    submit: 'Criar conta',
    body: (account) => ({
      name: account.name,
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
    }),
    done: (page) => page.waitForURL((url) => url.pathname === '/verify-email'),
  })
  const earlyForms: Array<[name: string, form: EarlyForm]> = [
    [
      'the login form',
      {
        path: '/login',
        call: '/login',
        first: (page, account) => page.getByRole('textbox', { name: 'E-mail' }).fill(account.email),
        rest: async (page, account) => {
          await page.getByLabel('Palavra-passe', { exact: true }).fill(account.password)
          await page.getByRole('checkbox', { name: 'Lembrar-me' }).check()
        },
        submit: 'Entrar',
        body: (account) => ({ email: account.email, password: account.password, remember: true }),
        done: (page) => page.waitForURL((url) => url.pathname === '/profile'),
      },
    ],
    [
      'the login form, its address typed over',
      {
        path: '/login',
        call: '/login',
        first: (page) => page.getByRole('textbox', { name: 'E-mail' }).fill('quase@exemplo.co.mz'),
        rest: async (page, account) => {
          await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email)
          await page.getByLabel('Palavra-passe', { exact: true }).fill(account.password)
        },
        submit: 'Entrar',
        body: (account) => ({ email: account.email, password: account.password, remember: false }),
        done: (page) => page.waitForURL((url) => url.pathname === '/profile'),
      },
    ],
    ['the register form', registerForm(false)],
    ['the register form, its address typed over', registerForm(true)],
    [
      'the forgotten-password form',
      {
        path: '/forgot-password',
        call: '/forgot-password',
        first: (page) => page.getByRole('textbox', { name: 'E-mail' }).fill('quase@exemplo.co.mz'),
        rest: (page, account) => page.getByRole('textbox', { name: 'E-mail' }).fill(account.email),
        submit: 'Enviar link',
        body: (account) => ({ email: account.email }),
        done: (page, account) =>
          expectVisible(
            page.getByText(`Enviámos um link para ${account.email}.`, { exact: false }),
          ),
      },
    ],
  ]
  for (const [name, form] of earlyForms) {
    test(`given ${name} filled while its script arrives on a slow phone, should send every field as typed, once`, async ({
      newContext,
      newPage,
    }) => {
      const account =
        form.path === '/register'
          ? newAccount('early-register')
          : await createVerifiedAccount(newContext, 'early-form')
      const { page } = await newPage()
      const cdp = await page.context().newCDPSession(page)
      // Lighthouse's mobile CPU slow-down (4×).
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const scripts = gate()
      await page.route('**/assets/*.js', async (route) => {
        await scripts.opened
        await route.continue()
      })
      const bodies: unknown[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url() === apiPath(form.call)) {
          bodies.push(request.postDataJSON())
        }
      })

      await page.goto(form.path, { waitUntil: 'commit' })
      await form.first(page, account)
      scripts.open()
      await form.rest(page, account)
      await page.getByRole('button', { name: form.submit }).click()

      await form.done(page, account)
      expect(bodies).toEqual([form.body(account)])
    })
  }

  // docs/product.md#start-up: a pre-rendered page taller than the screen is used before its
  // script arrives. The app taking it over must leave the page where the person put it: a
  // jump to the top moved "Criar conta" away from a finger on its way to it.
  for (const [path, field] of [
    ['/register', 'Confirmar palavra-passe'],
    ['/login', 'Lembrar-me'],
  ] as const) {
    test(`given ${path} scrolled and a field in focus before its script arrives, should keep the scroll position and the focus once the app has taken it over`, async ({
      newPage,
    }) => {
      // 200 % text makes /login taller than the screen too.
      const { page } = await newPage({ viewport: { width: 360, height: 740 } })
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          document.documentElement.style.fontSize = '200%'
        })
      })
      const scripts = gate()
      await page.route('**/assets/*.js', async (route) => {
        await scripts.opened
        await route.continue()
      })
      await page.goto(path, { waitUntil: 'commit' })
      const target =
        field === 'Lembrar-me'
          ? page.getByRole('checkbox', { name: field })
          : page.getByLabel(field, { exact: true })
      await target.focus()
      const scrolled = await page.evaluate(() => window.scrollY)
      expect(scrolled, 'the page is taller than the screen').toBeGreaterThan(0)

      scripts.open()
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      // The layout effects of the first commit have run; two frames for anything they scheduled.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
      await expect(target).toBeFocused()
    })
  }

  // Each page waits for something only the hydrated app draws (the toast after
  // the user fetch fails, the prices from the plans call, the errorMessage
  // query), so hydration has certainly finished when the console is read.
  const hydratedPages: Array<[path: string, hydratedSign: string]> = [
    ['/', '299\u00a0MT'],
    // Only the app's own messages are shown as written (docs/product.md#login).
    [
      '/login?errorMessage=Voc%C3%AA%20n%C3%A3o%20est%C3%A1%20autenticado',
      'Você não está autenticado',
    ],
    ['/register', LOGIN_TOAST_TEXT],
    ['/forgot-password', LOGIN_TOAST_TEXT],
    ['/verify-email', LOGIN_TOAST_TEXT],
    ['/404', LOGIN_TOAST_TEXT],
  ]
  for (const [path, sign] of hydratedPages) {
    test(`given the pre-rendered ${path}, after it hydrates, should log no hydration warning or error`, async ({
      newPage,
    }) => {
      const { page, consoleEntries } = await newPage()
      await watchRootReplacement(page)
      await page.goto(path)
      await expectVisible(page.getByText(sign).first())

      expect(hydrationProblems(consoleEntries)).toEqual([])
      // The pre-rendered nodes were adopted, not thrown away and drawn again.
      expect(await rootWasReplaced(page)).toBe(false)
    })
  }
})

test.describe('the login toast', () => {
  test("given an anonymous visitor, after opening /register, should show the 'Efectue o login' toast whose Login button goes to /login", async ({
    newPage,
  }) => {
    const { page } = await newPage()
    const userFetch = page.waitForResponse((response) =>
      response.url().startsWith(apiPath('/api/user')),
    )
    await page.goto('/register')
    expect((await userFetch).status()).toBe(401)

    const toast = page.getByRole('listitem', { name: LOGIN_TOAST_TITLE })
    await expectVisible(toast)
    await expectVisible(toast.getByText(LOGIN_TOAST_TEXT))
    await toast.getByRole('button', { name: 'Login' }).click()

    await page.waitForURL((url) => url.pathname === '/login')
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Entrar' }))
  })

  // A toast closed under the focus leaves no one on the empty notifications list.
  /** /register with its 'Efectue o login' toast, the name typed, and F8 pressed from its field. */
  async function fromNameFieldToToast(newPage: () => Promise<{ page: Page }>) {
    const { page } = await newPage()
    await page.goto('/register')
    const toast = page.getByRole('listitem', { name: LOGIN_TOAST_TITLE })
    await expectVisible(toast)
    const name = page.getByRole('textbox', { name: 'Nome' })
    await name.fill('Ana Machava')
    await page.keyboard.press('F8')
    await expect(
      page.getByRole('region', { name: 'Notificações (F8)' }).getByRole('list'),
    ).toBeFocused()
    return { page, toast, name }
  }

  async function tabTo(page: Page, target: Locator): Promise<void> {
    for (let presses = 0; presses < 8; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return
      await page.keyboard.press('Tab')
    }
    await expect(target).toBeFocused()
  }

  test("given a keyboard user who went from the name field to the 'Efectue o login' toast, after Fechar, should be back in the field with what was typed", async ({
    newPage,
  }) => {
    const { page, toast, name } = await fromNameFieldToToast(newPage)

    await tabTo(page, toast.getByRole('button', { name: 'Fechar' }))
    await page.keyboard.press('Enter')

    await expect(toast).toHaveCount(0)
    await expect(name).toBeFocused()
    await expect(name).toHaveValue('Ana Machava')
  })

  test("given a keyboard user on the 'Efectue o login' toast, after Enter on Login, should land on /login with the focus on its heading", async ({
    newPage,
  }) => {
    const { page, toast } = await fromNameFieldToToast(newPage)

    await tabTo(page, toast.getByRole('button', { name: 'Login' }))
    await page.keyboard.press('Enter')

    await page.waitForURL((url) => url.pathname === '/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeFocused()
  })

  test("given an anonymous visitor, after opening /, should not show the 'Efectue o login' toast", async ({
    newPage,
  }) => {
    const { page } = await newPage()
    const userFetch = page.waitForResponse((response) =>
      response.url().startsWith(apiPath('/api/user')),
    )
    await page.goto('/')
    expect((await userFetch).status()).toBe(401)
    // The prices come from a later call, drawn by the hydrated app: by then a
    // toast for the failed user fetch would long be on screen.
    await expectVisible(page.getByText('299\u00a0MT').first())

    expect(await page.getByText(LOGIN_TOAST_TITLE).count()).toBe(0)
    expect(await page.getByText(LOGIN_TOAST_TEXT).count()).toBe(0)
  })
})

test.describe('CSRF priming failure', () => {
  test('given GET /sanctum/csrf-cookie answers 500, after opening /login, should replace the whole app with the 503 page', async ({
    newPage,
  }) => {
    const { context, page } = await newPage()
    await context.route(apiPath('/sanctum/csrf-cookie'), (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Server Error' }),
      }),
    )
    await page.goto('/login')

    await expectVisible(page.getByRole('heading', { level: 1, name: 'Website em manutenção!' }))
    await expectVisible(
      page.getByText(
        'O site está indisponível de momento. Voltaremos a estar online o mais brevemente possível.',
      ),
    )
    const reason = page.getByRole('button', { name: 'Motivo' })
    await expectVisible(reason)
    expect(await reason.isDisabled()).toBe(true)
    // Replaced, not added to: the login form is gone.
    await expectHidden(page.getByRole('button', { name: 'Entrar' }))
    expect(await page.getByRole('textbox', { name: 'E-mail' }).count()).toBe(0)
    expect(pathOf(page)).toBe('/login')
  })
})

test.describe('the service worker', () => {
  test('given a first visit, after the page loads, should register /sw.js and control the page', async ({
    newPage,
  }) => {
    const { page } = await newPage({ serviceWorkers: 'allow' })
    await page.goto('/login')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/')
      return {
        script: registration?.active?.scriptURL ?? null,
        controller: navigator.serviceWorker.controller?.scriptURL ?? null,
      }
    })
    expect(worker).toEqual({ script: appPath('/sw.js'), controller: appPath('/sw.js') })
  })

  test('given a second visit with the network down, after reloading, should show the cached shell with the offline message', async ({
    newPage,
  }) => {
    const { context, page } = await newPage({ serviceWorkers: 'allow' })
    await page.goto('/login')
    await untilKeptForOffline(page)

    await context.setOffline(true)
    const reloaded = await page.reload()
    expect(reloaded?.fromServiceWorker()).toBe(true)
    await expectVisible(page.getByText(OFFLINE_TEXT))
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Entrar' }))
    // Offline is not maintenance: the 503 page must not replace the app.
    expect(await page.getByRole('heading', { name: 'Website em manutenção!' }).count()).toBe(0)

    // A page never opened: the worker keeps only what was opened until a
    // later visit fills it (docs/architecture.md#performance). Offline, it says so and offers a retry.
    const other = await page.goto('/register')
    expect(other?.fromServiceWorker()).toBe(true)
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Sem ligação' }))
    await expectVisible(page.getByRole('button', { name: 'Tentar novamente' }))
    await expectVisible(page.getByRole('link', { name: 'Voltar ao início' }))
  })
})
