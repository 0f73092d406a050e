// Every route of the built app, against the demo API, at the two conditions of
// scripts/lib/reflow.mjs (README.md, "Reflow and large text"):
// - 320 × 640: a small Android phone (WCAG 2.2 1.4.10 Reflow: no scrolling in
//   two directions at 320 CSS px);
// - 360 × 740 with the browser's default font size at 32 px: a phone whose
//   person asked for text twice as large (1.4.4 Resize Text: nothing lost at
//   200 %).
// Each route is opened under the condition (a new context at that viewport),
// waits for what the route shows once it has settled (its content, and the
// start-up's 'Efectue o login' prompt where an anonymous visit gets it: no
// fixed wait), and must show no page scrolling sideways, no text cut or out of
// its box, no overlap of controls or of a text and a control, no control that
// cannot be reached, and "M-Pesa" in one piece. The stories are checked the
// same way by the visual suite (.storybook/visual/stories.visual.ts).
//
// The first tests run the check on pages made to have each problem, to show
// that each rule can fail.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs'
import {
  applyCondition,
  KNOWN_REFLOW_PROBLEMS,
  type KnownProblem,
  knownNote,
  REFLOW_CONDITIONS,
  type ReflowCondition,
  type ReflowProblem,
  reflowProblems,
  reflowReport,
  settleUnder,
} from '../scripts/lib/reflow.mjs'
import { fontconfigFile } from '../scripts/visual/shots.mjs'
import { appPath, expect, expectVisible, test } from './support/browser'
import {
  apiPath,
  createVerifiedAccount,
  listPayments,
  newAccount,
  postPayment,
  registerThroughForm,
  signInThroughApi,
} from './support/demoApi'
import { WAIT_MS } from './support/waits'

// The pictures' fonts (Liberation only, README.md "Why the pictures are the
// same on every run"): the same text takes the same room on every machine,
// whatever fonts it has, and the routes and the stories are measured alike.
const fontsConf = fileURLToPath(
  new URL('../.cache/e2e-reflow-fontconfig/fonts.conf', import.meta.url),
)
mkdirSync(dirname(fontsConf), { recursive: true })
writeFileSync(fontsConf, fontconfigFile(`${dirname(fontsConf)}/cache`))
const launch = chromiumLaunchOptions()
test.use({
  launchOptions: {
    ...launch,
    env: { ...process.env, FONTCONFIG_FILE: fontsConf },
    args: [...launch.args, '--font-render-hinting=none', '--hide-scrollbars'],
  },
})

const LOGIN_PROMPT = 'Efectue o login'

/**
 * `path` in a context of its own at `condition`'s viewport, once `settled` says it is, with
 * `condition`'s text size applied and checked. The size is applied after the navigation: the first
 * one starts a new renderer, which takes the browser's own size back (scripts/lib/reflow.mjs), so
 * a size set before it is never the page's.
 */
async function openUnder(
  newContext: (options?: object) => Promise<BrowserContext>,
  path: string,
  condition: ReflowCondition,
  {
    storageState,
    settled,
  }: {
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>
    settled: (page: Page) => Promise<void>
  },
): Promise<Page> {
  const context = await newContext({
    viewport: condition.viewport,
    ...(storageState === undefined ? {} : { storageState }),
  })
  const page = await context.newPage()
  await page.goto(path)
  await settled(page)
  await applyCondition(page, condition)
  await settleUnder(page, condition)
  return page
}

/** The problems of `page` under `condition`, the condition checked as reached first. */
async function problemsUnder(
  page: Page,
  condition: ReflowCondition,
  known: readonly KnownProblem[] = [],
): Promise<ReflowProblem[]> {
  await applyCondition(page, condition)
  await settleUnder(page, condition)
  return page.evaluate(reflowProblems, { known })
}

test.describe('the reflow check', () => {
  // One page with one of each problem, each in a box of its own, at 320 × 640.
  const BROKEN_PAGE = `<!doctype html><html lang="pt"><body style="margin:0;font:16px/1.4 sans-serif">
    <div id="wide" style="width:400px;height:10px"></div>
    <p style="width:80px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Subscrição mensal</p>
    <div style="width:100px;border:1px solid #999"><span style="display:inline-block;white-space:nowrap">Número de telefone</span></div>
    <div style="position:relative;height:50px">
      <button style="position:absolute;left:0;top:0;width:120px;height:44px">Entrar</button>
      <a href="#x" style="position:absolute;left:60px;top:10px">Criar conta</a>
    </div>
    <div style="position:relative;height:50px">
      <p style="margin:0">Um texto por baixo de um botão</p>
      <button style="position:absolute;left:10px;top:0;width:60px;height:30px">X</button>
    </div>
    <nav><ul style="display:flex;overflow-x:auto;width:200px;margin:0;padding:0;list-style:none">
      <li style="flex-shrink:0"><a href="#a" style="display:inline-block;width:90px">Conta</a></li>
      <li style="flex-shrink:0"><a href="#b" style="display:inline-block;width:90px">Segurança</a></li>
      <li style="flex-shrink:0"><a href="#c" style="display:inline-block;width:90px">Subscrição</a></li>
    </ul></nav>
    <div style="position:fixed;left:10px;top:600px;width:200px;height:100px;background:#eee"><button style="margin-top:60px">Fechar</button></div>
    <p style="width:30px">Pago com M-Pesa.</p>
    <div style="display:flex;width:100px"><p style="margin:0;min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Conecta</p><button style="flex:0 0 100px">Ajuda</button></div>
  </body></html>`

  test('given a page made with one of each problem, should name each, with its element', async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 320, height: 640 } })
    await page.setContent(BROKEN_PAGE)
    const condition = REFLOW_CONDITIONS[0] as ReflowCondition
    const problems = await problemsUnder(page, condition)
    const lines = problems.map(({ kind, message }) => `[${kind}] ${message}`)
    const expected = [
      /^\[page-scrolls-sideways\] the page scrolls sideways: 400 px wide on a 320 px screen; it starts at <div> \(div\), 400 px wide/,
      /^\[text-cut\] text cut: «Subscrição mensal» in <p>/,
      // Squeezed to nothing by its row: cut, not hidden on purpose.
      /^\[text-cut\] text cut: «Conecta» in <p>/,
      /^\[text-sticks-out\] text sticks out of its box: «Número de telefone» in <span>.* past the edge of <div>/,
      /^\[overlap\] two controls overlap \(\d+ px × \d+ px\): <button> «Entrar» .* and <a> «Criar conta»/,
      /^\[overlap\] a text and a control overlap .*«Um texto por baixo de um botão» .* under <button> «X»/,
      /^\[unreachable\] <a> «Subscrição» in nav .* cannot be reached: hidden .* which scrolls sideways with nothing visible saying so/,
      /^\[unreachable\] <button> «Fechar» .* cannot be reached: outside the 320 px × 640 px screen in a fixed layer/,
      /^\[name-broken\] «M-Pesa» is broken across two lines in <p>/,
    ]
    for (const pattern of expected) {
      expect(lines, `a line matching ${pattern}`).toContainEqual(expect.stringMatching(pattern))
    }
    expect(reflowReport('the broken page', condition, problems).split('\n')[0]).toMatch(
      /^the broken page at 320 × 640: \[page-scrolls-sideways\] .* \(and \d+ more\)$/,
    )
  })

  test('given the same page with each problem mended, and a tab row that shows it scrolls, should find nothing', async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 320, height: 640 } })
    await page.setContent(`<!doctype html><html lang="pt"><body style="margin:0;font:16px/1.4 sans-serif">
      <p style="width:80px;overflow:hidden">Subscrição mensal</p>
      <div style="width:100px;border:1px solid #999"><span>Número de telefone</span></div>
      <div style="display:flex;gap:8px"><button>Entrar</button><a href="#x">Criar conta</a></div>
      <nav style="position:relative;width:200px"><ul style="display:flex;overflow-x:auto;margin:0;padding:0;list-style:none">
        <li style="flex-shrink:0"><a href="#a" style="display:inline-block;width:90px">Conta</a></li>
        <li style="flex-shrink:0"><a href="#b" style="display:inline-block;width:90px">Segurança</a></li>
        <li style="flex-shrink:0"><a href="#c" style="display:inline-block;width:90px">Subscrição</a></li>
      </ul><span data-scroll-cue aria-hidden="true" style="position:absolute;right:0;top:0;width:24px;height:20px;background:#ccc"></span></nav>
      <div style="position:fixed;left:10px;top:500px;width:200px;height:100px;background:#eee"><button>Fechar</button></div>
      <p style="width:30px">Pago com <span style="white-space:nowrap">M-Pesa</span>.</p>
    </body></html>`)
    expect(await problemsUnder(page, REFLOW_CONDITIONS[0] as ReflowCondition)).toEqual([])
  })

  test('given a known problem, should name it with its reason and leave it out of the failure', async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 320, height: 640 } })
    await page.setContent(`<!doctype html><html lang="pt"><body style="margin:0">
      <button style="margin:8px">Guardar</button>
      <div role="region" aria-label="Notificações (F8)" style="position:fixed;top:0;left:0">
        <button style="width:100px;height:44px">Fechar</button>
      </div>
    </body></html>`)
    const condition = REFLOW_CONDITIONS[0] as ReflowCondition
    const known = [{ selector: '[role="region"][aria-label^="Notificações"]', reason: 'filed' }]
    const problems = await problemsUnder(page, condition, known)
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.filter((problem) => problem.known !== 'filed')).toEqual([])
    expect(reflowReport('the page', condition, problems)).toBe(
      'the page at 320 × 640: no reflow problem',
    )
    expect(knownNote('the page', condition, problems)).toMatch(
      /^the page at 320 × 640: \d+ known problems? \(filed\)\n {2}- \[overlap\] two controls overlap/,
    )
    expect((await problemsUnder(page, condition)).filter((problem) => problem.known)).toEqual([])
  })

  test('given 200 % text, should lay the page out with a 32 px default font size and see what it breaks', async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 360, height: 740 } })
    // 12rem plan cards: 192 px at 16 px, wider than the 360 px screen at 32 px.
    await page.setContent(`<!doctype html><html lang="pt"><body style="margin:0">
      <ul style="display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));margin:0;padding:0"><li>Mensal</li></ul>
    </body></html>`)
    const condition = REFLOW_CONDITIONS[1] as ReflowCondition
    expect(condition.defaultFontSize).toBe(32)
    const problems = await problemsUnder(page, condition)
    expect(problems.map(({ kind }) => kind)).toContain('page-scrolls-sideways')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
      '32px',
    )
  })
})

/** A route, how to be there (signed in or not), and what it shows once settled. */
interface Route {
  path: string | ((state: RouteState) => string)
  who: 'anonymous' | 'unverified' | 'subscriber'
  /** Waits for what the route shows once settled. */
  settled: (page: Page) => Promise<void>
  /** What to do on the page before checking it (open the help dialog). */
  before?: (page: Page) => Promise<void>
  label?: string
}

interface RouteState {
  paymentId: string
}

const loginPrompt = (page: Page) => expectVisible(page.getByText(LOGIN_PROMPT, { exact: true }))
const heading = (name: string | RegExp) => (page: Page) =>
  expectVisible(page.getByRole('heading', { level: 1, name }))
/** An anonymous visit off `/`: its page, then the start-up's login prompt (docs/product.md#start-up). */
const anonymousPage = (name: string | RegExp) => async (page: Page) => {
  await heading(name)(page)
  await loginPrompt(page)
}

const ROUTES: Route[] = [
  {
    path: '/',
    who: 'anonymous',
    // The home page prompts nobody; it has settled once the prices are shown.
    settled: async (page) => {
      await heading(/paga com M-Pesa/)(page)
      await expectVisible(page.getByRole('heading', { name: 'Preços' }))
      await expect(page.getByText('A carregar os preços…')).toHaveCount(0)
    },
  },
  { path: '/login', who: 'anonymous', settled: anonymousPage('Entrar') },
  { path: '/register', who: 'anonymous', settled: anonymousPage('Criar conta') },
  { path: '/forgot-password', who: 'anonymous', settled: anonymousPage(/palavra-passe/) },
  {
    path: '/password-reset/reflow-token?email=reflow%40example.co.mz',
    who: 'anonymous',
    settled: anonymousPage(/palavra-passe/),
  },
  { path: '/401', who: 'anonymous', settled: anonymousPage(/.+/) },
  { path: '/404', who: 'anonymous', settled: anonymousPage(/.+/) },
  { path: '/500', who: 'anonymous', settled: anonymousPage(/.+/) },
  { path: '/503', who: 'anonymous', settled: anonymousPage(/.+/) },
  { path: '/pagina-que-nao-existe', who: 'anonymous', settled: anonymousPage(/.+/) },
  { path: '/verify-email', who: 'unverified', settled: heading(/e-mail/) },
  {
    path: '/profile',
    who: 'subscriber',
    settled: async (page) => {
      await heading(/^Olá, /)(page)
      await expectVisible(page.getByRole('button', { name: 'Guardar alterações' }))
    },
  },
  {
    path: '/profile',
    label: '/profile with the help dialog open',
    who: 'subscriber',
    settled: heading(/^Olá, /),
    before: async (page) => {
      await page.getByRole('button', { name: 'Ajuda' }).click()
      await expectVisible(page.getByRole('alertdialog', { name: 'Precisa de ajuda?' }))
      // Radix's dialog fades in: measured once it has stopped moving.
      await page.waitForFunction(
        () => document.querySelector('[role="alertdialog"]')?.getAnimations().length === 0,
      )
    },
  },
  {
    path: '/profile/security',
    who: 'subscriber',
    settled: async (page) => {
      await heading(/^Olá, /)(page)
      await expectVisible(page.getByText('Este dispositivo'))
    },
  },
  {
    path: '/profile/subscription',
    who: 'subscriber',
    settled: async (page) => {
      await heading(/^Olá, /)(page)
      await expectVisible(page.getByRole('button', { name: 'Escolher o plano Mensal' }))
      await expectVisible(page.getByRole('link', { name: /Ver comprovativo/ }).first())
    },
  },
  {
    path: ({ paymentId }) => `/profile/subscription/receipt/${paymentId}`,
    label: '/profile/subscription/receipt/:paymentId',
    who: 'subscriber',
    settled: async (page) => {
      await expectVisible(page.getByText('Transacção', { exact: true }))
    },
  },
  { path: '/profile/no-such-tab', who: 'subscriber', settled: heading(/.+/) },
]

test.describe('every route at 320 × 640 and at 200 % text', () => {
  const state: RouteState = { paymentId: '' }
  /**
   * The subscriber's cookies, signed in once: each signed-in route opens in a
   * context of its own with them (the demo API, as Laravel, throttles logins).
   */
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>

  // One subscriber for the signed-in routes, with a paid payment (a number
  // ending 0 pays after the demo's delay) whose receipt the history links to.
  test.beforeAll(async ({ browser }) => {
    const subscriber = await createVerifiedAccount(() => browser.newContext(), 'reflow')
    const context = await browser.newContext()
    try {
      await signInThroughApi(context, subscriber)
      const answer = await postPayment(
        context,
        { plan: 'mensal', phone_number: '258841234560' },
        `reflow-${Date.now()}`,
      )
      expect(answer.status(), await answer.text()).toBe(202)
      await expect
        .poll(async () => (await listPayments(context))[0]?.status, {
          timeout: WAIT_MS,
          message: 'the payment to be paid',
        })
        .toBe('paid')
      state.paymentId = String((await listPayments(context))[0]?.id)
      signedIn = await context.storageState()
    } finally {
      await context.close()
    }
  })

  /** A context at `condition`'s viewport, signed in as the route needs. */
  async function contextFor(
    route: Route,
    condition: ReflowCondition,
    newContext: (options?: object) => Promise<BrowserContext>,
  ): Promise<Page> {
    const context = await newContext({
      viewport: condition.viewport,
      ...(route.who === 'subscriber' ? { storageState: signedIn } : {}),
    })
    const page = await context.newPage()
    if (route.who === 'unverified') {
      await page.goto('/register')
      await registerThroughForm(page, newAccount('reflow-unverified'))
      await page.waitForURL((url) => url.pathname === '/verify-email')
    }
    return page
  }

  // The signed-in header stays at the top as the page scrolls (the kit's AppHeader). Going back
  // up with Shift+Tab, the browser scrolls a control only to the screen's top edge: under the
  // header, out of sight (WCAG 2.2 2.4.11), unless the page keeps the header's height clear.
  test('given a keyboard going back up a signed-in page, should never leave the focus under the header that stays at the top', async ({
    newContext,
  }) => {
    const hidden: string[] = []
    for (const condition of REFLOW_CONDITIONS) {
      for (const path of ['/profile', '/profile/security', '/profile/subscription']) {
        const page = await openUnder(newContext, path, condition, {
          storageState: signedIn,
          settled: async (opened) => {
            await expectVisible(opened.getByRole('heading', { level: 1 }))
            await expectVisible(opened.getByRole('link', { name: 'Subscrição' }))
          },
        })
        // From the page's end (nothing focused yet), every control back up to the header.
        for (let step = 0; step < 80; step++) {
          await page.keyboard.press('Shift+Tab')
          const where = await page.evaluate(() => {
            const focused = document.activeElement
            const header = document.querySelector('header')
            if (focused === null || focused === document.body || header === null) return 'none'
            if (header.contains(focused)) return 'header'
            const { top } = focused.getBoundingClientRect()
            const under = header.getBoundingClientRect().bottom
            const name = focused.getAttribute('aria-label') ?? focused.textContent ?? ''
            return top < under - 0.5
              ? `<${focused.localName}> «${name.trim().slice(0, 30)}» at ${Math.round(top)} px, the header down to ${Math.round(under)} px`
              : 'clear'
          })
          if (where === 'header') break
          if (where !== 'clear' && where !== 'none')
            hidden.push(`${path} at ${condition.label}: ${where}`)
        }
        await page.context().close()
      }
    }
    expect(hidden).toEqual([])
  })

  // A known problem is let through only while it is there: once mended, its
  // entry must go, or it would hide the same problem coming back.
  test('every known problem is still met where it says, or its entry in KNOWN_REFLOW_PROBLEMS is removed', async ({
    newContext,
  }) => {
    const met = new Set<string>()
    const checked = KNOWN_REFLOW_PROBLEMS.filter(({ metOn }) => metOn !== undefined)
    for (const path of new Set(checked.map(({ metOn }) => metOn as string))) {
      for (const condition of REFLOW_CONDITIONS) {
        const page = await newContext({ viewport: condition.viewport }).then((context) =>
          context.newPage(),
        )
        await page.goto(path)
        await anonymousPage(/.+/)(page)
        for (const problem of await problemsUnder(page, condition, KNOWN_REFLOW_PROBLEMS)) {
          if (problem.known) met.add(problem.known)
        }
      }
    }
    expect(
      checked.filter(({ reason }) => !met.has(reason)).map(({ selector }) => selector),
      'known problems no longer met where they say: remove them from KNOWN_REFLOW_PROBLEMS (scripts/lib/reflow.mjs)',
    ).toEqual([])
  })

  for (const route of ROUTES) {
    const name = route.label ?? (typeof route.path === 'string' ? route.path : '')
    test(`${name}: nothing scrolls sideways, is cut, overlaps or is out of reach`, async ({
      newContext,
    }) => {
      const failures: string[] = []
      for (const condition of REFLOW_CONDITIONS) {
        const page = await contextFor(route, condition, newContext)
        const path = typeof route.path === 'string' ? route.path : route.path(state)
        await page.goto(path)
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        await route.settled(page)
        await route.before?.(page)
        const problems = await problemsUnder(page, condition, KNOWN_REFLOW_PROBLEMS)
        if (problems.some((problem) => !problem.known)) {
          failures.push(reflowReport(name, condition, problems))
        }
        const note = knownNote(name, condition, problems)
        if (note) test.info().annotations.push({ type: 'known reflow problem', description: note })
        await page.context().close()
      }
      if (failures.length > 0) throw new Error(failures.join('\n'))
    })
  }

  // docs/product.md#start-up: the spec's toast arrives unasked while a person reads or
  // types. Drawn at the end of the page's content, in its flow, it lies over nothing and
  // below every heading, field and control of the page, whatever the screen and text size.
  test("the start-up's 'Efectue o login' covers no heading, field or control and lies below them all", async ({
    newContext,
  }) => {
    const failures: string[] = []
    for (const condition of REFLOW_CONDITIONS) {
      for (const path of ['/login', '/register', '/forgot-password']) {
        const page = await openUnder(newContext, path, condition, {
          settled: (opened) => expectVisible(opened.getByRole('listitem', { name: LOGIN_PROMPT })),
        })
        const found = await page.evaluate(() => {
          const toast = document.querySelector('[role="region"][aria-label^="Notificações"] li')
          if (toast === null) return ['no toast']
          const box = toast.getBoundingClientRect()
          const problems: string[] = []
          let lowest = 0
          for (const element of document.querySelectorAll(
            'h1, h2, h3, input, button, a, label, select, textarea',
          )) {
            if (toast.contains(element)) continue
            const rect = element.getBoundingClientRect()
            if (rect.width === 0 || rect.height === 0) continue
            const name = `<${element.localName}> «${element.textContent?.trim().slice(0, 30) ?? ''}»`
            const overlaps =
              rect.left < box.right &&
              box.left < rect.right &&
              rect.top < box.bottom &&
              box.top < rect.bottom
            if (overlaps) problems.push(`covers ${name}`)
            if (element.closest('main') !== null) lowest = Math.max(lowest, rect.bottom)
          }
          if (box.top < lowest - 0.5) {
            problems.push(`starts at ${box.top} px, above the page's last control (${lowest} px)`)
          }
          return problems
        })
        if (found.length > 0) failures.push(`${path} at ${condition.label}: ${found.join('; ')}`)
        await page.context().close()
      }
    }
    if (failures.length > 0) throw new Error(failures.join('\n'))
  })

  // The demo API's mailbox is what a person opens on the phone to find the mailed link
  // (packages/mocks/README.md): the same check, and a tap on the link opens the app.
  test('the demo mailbox (/__dev/mail): nothing scrolls sideways, is cut, overlaps or is out of reach; a tap opens a mail’s link', async ({
    newContext,
  }) => {
    const failures: string[] = []
    for (const condition of REFLOW_CONDITIONS) {
      const page = await newContext({ viewport: condition.viewport }).then((context) =>
        context.newPage(),
      )
      await page.goto(apiPath('/__dev/mail'))
      await expectVisible(page.getByRole('heading', { level: 1, name: 'E-mails enviados' }))
      await expectVisible(page.getByRole('link', { name: /^Abrir o link/ }).first())
      const problems = await problemsUnder(page, condition)
      if (problems.length > 0) failures.push(reflowReport('/__dev/mail', condition, problems))
      if (condition === REFLOW_CONDITIONS[0]) {
        await page
          .getByRole('link', { name: /^Abrir o link/ })
          .first()
          .click()
        await page.waitForURL((url) => url.origin === new URL(appPath('/')).origin)
        await expectVisible(page.getByRole('heading', { level: 1 }))
      }
      await page.context().close()
    }
    if (failures.length > 0) throw new Error(failures.join('\n'))
  })
})
