// docs/product.md#start-up: quick typists on a slow phone. A login is
// typed and tapped at moments spread over the page's whole start-up (before
// the first paint, while the script arrives, while React hydrates, after it),
// on Chromium's 4× CPU slow-down, where the hydration window is seconds wide.
// Every login must send what the fields show, once, and reach the profile:
// an empty body beside filled fields (seen 5 times in 110 quick logins
// against a Laravel backend before the fix) never.
// The deterministic held-script tests are in startup.e2e.test.ts; this sweep
// is the loop that catches what they do not model.
import { expect, test } from './support/browser'
import { apiPath, createVerifiedAccount } from './support/demoApi'

/**
 * When the person starts typing, in ms after the login page's HTML starts to
 * arrive. At 4× on a 2-core machine the app's script made its first call
 * about 3 s in (a trace of this test), and hydration ends after that: the
 * moments fall before, during and after the start-up.
 */
const TYPING_STARTS_MS = [0, 600, 1200, 1800, 2400, 3000]

test.describe('quick logins while the page wakes up', () => {
  test(`given ${TYPING_STARTS_MS.length} logins, each typed and tapped at another moment of the start-up on a 4× slower CPU, should send every field each time, once, and reach the profile`, async ({
    newContext,
    newPage,
  }) => {
    // The suite's 45 s is for one journey; this is one journey per moment.
    test.setTimeout(TYPING_STARTS_MS.length * 15_000)
    const sent: Array<{ typingStartsMs: number; body: unknown }> = []
    const expected: typeof sent = []

    for (const typingStartsMs of TYPING_STARTS_MS) {
      // A person each: the API allows 5 logins a minute per e-mail (429 after).
      const account = await createVerifiedAccount(newContext, 'quick')
      expected.push({
        typingStartsMs,
        body: { email: account.email, password: account.password, remember: false },
      })
      const { context, page } = await newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url() === apiPath('/login')) {
          sent.push({ typingStartsMs, body: request.postDataJSON() })
        }
      })

      await page.goto('/login', { waitUntil: 'commit' })
      // Not a wait for the page: the moment this person happens to start typing.
      await page.waitForTimeout(typingStartsMs)
      await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email)
      await page.getByLabel('Palavra-passe', { exact: true }).fill(account.password)
      await page.getByRole('button', { name: 'Entrar' }).click()
      await page.waitForURL((url) => url.pathname === '/profile')
      await context.close()
    }

    expect(sent).toEqual(expected)
  })
})
