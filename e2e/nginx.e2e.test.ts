// The built app behind a real web server. Debian's nginx serves
// this file's own build with the README's configuration, word for word, and
// the headers of the build's dist/_headers; Chromium then goes through the app
// with that Content-Security-Policy enforced, and not one violation may occur.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { startDemoServer } from '@conecta/mocks/server'
import type { Page } from '@playwright/test'
import { parseHeaders } from '../apps/web/server/headersFile.mjs'
import {
  expect,
  expectVisible,
  type NewContext,
  test,
  untilKeptForOffline,
} from './support/browser'
import { buildApp, repoRoot } from './support/buildApp'
import { freePort, type RunningNginx, startNginx } from './support/nginx'

const distDir = join(repoRoot, '.cache', 'e2e-nginx', 'dist')
const ssrDir = join(repoRoot, '.cache', 'e2e-nginx', 'ssr')
let nginx: RunningNginx | undefined
let api: Awaited<ReturnType<typeof startDemoServer>> | undefined
let appUrl = ''
let policy = ''

test.beforeAll(async () => {
  test.setTimeout(120_000)
  // The API must know the app's origin (CORS, mail links) before the build,
  // and the build must know the API before nginx serves it.
  const port = await freePort()
  appUrl = `http://127.0.0.1:${port}`
  api = await startDemoServer({
    port: 0,
    host: '127.0.0.1',
    appOrigin: appUrl,
    productName: 'Conecta',
    log: () => {},
  })
  await buildApp({ apiUrl: api.url, distDir, ssrDir })
  const rules = parseHeaders(await readFile(join(distDir, '_headers'), 'utf8'))
  policy = rules[0]?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? ''
  nginx = await startNginx(distDir, port)
})

test.afterAll(async () => {
  await Promise.allSettled([nginx?.close(), api?.close()])
})

interface Violation {
  directive: string
  blocked: string
  sample: string
}

/** A page of a new context on nginx that records every CSP violation and CSP console report. */
async function openRecorded(newContext: NewContext, serviceWorkers: 'allow' | 'block' = 'block') {
  const context = await newContext({ baseURL: appUrl, serviceWorkers })
  await context.addInitScript(() => {
    const store = window as unknown as { __violations: Violation[] }
    store.__violations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      store.__violations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      })
    })
  })
  const page = await context.newPage()
  const reports: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) reports.push(message.text())
  })
  return { context, page, reports }
}

function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations)
}

async function mailLink(to: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const response = await fetch(`${api?.url}/__dev/mail`, {
      headers: { Accept: 'application/json' },
    })
    const { data } = (await response.json()) as {
      data: { to: string; kind: string; link: string }[]
    }
    const mail = data.find((candidate) => candidate.to === to && candidate.kind === 'verify-email')
    if (mail) return mail.link
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No verification mail to ${to}`)
}

test.describe('the built app behind nginx', () => {
  test("should answer with the build's strict policy, its own page for each address, and compressed assets", async () => {
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(policy).toContain(`connect-src 'self' ${api?.url}`)

    for (const [path, page] of [
      ['/login', '/login'],
      ['/login/', '/login'],
      ['/', '/'],
    ]) {
      const response = await fetch(`${appUrl}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-security-policy'), path).toBe(policy)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(await response.text()).toContain(`data-prerendered-path="${page}"`)
    }
    const deep = await fetch(`${appUrl}/profile/security`)
    expect(deep.status).toBe(200)
    expect(await deep.text()).toContain('<div id="root"></div>')
    expect(deep.headers.get('content-security-policy')).toBe(policy)

    const html = await (await fetch(`${appUrl}/login`)).text()
    const script = /src="(\/assets\/[^"]+\.js)"|data-load-after-paint="(\/assets\/[^" ]+)/.exec(
      html,
    )
    const asset = script?.[1] ?? script?.[2] ?? ''
    const response = await fetch(`${appUrl}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('content-security-policy')).toBe(policy)
    expect((await fetch(`${appUrl}/_headers`)).status).toBe(404)
    // A script of another deploy: a 404, not the app shell, and not kept for a year.
    const missing = await fetch(`${appUrl}/assets/not-in-this-deploy-0000.js`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable')
  })

  test('given a new visitor, should go landing → register → mailed link → profile → help → log out → login → profile, reload deep links, start the trial and run offline from the service worker, with no CSP violation', async ({
    newContext,
  }) => {
    const { context, page, reports } = await openRecorded(newContext, 'allow')
    const seen: Violation[] = []
    const collect = async () => {
      seen.push(...(await violations(page)))
    }
    const email = `nginx-${Date.now().toString(36)}@example.co.mz`
    const password = 'palavra-secreta-123'

    await page.goto('/')
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'A sua conta Conecta, paga com M-Pesa' }),
    )
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
    await collect()

    await page.getByRole('link', { name: 'Criar conta' }).first().click()
    await page.waitForURL((url) => url.pathname === '/register')
    await page.getByRole('textbox', { name: 'Nome' }).fill('Teste Nginx')
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await page.getByLabel('Palavra-passe', { exact: true }).fill(password)
    await page.getByLabel('Confirmar palavra-passe', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await page.waitForURL((url) => url.pathname === '/verify-email')

    await page.goto(await mailLink(email))
    await page.waitForURL((url) => url.pathname === '/profile')
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Olá, Teste Nginx' }))
    await collect()

    // The help dialog: Radix's scroll lock used to write a <style> here.
    await page.getByRole('button', { name: 'Ajuda' }).click()
    await expectVisible(page.getByRole('alertdialog', { name: 'Precisa de ajuda?' }))
    await page.getByRole('button', { name: 'Fechar' }).click()
    await collect()

    await page.getByRole('button', { name: 'Terminar sessão' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto('/login')
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await page.getByLabel('Palavra-passe', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL((url) => url.pathname === '/profile')
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Olá, Teste Nginx' }))
    await collect()

    // A reload on a deep link: nginx answers it with the app shell.
    await page.goto('/profile/security')
    await expectVisible(page.getByRole('heading', { name: 'Alterar palavra-passe' }))
    await collect()

    await page.goto('/profile/subscription')
    await page.getByRole('button', { name: 'Iniciar teste gratuito' }).click()
    await expectVisible(page.getByText(/^Plano actual: Teste gratuito$/))
    await collect()

    await untilKeptForOffline(page)
    await context.setOffline(true)
    const reloaded = await page.reload()
    expect(reloaded?.fromServiceWorker()).toBe(true)
    await expectVisible(page.getByText(/^Sem ligação à internet\./))
    await context.setOffline(false)
    await collect()

    expect(seen).toEqual([])
    expect(reports).toEqual([])
  })
})
