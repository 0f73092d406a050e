// Talking to the demo API directly, for what a test needs but does not test:
// a fresh verified account, the mails it sent, the payments it holds.
//
// `context.request` shares the browser context's cookies: an account made
// through it is signed in in that context's pages too, exactly as if the
// person had registered and followed the link in that browser.
import type { CurrentUserResponse, WirePayment } from '@conecta/contract'
import { twoFactorCodeAt } from '@conecta/mocks'
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test'
import { deployment } from './deployment'
import { WAIT_MS } from './waits'

export type MailKind = import('@conecta/mocks').MailKind

/** One entry of GET /__dev/mail (packages/mocks/README.md). */
export interface DevMail {
  id: string | number
  kind: MailKind
  to: string
  subject: string
  text: string
  link: string
  sent_at: string
}

/** The contract's payment, as the demo API sends it. */
export type Payment = WirePayment

/** The contract's GET /api/user answer. */
export type ApiUser = CurrentUserResponse

export interface Account {
  name: string
  email: string
  password: string
}

const JSON_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }

/** The API's address for a route, under its prefix in same-origin mode: `apiPath('/login')`. */
export function apiPath(path: string): string {
  return new URL(`${deployment().apiUrl}${path}`).href
}

let counter = 0
/** A new account's details; the address is unique in this run of the demo API. */
export function newAccount(label: string): Account {
  counter += 1
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`
  return {
    name: `Teste ${label}`,
    email: `${label}-${unique}@example.co.mz`,
    password: 'palavra-secreta-123',
  }
}

async function jsonOf<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`)
  }
  return (await response.json()) as T
}

/** Primes CSRF like the app does and returns the headers a non-GET call needs. */
async function csrfHeaders(context: BrowserContext): Promise<Record<string, string>> {
  const primed = await context.request.get(apiPath('/sanctum/csrf-cookie'), {
    headers: JSON_HEADERS,
  })
  expect(primed.status(), 'GET /sanctum/csrf-cookie').toBe(204)
  const cookies = await context.cookies(deployment().apiUrl)
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value
  if (token === undefined) throw new Error('The demo API set no XSRF-TOKEN cookie')
  return { ...JSON_HEADERS, 'X-XSRF-TOKEN': decodeURIComponent(token) }
}

/** Every mail the demo API has sent, newest first. */
export async function listMails(request: APIRequestContext): Promise<DevMail[]> {
  const response = await request.get(apiPath('/__dev/mail'), { headers: JSON_HEADERS })
  return (await jsonOf<{ data: DevMail[] }>(response, 'GET /__dev/mail')).data
}

/** Waits for the newest mail of `kind` sent to `to` (mails are sent as the request is answered). */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  kind: MailKind,
): Promise<DevMail> {
  let found: DevMail | undefined
  await expect
    .poll(
      async () => {
        found = (await listMails(request)).find((mail) => mail.to === to && mail.kind === kind)
        return found !== undefined
      },
      { timeout: WAIT_MS, intervals: [100], message: `a ${kind} mail to ${to}` },
    )
    .toBe(true)
  if (found === undefined) throw new Error(`No ${kind} mail to ${to}`)
  return found
}

/**
 * Registers `account` and follows its verification link through the API, in
 * `context`: afterwards its pages are signed in as a verified user.
 */
export async function signUpVerified(context: BrowserContext, account: Account): Promise<void> {
  const registered = await context.request.post(apiPath('/register'), {
    headers: await csrfHeaders(context),
    data: {
      name: account.name,
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
    },
  })
  expect(registered.status(), `POST /register ${await registered.text()}`).toBe(204)
  const mail = await waitForMail(context.request, account.email, 'verify-email')
  const verified = await context.request.get(mail.link, { maxRedirects: 0 })
  expect(verified.status(), 'the verification link').toBe(302)
}

/**
 * A verified account that is NOT signed in anywhere: made in a throw-away
 * request context of its own, for tests that log in through the form.
 */
export async function createVerifiedAccount(
  makeContext: () => Promise<BrowserContext>,
  label: string,
): Promise<Account> {
  const account = newAccount(label)
  const context = await makeContext()
  await signUpVerified(context, account)
  await context.close()
  return account
}

/** GET /api/user with the context's session. */
export async function fetchApiUser(context: BrowserContext): Promise<ApiUser> {
  const response = await context.request.get(apiPath('/api/user'), { headers: JSON_HEADERS })
  return jsonOf<ApiUser>(response, 'GET /api/user')
}

/** GET /api/subscription/payments with the context's session: newest first. */
export async function listPayments(context: BrowserContext): Promise<Payment[]> {
  const response = await context.request.get(apiPath('/api/subscription/payments'), {
    headers: JSON_HEADERS,
  })
  return (await jsonOf<{ data: Payment[] }>(response, 'GET /api/subscription/payments')).data
}

/**
 * POST /api/subscription/payments with the context's session, as another tab
 * or another phone of the same person would: the raw answer, 202 or 409.
 */
export async function postPayment(
  context: BrowserContext,
  body: { plan: string; phone_number: string },
  idempotencyKey: string,
): Promise<APIResponse> {
  return context.request.post(apiPath('/api/subscription/payments'), {
    headers: { ...(await csrfHeaders(context)), 'Idempotency-Key': idempotencyKey },
    data: body,
  })
}

/**
 * Renames `account` in `context`, signed in as it: the password confirmed,
 * then PUT /user/profile-information with its e-mail unchanged.
 */
export async function renameThroughApi(
  context: BrowserContext,
  account: Account,
  name: string,
): Promise<void> {
  const confirmed = await context.request.post(apiPath('/user/confirm-password'), {
    headers: await csrfHeaders(context),
    data: { password: account.password },
  })
  expect(confirmed.status(), `POST /user/confirm-password ${await confirmed.text()}`).toBe(201)
  const renamed = await context.request.put(apiPath('/user/profile-information'), {
    headers: await csrfHeaders(context),
    data: { name, email: account.email },
  })
  expect(renamed.status(), `PUT /user/profile-information ${await renamed.text()}`).toBe(200)
}

/** POST /login in `context`: afterwards its requests (and pages) act as `account`. */
export async function signInThroughApi(context: BrowserContext, account: Account): Promise<void> {
  const response = await context.request.post(apiPath('/login'), {
    headers: await csrfHeaders(context),
    data: { email: account.email, password: account.password },
  })
  expect(response.status(), `POST /login ${await response.text()}`).toBe(204)
}

/** What an authenticator app and the person hold once two-factor is on. */
export interface TwoFactorKeys {
  /** The TOTP secret (base32), as an authenticator app stores it from the QR code. */
  secret: string
  recoveryCodes: string[]
}

/**
 * The 6 digits an authenticator app shows for `secret` (SHA-1, 30 s), `stepsAhead` steps of 30 s
 * from now. The API takes one step either side and each step once, so the sign-in after the
 * confirmation uses the next step rather than waiting for it.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  return twoFactorCodeAt(secret, Date.now() + stepsAhead * 30_000)
}

/**
 * Turns two-factor on for `account` through the routes the settings screen uses: sign in,
 * confirm the password, create the secret, read it and the recovery codes, confirm with a first
 * code, sign out. Done in a context of its own, so no browser of the test is signed in by it.
 */
export async function turnOnTwoFactor(
  makeContext: () => Promise<BrowserContext>,
  account: Account,
): Promise<TwoFactorKeys> {
  const context = await makeContext()
  await signInThroughApi(context, account)
  const call = async (method: 'GET' | 'POST', path: string, data?: object) => {
    const response = await context.request.fetch(apiPath(path), {
      method,
      headers: method === 'GET' ? JSON_HEADERS : await csrfHeaders(context),
      data,
    })
    if (!response.ok()) {
      throw new Error(`${method} ${path}: HTTP ${response.status()} ${await response.text()}`)
    }
    return response
  }
  await call('POST', '/user/confirm-password', { password: account.password })
  await call('POST', '/user/two-factor-authentication')
  const { secretKey } = (await (await call('GET', '/user/two-factor-secret-key')).json()) as {
    secretKey: string
  }
  const recoveryCodes = (await (
    await call('GET', '/user/two-factor-recovery-codes')
  ).json()) as string[]
  await call('POST', '/user/confirmed-two-factor-authentication', { code: totpCode(secretKey) })
  await call('POST', '/logout')
  await context.close()
  return { secret: secretKey, recoveryCodes }
}

/**
 * Fills /login's form (already open in `page`) with `account` and sends it,
 * once the app has hydrated. Typing and pressing Entrar before the script
 * arrives is startup.e2e's case (its scripts held back, so deterministic);
 * here the session is under test, not that window.
 */
export async function logInThroughForm(page: Page, account: Account): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email)
  await page.getByLabel('Palavra-passe', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

/** Fills /register's form (already open in `page`) with `account` and sends it. */
export async function registerThroughForm(page: Page, account: Account): Promise<void> {
  await page.getByRole('textbox', { name: 'Nome' }).fill(account.name)
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email)
  await page.getByLabel('Palavra-passe', { exact: true }).fill(account.password)
  await page.getByLabel('Confirmar palavra-passe', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Criar conta' }).click()
}
