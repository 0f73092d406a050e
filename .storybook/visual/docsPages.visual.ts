// The app screens' Docs pages (stories/support/AppStoryDocsPage.tsx) in the
// static Storybook, one test per page. Storybook's test runner visits
// stories only, never Docs pages; the stories suite plays every story and
// stories.visual.ts pictures it. What a Docs page adds is every state of a
// screen side by side, each in a frame of its own, and those states must not
// disturb one another.
//
// Every app Docs page: it shows one story frame per story of its file (none
// means Storybook's inline page, whose stories would share one mock API), and
// throws nothing. Only the page itself loads: the frames' requests are aborted.
// The pages of `fullCheck`: every frame loads too, one after another as a
// person sees them, and every story must finish its play there without an
// error.
import { expect, type Page, test } from '@playwright/test'
import { storyErrorEvents } from '../../scripts/visual/shots.mjs'
import { type IndexEntry, STORYBOOK_URL_ENV, storybookIndex } from './paths'

/** Story titles whose stories render the whole app over a mock API. */
const appTitle = /^(Screens|Session|Flows)\//

/**
 * The pages whose frames all load and play, each chosen for what it exercises
 * (the others' stories are played by the stories suite, one page each):
 * - Screens/Login: a signed-out screen whose plays type and submit forms; the
 *   page where frames opened all at once once had a play fail halfway through
 *   typing (why AppStoryDocsPage opens them one at a time).
 * - Screens/AccountTab: a signed-in profile screen whose plays edit and save
 *   the account: each frame has its own stored user and session, in storage
 *   the frames of one origin share.
 * - Screens/SubscriptionTab: the subscription states, each with its own MSW
 *   handlers over the mock store, one of them going on to the payment form.
 *   (Screens/Payment has the most states, 19, and took 1.8 min here on its
 *   own: its stories are played one by one by the stories suite.)
 * Session/ and Flows/ files have no Docs page (`tags: ['!autodocs']`).
 */
const fullCheck = new Set(['Screens/Login', 'Screens/AccountTab', 'Screens/SubscriptionTab'])

/** How long a Docs page may take to show its title (about 2 s on a busy machine). */
const titleTimeoutMs = 30_000

/** How long one story may take, from the previous one's end to its own (AppStoryDocsPage moves on after 30 s). */
const perStoryMs = 30_000

interface DocsPage {
  /** The Docs entry's id (`screens-login--docs`). */
  id: string
  title: string
  /** The stories of its file, in order. */
  storyIds: string[]
}

/** The autodocs pages of app story files in a Storybook index, with their stories. */
function appDocsPages(entries: IndexEntry[]): DocsPage[] {
  return entries
    .filter(
      (entry) =>
        entry.type === 'docs' && entry.tags?.includes('autodocs') && appTitle.test(entry.title),
    )
    .map((entry) => ({
      id: entry.id,
      title: entry.title,
      storyIds: entries
        .filter((story) => story.type === 'story' && story.title === entry.title)
        .map((story) => story.id),
    }))
    .sort((a, b) => a.title.localeCompare(b.title))
}

const pages = appDocsPages(Object.values(storybookIndex().entries))
const unknownSample = [...fullCheck].filter((title) => !pages.some((page) => page.title === title))
if (unknownSample.length > 0) {
  throw new Error(
    `docsPages.visual.ts: ${unknownSample.join(', ')} in fullCheck ha${unknownSample.length > 1 ? 've' : 's'} no app Docs page in storybook-static/index.json (renamed?): update fullCheck.`,
  )
}

/** What a story frame reported through Storybook's channel. */
interface StoryReport {
  /** `storyFinished`'s status, once it came, and whether an axe report of it failed. */
  finished?: { status: string; axeFailed: boolean }
  /** The errors of its play and render (the events Storybook's test runner fails a story on). */
  errors: string[]
}

/**
 * In the Docs page's own window (an init script runs in every frame): what
 * each story frame posts up through Storybook's channel (JSON with
 * `key: 'storybook-channel'`), by story id. A failed play does not make
 * `storyFinished`'s status 'error': Storybook's component-testing preview
 * sets `throwPlayFunctionExceptions: false`, so the play's exception comes
 * as `playFunctionThrewException` and the story still finishes 'success'.
 */
function collectStoryReports(errorEvents: readonly string[]) {
  if (window.top !== window) return
  const reports: Record<string, StoryReport> = {}
  Object.assign(window, { __docsPageStories: reports })
  const describeData = (data: unknown): string => {
    if (Array.isArray(data)) return data.map(describeData).join('; ')
    if (data && typeof data === 'object') {
      const { message, description, title } = data as Record<string, unknown>
      return String(message ?? description ?? title ?? JSON.stringify(data))
    }
    return String(data)
  }
  window.addEventListener('message', (event) => {
    if (typeof event.data !== 'string' || !event.data.includes('storybook-channel')) return
    let type: unknown
    let args: unknown[]
    try {
      const message = JSON.parse(event.data)
      if (message?.key !== 'storybook-channel') return
      type = message.event?.type
      args = message.event?.args ?? []
    } catch {
      return // Not a channel message.
    }
    // The frame it came from: its address names the story (AppStoryDocsPage's StoryFrame).
    const frame = [...document.querySelectorAll('iframe')].find(
      (element) => element.contentWindow === event.source,
    )
    if (!frame) return
    const storyId = new URL(frame.src, location.href).searchParams.get('id') ?? '?'
    reports[storyId] ??= { errors: [] }
    const report = reports[storyId]
    if (type === 'storyFinished') {
      const { status, reporters = [] } = args[0] as {
        status: string
        reporters?: Array<{ type?: string; status?: string }>
      }
      const axeFailed = reporters.some((r) => r.type === 'a11y' && r.status === 'failed')
      report.finished = { status, axeFailed }
    } else if (typeof type === 'string' && errorEvents.includes(type)) {
      report.errors.push(`${type}: ${describeData(args[0])}`)
    }
  })
}

/**
 * Why a story did not pass on its frame, or null. Storybook's status is
 * 'error' when a report failed as well: an 'error' whose axe report failed
 * and with no error of the play is the play passing. Axe is the stories
 * suite's: there the runner pauses animations first; here they run in real
 * time, and axe can catch a toast half faded in (a contrast failure of that
 * instant).
 */
function storyFailure(storyId: string, title: string, report: StoryReport | undefined) {
  if (report?.finished === undefined) {
    return `${storyId} on the ${title} Docs page did not finish (its frame never opened, or its play hung)${report?.errors.length ? `: ${report.errors.join('; ')}` : ''}`
  }
  if (report.errors.length > 0) {
    return `${storyId} on the ${title} Docs page: its play failed there: ${report.errors.join('; ')}`
  }
  if (report.finished.status !== 'success' && !report.finished.axeFailed) {
    return `${storyId} on the ${title} Docs page finished with status '${report.finished.status}' (open the page and the story's frame to see why)`
  }
  return null
}

/** A story frame's document (AppStoryDocsPage: iframe.html in story mode). */
const isStoryFrame = (url: URL) =>
  url.pathname.endsWith('/iframe.html') && url.searchParams.get('viewMode') === 'story'

const reportsOf = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __docsPageStories?: Record<string, StoryReport> })
        .__docsPageStories ?? {},
  )

// A fresh context per page (Playwright's `page`): wide enough for two phones side by side.
test.use({ viewport: { width: 1000, height: 900 } })

/**
 * Opens the Docs page and checks its frame count and, when `full`, every
 * story's play; then that the page threw nothing.
 */
async function checkDocsPage(page: Page, { id, title, storyIds }: DocsPage, full: boolean) {
  const storybookUrl = process.env[STORYBOOK_URL_ENV]
  if (!storybookUrl) {
    throw new Error(`${STORYBOOK_URL_ENV} is unset: run through the config's global setup.`)
  }
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  if (full) await page.addInitScript(collectStoryReports, storyErrorEvents)
  else await page.route(isStoryFrame, (route) => route.abort())
  const address = new URL('iframe.html', storybookUrl)
  address.search = `id=${encodeURIComponent(id)}&viewMode=docs`
  await page.goto(address.toString())
  await page
    .locator('.sbdocs-title')
    .waitFor({ timeout: titleTimeoutMs })
    .catch((error: Error) => {
      throw new Error(
        `${title}: the Docs page did not show its title${pageErrors.length > 0 ? `; it threw: ${pageErrors.join('; ')}` : ''}`,
        { cause: error },
      )
    })

  const frameCount = await page.locator('iframe[title^="Estado: "]').count()
  expect(
    frameCount,
    frameCount === 0
      ? `${title}: the Docs page shows no story in a frame of its own; an app story file needs parameters.docs.page: AppStoryDocsPage (or tags: ['!autodocs'])`
      : `${title}: the Docs page shows ${frameCount} story frames for ${storyIds.length} stories`,
  ).toBe(storyIds.length)

  if (full) {
    // Every story finished, or as many as did before the last one's limit.
    await page
      .waitForFunction(
        (ids) => {
          const reports = (window as unknown as { __docsPageStories?: Record<string, StoryReport> })
            .__docsPageStories
          return ids.every((id) => reports?.[id]?.finished !== undefined)
        },
        storyIds,
        { timeout: storyIds.length * perStoryMs - 5_000, polling: 250 },
      )
      .catch(() => {})
    const reports = await reportsOf(page)
    const failures = storyIds
      .map((storyId) => storyFailure(storyId, title, reports[storyId]))
      .filter((failure) => failure !== null)
    expect(failures, `${title}: stories whose play did not pass on the Docs page`).toEqual([])
  }

  expect(pageErrors, `${title}: the Docs page threw`).toEqual([])
}

for (const docsPage of pages) {
  if (fullCheck.has(docsPage.title)) {
    test(`${docsPage.title} (Docs page, every story played)`, async ({ page }) => {
      test.setTimeout(docsPage.storyIds.length * perStoryMs)
      await checkDocsPage(page, docsPage, true)
    })
  } else {
    test(`${docsPage.title} (Docs page)`, async ({ page }) => {
      await checkDocsPage(page, docsPage, false)
    })
  }
}

/**
 * The embeddable blocks' Docs pages (stories/support/BlockDocsPage.tsx): each
 * shows the props a host passes (react-docgen-typescript over the packages'
 * sources) and "Textos", the block's every text by its catalogue key in
 * Portuguese and English.
 */
const blockDocsPages = Object.values(storybookIndex().entries)
  .filter((entry) => entry.type === 'docs' && entry.title.startsWith('Blocos/'))
  .sort((a, b) => a.title.localeCompare(b.title))

for (const docsPage of blockDocsPages) {
  test(`${docsPage.title} (Docs page: props and texts)`, async ({ page }) => {
    const storybookUrl = process.env[STORYBOOK_URL_ENV]
    if (!storybookUrl) {
      throw new Error(`${STORYBOOK_URL_ENV} is unset: run through the config's global setup.`)
    }
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    // The stories' own frames are the stories suite's: here only the page around them.
    await page.route(isStoryFrame, (route) => route.abort())
    const address = new URL('iframe.html', storybookUrl)
    address.search = `id=${encodeURIComponent(docsPage.id)}&viewMode=docs`
    await page.goto(address.toString())

    await page.getByRole('heading', { name: 'Textos' }).waitFor({ timeout: titleTimeoutMs })
    const props = page.locator('.docblock-argstable')
    expect(await props.count(), `${docsPage.title}: a props table`).toBeGreaterThan(0)
    // Each row's key, its Portuguese and its English, none of them empty.
    const rows = await page
      .locator('table:has(caption) tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
      )
    expect(rows.length, `${docsPage.title}: the texts`).toBeGreaterThan(0)
    expect(rows.filter((cells) => cells.length !== 3 || cells.some((cell) => cell === ''))).toEqual(
      [],
    )
    expect(pageErrors, `${docsPage.title}: the Docs page threw`).toEqual([])
  })
}
