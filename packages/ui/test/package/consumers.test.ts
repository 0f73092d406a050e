import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { addBrowserSession, makeUser } from '@conecta/mocks'
import { type DemoServer, startDemoServer } from '@conecta/mocks/server'
import { type Browser, chromium, type Locator, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from '../../../../scripts/lib/chromium.mjs'
import { type StaticServer, serveStatic } from '../../../../scripts/lib/serveStatic.mjs'

// The published packages as a host app meets them: `npm pack` tarballs of
// @conecta/contract, @conecta/session-machine, @conecta/account, @conecta/mpesa and @conecta/ui
// installed with
// `npm install` (registry only, offline-preferred, the shared npm cache) into
// fresh apps: Vite + React 18, Vite + React 19 (each type-checked with the
// host's own tsc, no skipLibCheck) and a Next.js App Router page. Each app
// lives under .cache/consumers/ and is installed again only when its
// package.json or a tarball changed.

const run = promisify(execFile)
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const fixtures = fileURLToPath(new URL('./consumers/', import.meta.url))
const cacheRoot = join(repoRoot, '.cache', 'consumers')
const tarballDir = join(cacheRoot, 'tarballs')
const packages = ['contract', 'session-machine', 'ui', 'account', 'mpesa'] as const

const npmEnv = {
  ...process.env,
  // Vitest sets 'test', which makes React's JSX transform ask for jsxDEV in a production build.
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
}

async function sh(command: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await run(command, args, { cwd, env: npmEnv, maxBuffer: 64 * 1024 * 1024 })
    return stdout
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string }
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}\n${failure.stdout ?? ''}\n${failure.stderr ?? failure.message}`,
    )
  }
}

/** Builds and packs each package; returns the tarball file names and one digest of their bytes. */
async function packAll(): Promise<{ files: Record<string, string>; digest: string }> {
  await rm(tarballDir, { recursive: true, force: true })
  await mkdir(tarballDir, { recursive: true })
  const files: Record<string, string> = {}
  const hash = createHash('sha256')
  for (const name of packages) {
    await sh('npm', ['run', 'build', '-w', `@conecta/${name}`], repoRoot)
    const out = await sh(
      'npm',
      ['pack', '-w', `@conecta/${name}`, '--pack-destination', tarballDir, '--json'],
      repoRoot,
    )
    const [packed] = JSON.parse(out) as [{ filename: string; files: { path: string }[] }]
    files[name] = packed.filename
    hash.update(await readFile(join(tarballDir, packed.filename)))
  }
  return { files, digest: hash.digest('hex') }
}

interface App {
  dir: string
  tarballs: Record<string, string>
}

/** Copies a fixture app into .cache/consumers/<name>, installing only when its inputs changed. */
async function prepareApp(
  name: string,
  fixture: 'vite' | 'next',
  dependencies: Record<string, string>,
  packed: { files: Record<string, string>; digest: string },
): Promise<App> {
  const dir = join(cacheRoot, name)
  const tarball = (pkg: string) => `file:../tarballs/${packed.files[pkg]}`
  const ours = {
    '@conecta/contract': tarball('contract'),
    '@conecta/session-machine': tarball('session-machine'),
    '@conecta/account': tarball('account'),
    '@conecta/mpesa': tarball('mpesa'),
    '@conecta/ui': tarball('ui'),
  }
  const manifest = {
    name: `conecta-consumer-${name}`,
    private: true,
    type: 'module',
    dependencies: { ...dependencies, ...ours },
    // session-machine, account and mpesa ask for our packages by version: the packed ones, not
    // the registry's.
    overrides: {
      '@conecta/contract': tarball('contract'),
      '@conecta/session-machine': tarball('session-machine'),
    },
  }
  const key = createHash('sha256')
    .update(JSON.stringify(manifest))
    .update(packed.digest)
    .digest('hex')
  await mkdir(dir, { recursive: true })
  const stamp = join(dir, '.installed')
  const installed = await readFile(stamp, 'utf8').catch(() => '')
  // Its common/ links to what the Vite and the Next.js hosts share (the sign-in and the
  // checkout): copied as files, so each app resolves its imports from its own node_modules.
  await cp(join(fixtures, fixture), dir, { recursive: true, dereference: true })
  if (installed !== key) {
    await rm(join(dir, 'node_modules', '@conecta'), { recursive: true, force: true })
    await rm(join(dir, 'package-lock.json'), { force: true })
    await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    await sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], dir)
    await writeFile(stamp, key)
  }
  return { dir, tarballs: packed.files }
}

let browser: Browser | undefined
const servers: StaticServer[] = []
const apis: DemoServer[] = []
let packed: { files: Record<string, string>; digest: string } | undefined

beforeAll(async () => {
  packed = await packAll()
  browser = await chromium.launch(chromiumLaunchOptions())
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all(servers.map((server) => server.close()))
  await Promise.all(apis.map((api) => api.close()))
})

async function openPage(url: string) {
  if (!browser) throw new Error('set-up did not finish')
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } })
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  // A missing /favicon.ico is the host's business, an anonymous visitor's first question to
  // the API is answered 401 (the session starts signed out), and ending the other sessions is
  // answered 423 once (the password dialog then confirms it); any other failed load is ours.
  page.on('response', (response) => {
    const url = response.url()
    const expected =
      url.endsWith('/favicon.ico') ||
      (response.status() === 401 && url.endsWith('/api/user')) ||
      (response.status() === 423 && url.endsWith('/api/user/sessions'))
    if (response.status() >= 400 && !expected) {
      problems.push(`${response.status()} ${response.url()}`)
    }
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text())
    }
  })
  await page.goto(url)
  return { page, problems }
}

/** Packages a host must not get through ours: `@conecta/contract/validate`'s, optional peers. */
const RUNTIME_FREE = ['ajv', 'ajv-formats', 'yaml']

interface NpmTree {
  dependencies?: Record<string, NpmTree>
}

/** Each path of `npm ls` from one of our packages down to a {@link RUNTIME_FREE} package. */
function pathsThroughOurs(tree: NpmTree, path: string[] = []): string[] {
  return Object.entries(tree.dependencies ?? {}).flatMap(([name, child]) => {
    const here = [...path, name]
    const ours = here.some((step) => step.startsWith('@conecta/'))
    const found = ours && RUNTIME_FREE.includes(name) ? [here.join(' > ')] : []
    return [...found, ...pathsThroughOurs(child, here)]
  })
}

/** Waits until `locator` says exactly `expected`. */
async function expectText(locator: Locator, expected: string): Promise<void> {
  await locator.filter({ hasText: expected }).waitFor()
  expect(await locator.textContent()).toBe(expected)
}

describe('given the packed tarballs', () => {
  it('should ship a README and a CHANGELOG in every package', async () => {
    if (!packed) throw new Error('set-up did not finish')
    for (const name of packages) {
      const listing = await sh(
        'tar',
        ['-tzf', join(tarballDir, packed.files[name] ?? '')],
        repoRoot,
      )
      expect(listing, name).toContain('package/README.md')
      expect(listing, name).toContain('package/CHANGELOG.md')
    }
  })
})

/** What a host's sign-in and checkout say at each step, in its locale. */
interface CheckoutWords {
  signIn: { heading: string; email: RegExp; password: RegExp; submit: string }
  pay: RegExp
  number: string
  paid: string
  receipt: string
  facts: string[]
  /** The sessions list's button, the password dialog's title and button, what it then says. */
  endOthers: string
  confirmTitle: string
  confirm: string
  othersEnded: string
}

/**
 * Against a demo API of its own (which lets only `appUrl` in): the sign-in
 * block signs the person in to the host's session, then the checkout block pays once from a number ending in 0 (paid
 * after the API's delay) and shows the receipt; the API holds that one paid
 * payment for that person. Then, the person's session on another phone
 * ended from the sessions list: the API asks for the password (423), the
 * host's password dialog confirms it, and the call goes again once.
 */
async function signInAndPay(appUrl: string, page: Page, words: CheckoutWords) {
  const person = makeUser({ email: 'ana@example.co.mz', password: 'segredo-da-ana' })
  const api = await startDemoServer({
    port: 0,
    appOrigin: appUrl,
    paymentDelayMs: 1000,
    seed: { users: [person] },
    log: () => {},
  })
  apis.push(api)
  const phone = addBrowserSession(api.store, {
    userId: person.id,
    userAgent: null,
    ipAddress: '197.218.4.2',
    minutesAgo: 5,
  })
  await page.goto(`${appUrl}?api=${encodeURIComponent(api.url)}`)
  const checkout = page.getByRole('region', { name: 'Checkout' })

  await checkout.getByRole('heading', { name: words.signIn.heading }).waitFor()
  await checkout.getByRole('textbox', { name: words.signIn.email }).fill(person.email)
  await checkout.getByLabel(words.signIn.password).fill('segredo-da-ana')
  await checkout.getByRole('button', { name: words.signIn.submit }).click()
  await checkout.getByText(`Signed in as ${person.name}`).waitFor()
  await checkout.getByRole('textbox', { name: words.number }).fill('84 123 4560')
  await checkout.getByRole('button', { name: words.pay }).click()

  await checkout.getByRole('heading', { name: words.paid }).waitFor()
  await checkout.getByRole('heading', { name: words.receipt }).waitFor()
  expect(await checkout.getByRole('term').allTextContents()).toEqual(words.facts)
  const payments = [...api.store.payments.values()]
  expect(
    payments.map(({ payment, userId }) => [userId, payment.phone_number, payment.status]),
  ).toEqual([[person.id, '258841234560', 'paid']])

  await checkout.getByRole('button', { name: words.endOthers }).click()
  const dialog = page.getByRole('alertdialog', { name: words.confirmTitle })
  await dialog.getByLabel(words.signIn.password).fill('segredo-da-ana')
  await dialog.getByRole('button', { name: words.confirm }).click()
  await checkout.getByText(words.othersEnded).waitFor()
  expect(api.store.sessions.has(phone.id)).toBe(false)
}

describe.each([
  {
    react: '18',
    dependencies: {
      react: '18.3.1',
      'react-dom': '18.3.1',
      '@types/react': '18.3.8',
      '@types/react-dom': '18.3.7',
    },
  },
  {
    react: '19',
    dependencies: {
      react: '19.3.1',
      'react-dom': '19.3.1',
      '@types/react': '19.3.0',
      '@types/react-dom': '19.3.0',
    },
  },
])('given the packed packages in a fresh Vite app on React $react', ({ react, dependencies }) => {
  let app: App | undefined

  beforeAll(async () => {
    if (!packed) throw new Error('set-up did not finish')
    app = await prepareApp(
      `vite-react${react}`,
      'vite',
      {
        ...dependencies,
        xstate: '5.33.3',
        '@xstate/react': '6.1.0',
        vite: '8.3.8',
        '@vitejs/plugin-react': '6.3.0',
        typescript: '6.0.3',
      },
      packed,
    )
  }, 900_000)

  it('should type-check against the published declarations', async () => {
    if (!app) throw new Error('set-up did not finish')
    await expect(sh(join('node_modules', '.bin', 'tsc'), ['-p', '.'], app.dir)).resolves.toBe('')
  }, 120_000)

  let built: Promise<StaticServer> | undefined
  /** The app built and served, once for the tests that open it. */
  function served(): Promise<StaticServer> {
    const dir = app?.dir
    if (dir === undefined) throw new Error('set-up did not finish')
    built ??= (async () => {
      await sh(join('node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], dir)
      const server = await serveStatic(join(dir, 'dist'))
      servers.push(server)
      return server
    })()
    return built
  }

  it('should build, render themed components, forward a ref and open the dialog', async () => {
    const { page, problems } = await openPage((await served()).url)

    await page.getByRole('button', { name: 'Guardar' }).waitFor()
    expect(await page.locator('main').getAttribute('data-react')).toMatch(
      new RegExp(`^${react}\\.`),
    )
    expect(await page.getByTestId('ref').textContent()).toBe('BUTTON')
    expect(await page.getByTestId('cookie').textContent()).toBe('conecta_session')

    await page.getByRole('button', { name: 'Eliminar conta' }).click()
    await page.getByRole('alertdialog', { name: 'Eliminar a conta?' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await page.getByText('Guardado').first().waitFor()
    expect(problems).toEqual([])
  }, 120_000)

  it('should install no JSON-schema validator or YAML parser through our packages', async () => {
    if (!app) throw new Error('set-up did not finish')
    // `npm ls` exits 1 when nothing matches; its JSON is on stdout either way.
    const listing = await run('npm', ['ls', ...RUNTIME_FREE, '--all', '--json'], {
      cwd: app.dir,
      env: npmEnv,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '{}' }))
    expect(pathsThroughOurs(JSON.parse(listing.stdout) as NpmTree)).toEqual([])
  }, 60_000)

  it.each([
    [
      'mpesa',
      {
        clientModules: [
          'react/Countdown.js',
          'react/MpesaCheckout.js',
          'react/MpesaHistory.js',
          'react/MpesaPlans.js',
          'react/MpesaProvider.js',
          'react/MpesaReceipt.js',
          'react/MpesaTrial.js',
          'react/PaymentStages.js',
        ],
      },
    ],
    [
      'account',
      {
        clientModules: [
          'react/AccountProvider.js',
          'react/AccountSummary.js',
          'react/AddressCorrection.js',
          'react/BlockFrame.js',
          'react/BrowserSessions.js',
          'react/DeleteAccount.js',
          'react/EmailChangeOutcome.js',
          'react/EmailField.js',
          'react/EndOtherSessionsField.js',
          'react/FocusOnShow.js',
          'react/ForgotPassword.js',
          'react/FormFailureSummary.js',
          'react/NameField.js',
          'react/NewEmailFields.js',
          'react/NewPasswordFields.js',
          'react/PasswordChange.js',
          'react/PasswordConfirmationDialog.js',
          'react/PasswordConfirmationHost.js',
          'react/PasswordReset.js',
          'react/PendingEmailChange.js',
          'react/ProfileInformation.js',
          'react/QrCode.js',
          'react/Register.js',
          'react/SignIn.js',
          'react/SignInAgainDialog.js',
          'react/SignInAgainHost.js',
          'react/SubmissionForm.js',
          'react/TwoFactorAnswerFields.js',
          'react/TwoFactorSetup.js',
          'react/TwoFactorStep.js',
          'react/VerifyEmail.js',
          'react/useAccountStrings.js',
          'react/useEndOtherSessionsOffer.js',
          'react/useHostFormRef.js',
          'react/usePendingEmailChange.js',
          'react/usePerson.js',
          'react/usePromptServer.js',
          'react/useSubmission.js',
        ],
      },
    ],
  ] as const)(
    // `%s` of the package's folder name: `$name` would print it quoted.
    "should find @conecta/%s's root entry free of React and its React modules marked 'use client'",
    async (name, { clientModules }) => {
      if (!app) throw new Error('set-up did not finish')
      const dist = join(app.dir, 'node_modules', '@conecta', name, 'dist')
      const files = (await readdir(dist, { recursive: true })).filter((file) =>
        file.endsWith('.js'),
      )
      const marked: string[] = []
      const reactInRoot: string[] = []
      for (const file of files) {
        const text = await readFile(join(dist, file), 'utf8')
        if (/^["']use client["'];?\n/.test(text)) marked.push(file)
        if (
          !file.startsWith('react/') &&
          /from ["'](?:react|@conecta\/ui|@xstate\/react)["'/]/.test(text)
        )
          reactInRoot.push(file)
      }
      expect(files).toContain('index.js')
      expect(reactInRoot).toEqual([])
      expect(marked.sort()).toEqual(clientModules)
    },
  )

  it("should sign a person in with the packed sign-in block, pay once with the checkout block and end the other sessions behind the password dialog against the demo API, in English with the host's own texts", async () => {
    const server = await served()
    const { page, problems } = await openPage(server.url)
    await signInAndPay(server.url, page, {
      signIn: { heading: 'Sign in', email: /^Email/, password: /^Password/, submit: 'Log in' },
      pay: /^Pay 299\sMT with M-Pesa$/,
      number: 'M-Pesa number',
      paid: 'Paid, thank you',
      receipt: 'Receipt',
      facts: ['Transaction', 'Reference', 'Plan', 'Amount', 'M-Pesa number', 'Date'],
      endOthers: 'End every other session',
      confirmTitle: 'Confirm your password',
      confirm: 'Confirm',
      othersEnded: 'The other sessions were ended. Only this device still has the account open.',
    })
    expect(problems).toEqual([])
  }, 120_000)

  it("should run the M-Pesa payment machine without React bindings, in English with the host's own text, charging once", async () => {
    const { page, problems } = await openPage((await served()).url)
    const stage = page.getByTestId('payment-stage')
    const text = page.getByTestId('payment-text')
    await expectText(stage, 'editing:0')
    expect(await page.getByTestId('payment-rules').textContent()).toBe(
      'definiteFailure topUp,retry +258 84 123 4567',
    )

    await page.getByLabel('M-Pesa number').fill('82 123 4567')
    await page.getByRole('button', { name: 'Pay' }).click()
    await expectText(
      text,
      'This is not an M-Pesa number. Use a Vodacom number starting with 84 or 85.',
    )

    await page.getByLabel('M-Pesa number').fill('84 123 4567')
    await page.getByRole('button', { name: 'Pay' }).click()
    // The first poll (2 s after the payment was accepted) finds it paid.
    await expectText(text, 'Paid, thank you')
    expect(await stage.textContent()).toBe('paid:1')
    expect(problems).toEqual([])
  }, 120_000)
})

describe('given the packed packages in a Next.js App Router app', () => {
  let app: App | undefined

  beforeAll(async () => {
    if (!packed) throw new Error('set-up did not finish')
    app = await prepareApp(
      'next',
      'next',
      {
        next: '15.5.29',
        react: '19.3.1',
        'react-dom': '19.3.1',
        xstate: '5.33.3',
        '@xstate/react': '6.1.0',
        '@types/react': '19.3.0',
        '@types/react-dom': '19.3.0',
        '@types/node': '^20.19.0',
        typescript: '5.9.3',
      },
      packed,
    )
  }, 900_000)

  let built: Promise<StaticServer> | undefined
  /** `next build`'s static export, served once for the tests that open it. */
  function served(): Promise<StaticServer> {
    const dir = app?.dir
    if (dir === undefined) throw new Error('set-up did not finish')
    built ??= (async () => {
      await sh(join('node_modules', '.bin', 'next'), ['build'], dir)
      const server = await serveStatic(join(dir, 'out'))
      servers.push(server)
      return server
    })()
    return built
  }

  it('should build a server-rendered page with Button, ConfirmDialog and ToastProvider that hydrates', async () => {
    if (!app) throw new Error('set-up did not finish')
    const server = await served()
    const html = await readFile(join(app.dir, 'out', 'index.html'), 'utf8')
    // Rendered on the server: the HTML holds the buttons before any script runs.
    expect(html).toContain('Eliminar conta')
    expect(html).toContain('Guardar')

    const { page, problems } = await openPage(server.url)
    const minHeight = await page
      .getByRole('button', { name: 'Guardar' })
      .evaluate((element) => getComputedStyle(element).minHeight)
    expect(minHeight).toBe('44px')
    // Opens only once hydrated: the trigger's handler is client code.
    await page.getByRole('button', { name: 'Eliminar conta' }).click()
    await page.getByRole('alertdialog', { name: 'Eliminar a conta?' }).waitFor()
    expect(problems).toEqual([])
  }, 600_000)

  it('should mount the packed sign-in, checkout, sessions and password blocks in Portuguese, the default, sign in, pay once and end the other sessions behind the password dialog against the demo API', async () => {
    // Built above, or here when this test runs alone.
    const server = await served()
    const { page, problems } = await openPage(server.url)
    await signInAndPay(server.url, page, {
      signIn: { heading: 'Entrar', email: /^E-mail/, password: /^Palavra-passe/, submit: 'Entrar' },
      pay: /^Pagar 299\sMT$/,
      number: 'Número M-Pesa',
      paid: 'Pagamento confirmado',
      receipt: 'Comprovativo',
      facts: ['Transacção', 'Referência', 'Plano', 'Montante', 'Número M-Pesa', 'Data'],
      endOthers: 'Terminar todas as outras sessões',
      confirmTitle: 'Confirme a sua palavra-passe',
      confirm: 'Confirmar',
      othersEnded:
        'As outras sessões foram terminadas. Só este dispositivo continua com a conta aberta.',
    })
    expect(problems).toEqual([])
  }, 600_000)
})
