// Which Docs pages of the static Storybook are app screens' pages
// (stories/support/AppStoryDocsPage.tsx), and what a visit of each must show:
// every story of the file in a frame, each finished with success. Used by
// scripts/test-docs-pages.mjs.

/** Story titles whose stories render the whole app over a mock API. */
const appTitle = /^(Screens|Session|Flows)\//

/**
 * @typedef {object} DocsPage
 * @property {string} id the docs entry's id (`screens-login--docs`)
 * @property {string} title
 * @property {string[]} storyIds the stories of its file, in order
 */

/**
 * @typedef {object} PageOutcome
 * @property {DocsPage} docsPage
 * @property {number} frameCount the story frames the page showed
 * @property {Array<{ storyId: string, status: string, axeFailed: boolean }>} finished
 *   what the frames reported: Storybook's status, and whether an axe report failed
 * @property {string[]} pageErrors uncaught errors of the docs page itself
 */

/**
 * The autodocs pages of app story files in a Storybook `index.json`.
 * @param {{ entries: Record<string, { id: string, type: string, title: string, tags?: string[] }> }} index
 * @returns {DocsPage[]}
 */
export function appDocsPages(index) {
  const entries = Object.values(index.entries)
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

/**
 * Whether a story's play failed. Storybook's status is 'error' for a failed
 * play and for a failed axe report alike; axe runs only after a play that
 * passed, so an 'error' with a failed axe report is the play passing. Axe is
 * judged by the stories suite, with animations paused.
 * @param {PageOutcome['finished'][number]} report
 */
export const playFailed = (report) => report.status !== 'success' && !report.axeFailed

/**
 * One test per story of each page, and one per page for the page itself,
 * as a Jest-format report (what scripts/test.mjs totals).
 * @param {PageOutcome[]} outcomes
 * @param {number} seconds
 */
export function docsPagesReport(outcomes, seconds) {
  /** @type {Array<{ title: string, failure: string | null }>} */
  const results = []
  for (const { docsPage, frameCount, finished, pageErrors } of outcomes) {
    const { title, storyIds } = docsPage
    const pageFailures = []
    if (frameCount !== storyIds.length) {
      pageFailures.push(
        frameCount === 0
          ? `${title}: the Docs page shows no story in a frame of its own; an app story file needs parameters.docs.page: AppStoryDocsPage (or tags: ['!autodocs'])`
          : `${title}: the Docs page shows ${frameCount} story frames for ${storyIds.length} stories`,
      )
    }
    for (const error of pageErrors) pageFailures.push(`${title}: the Docs page threw: ${error}`)
    results.push({ title: `${title} (Docs page)`, failure: pageFailures.join('\n') || null })
    for (const storyId of storyIds) {
      const report = finished.find((entry) => entry.storyId === storyId)
      results.push({
        title: `${title} › ${storyId}`,
        failure:
          report === undefined
            ? `${storyId} on the ${title} Docs page did not finish (its frame never opened, or its play hung)`
            : playFailed(report)
              ? `${storyId} on the ${title} Docs page finished with status '${report.status}': its play failed there (open the page and the story's frame to see it)`
              : null,
      })
    }
  }
  const failed = results.filter((result) => result.failure !== null)
  return {
    numTotalTests: results.length,
    numPassedTests: results.length - failed.length,
    numFailedTests: failed.length,
    numPendingTests: 0,
    numTodoTests: 0,
    numRuntimeErrorTestSuites: 0,
    success: failed.length === 0,
    testResults: [
      {
        name: 'app screens’ Docs pages (stories/support/AppStoryDocsPage.tsx)',
        status: failed.length === 0 ? 'passed' : 'failed',
        message: '',
        startTime: Date.now() - seconds * 1000,
        endTime: Date.now(),
        assertionResults: results.map(({ title, failure }) => ({
          ancestorTitles: ['docs pages'],
          title,
          fullName: `docs pages ${title}`,
          status: failure === null ? 'passed' : 'failed',
          failureMessages: failure === null ? [] : [failure],
        })),
      },
    ],
  }
}
