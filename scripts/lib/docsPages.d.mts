export interface DocsPage {
  /** The docs entry's id (`screens-login--docs`). */
  id: string
  title: string
  /** The stories of its file, in order. */
  storyIds: string[]
}

export interface PageOutcome {
  docsPage: DocsPage
  /** The story frames the page showed. */
  frameCount: number
  /** What the frames reported through Storybook's channel, and whether an axe report failed. */
  finished: Array<{ storyId: string; status: string; axeFailed: boolean }>
  /** Uncaught errors of the docs page itself. */
  pageErrors: string[]
}

interface IndexEntry {
  id: string
  type: string
  title: string
  tags?: string[]
}

/** The autodocs pages of app story files (Screens/, Session/, Flows/) in a Storybook index. */
export function appDocsPages(index: { entries: Record<string, IndexEntry> }): DocsPage[]

/** Whether a story's play failed ('error' without a failed axe report, which runs only after a passing play). */
export function playFailed(report: PageOutcome['finished'][number]): boolean

interface AssertionResult {
  ancestorTitles: string[]
  title: string
  fullName: string
  status: 'passed' | 'failed'
  failureMessages: string[]
}

/** One test per story of each page and one per page, Jest-format. */
export function docsPagesReport(
  outcomes: PageOutcome[],
  seconds: number,
): {
  numTotalTests: number
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  numRuntimeErrorTestSuites: number
  success: boolean
  testResults: Array<{
    name: string
    status: 'passed' | 'failed'
    message: string
    startTime: number
    endTime: number
    assertionResults: AssertionResult[]
  }>
}
