// The back button and the browser's back/forward cache (docs/product.md#back-button): a page
// the cache restores shows what it showed when it was left, the person's name included, with
// no request made. It must ask the server before showing anything of the person.
//
// Playwright launches Chromium with `--disable-back-forward-cache` (its chromiumSwitches), so in
// every other file of this suite `page.goBack()` loads the page afresh: measured, its
// `pageshow` says `persisted: false`, the start-up runs again and a test of the cache would pass
// without testing it. This file's browser is launched without that switch (`ignoreDefaultArgs`,
// a worker of its own), as a phone's Chrome runs, and every test asserts that the page really
// came back from the cache (`pageshow` with `persisted: true`).
//
// What keeps a page out of the cache, measured here in Chromium: `Cache-Control: no-store` on
// the page (the app's hosts send `no-cache`: serveApp.mjs, the nginx block; `_headers` sets none
// for pages), and a message on a BroadcastChannel while cached: another page of the app that
// confirms the user posts one on the session's channel (createTabSync), so Back from another
// page of the app mostly reloads. Back from another site restores; the tests leave for one
// (`outro.example`, answered by the test).
import type { Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs'
import { expect, expectHidden, expectVisible, gate, test } from './support/browser'
import { type Account, apiPath, newAccount, signUpVerified } from './support/demoApi'
import { endSessionsFromElsewhere } from './support/sessionsElsewhere'

test.use({
  launchOptions: {
    ...chromiumLaunchOptions(),
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
})

const ELSEWHERE = 'http://outro.example/'
const NOT_AUTHENTICATED = 'Você não está autenticado'

interface RestoreLog {
  /** Every `pageshow`'s `persisted`, in order. */
  persisted: boolean[]
  /** Whether the person's name was in the page at the first frame after the restore. */
  nameAtFirstFrame: boolean | null
  /** Whether it was in the page after any change since that frame. */
  nameSinceFirstFrame: boolean
}

/**
 * Watches, from before the app's own scripts, what the page holds of `name` when it comes
 * back from the cache: at its first frame (a callback of the first animation frame after
 * `pageshow`, the moment the browser paints) and at every change after it.
 */
async function watchRestore(page: Page, name: string): Promise<void> {
  await page.addInitScript((watched) => {
    const log: RestoreLog = { persisted: [], nameAtFirstFrame: null, nameSinceFirstFrame: false }
    Object.assign(window, { __restore: log })
    const holdsName = () => document.body?.textContent?.includes(watched) === true
    window.addEventListener('pageshow', (event) => {
      log.persisted.push(event.persisted)
      if (!event.persisted) return
      requestAnimationFrame(() => {
        log.nameAtFirstFrame = holdsName()
        new MutationObserver(() => {
          if (holdsName()) log.nameSinceFirstFrame = true
        }).observe(document, { childList: true, subtree: true, characterData: true })
      })
    })
  }, name)
}

function restoreLog(page: Page): Promise<RestoreLog> {
  return page.evaluate(() => (window as unknown as { __restore: RestoreLog }).__restore)
}

/** A person signed in on their profile, who then leaves for another site. */
async function profileLeftForAnotherSite(page: Page, account: Account): Promise<void> {
  await watchRestore(page, account.name)
  await page.context().route(`${ELSEWHERE}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt"><title>Outro sítio</title><p>Outro sítio</p></html>',
    }),
  )
  await page.goto('/profile')
  await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))
  await page.goto(ELSEWHERE)
}

/** Back, to the page the cache holds: no load event comes, only `pageshow`. */
async function goBackToTheCachedPage(page: Page): Promise<void> {
  await page.goBack({ waitUntil: 'commit' })
  await expect.poll(async () => (await restoreLog(page)).persisted).toEqual([false, true])
}

test.describe('the back button to a page the browser kept (back/forward cache)', () => {
  test('given the profile left for another site and the session ended from another phone meanwhile, after Back, should show nothing of the person from the first frame and go to /login as any ended session does', async ({
    newContext,
    newPage,
  }) => {
    const account = newAccount('bfcache-fim')
    const { context, page } = await newPage()
    await signUpVerified(context, account)
    await profileLeftForAnotherSite(page, account)
    await endSessionsFromElsewhere(await newContext(), account)

    await goBackToTheCachedPage(page)

    // A route of the app, not a load: a restored page has had its load event already.
    await page.waitForURL((url) => url.pathname === '/login', { waitUntil: 'commit' })
    expect(new URL(page.url()).searchParams.get('errorMessage')).toBe(NOT_AUTHENTICATED)
    await expectVisible(page.getByText(NOT_AUTHENTICATED))
    await expectVisible(page.getByRole('listitem', { name: 'Efectue o login' }))
    const log = await restoreLog(page)
    expect(log.nameAtFirstFrame, 'the name at the first frame after the restore').toBe(false)
    expect(log.nameSinceFirstFrame, 'the name shown again afterwards').toBe(false)
    expect(await page.evaluate(() => window.localStorage.getItem('user-storage'))).toBeNull()
  })

  test('given the profile left for another site and the session still open, after Back, should hide the person until the server answers, then show the profile again', async ({
    newPage,
  }) => {
    const account = newAccount('bfcache-volta')
    const { context, page } = await newPage()
    await signUpVerified(context, account)
    await profileLeftForAnotherSite(page, account)
    const answer = gate()
    const userFetches: string[] = []
    await context.route(apiPath('/api/user'), async (route) => {
      userFetches.push(route.request().method())
      await answer.opened
      await route.continue()
    })

    await goBackToTheCachedPage(page)

    await expectVisible(page.getByRole('status', { name: 'A carregar…' }))
    await expect.poll(() => userFetches).toEqual(['GET'])
    await expectHidden(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))
    expect((await restoreLog(page)).nameAtFirstFrame).toBe(false)
    expect((await restoreLog(page)).nameSinceFirstFrame).toBe(false)

    answer.open()
    await expectVisible(page.getByRole('heading', { level: 1, name: `Olá, ${account.name}` }))
    expect(new URL(page.url()).pathname).toBe('/profile')
    expect(userFetches).toEqual(['GET'])
  })
})
