import { appDocsPages, type DocsPage, docsPagesReport } from './lib/docsPages.mjs'

const entry = (id: string, type: 'docs' | 'story', title: string, tags: string[] = []) => ({
  id,
  type,
  title,
  tags,
})

describe('appDocsPages', () => {
  it("given a Storybook index, should pick the app story files' autodocs pages with their stories", () => {
    const index = {
      entries: Object.fromEntries(
        [
          entry('screens-login--docs', 'docs', 'Screens/Login', ['autodocs']),
          entry('screens-login--default', 'story', 'Screens/Login'),
          entry('screens-login--throttled', 'story', 'Screens/Login'),
          entry('ui-button--docs', 'docs', 'UI/Button', ['autodocs']),
          entry('ui-button--primary', 'story', 'UI/Button'),
          entry('introdução--docs', 'docs', 'Introdução', []),
          entry('session-loading--spinner', 'story', 'Session/Loading'),
        ].map((e) => [e.id, e]),
      ),
    }

    expect(appDocsPages(index)).toEqual([
      {
        id: 'screens-login--docs',
        title: 'Screens/Login',
        storyIds: ['screens-login--default', 'screens-login--throttled'],
      },
    ])
  })
})

describe('docsPagesReport', () => {
  const login: DocsPage = {
    id: 'screens-login--docs',
    title: 'Screens/Login',
    storyIds: ['screens-login--default', 'screens-login--signed-in'],
  }
  const failures = (report: ReturnType<typeof docsPagesReport>) =>
    report.testResults[0]?.assertionResults.flatMap((result) => result.failureMessages) ?? []

  it('given every story finished with success, should pass the page and each story', () => {
    const report = docsPagesReport(
      [
        {
          docsPage: login,
          frameCount: 2,
          finished: [
            { storyId: 'screens-login--default', status: 'success', axeFailed: false },
            { storyId: 'screens-login--signed-in', status: 'success', axeFailed: false },
          ],
          pageErrors: [],
        },
      ],
      1,
    )

    expect(report).toMatchObject({ numTotalTests: 3, numPassedTests: 3, success: true })
  })

  it('given a play that failed in its frame, should fail that story by name', () => {
    const report = docsPagesReport(
      [
        {
          docsPage: login,
          frameCount: 2,
          finished: [
            { storyId: 'screens-login--default', status: 'success', axeFailed: false },
            { storyId: 'screens-login--signed-in', status: 'error', axeFailed: false },
          ],
          pageErrors: [],
        },
      ],
      1,
    )

    expect(report).toMatchObject({ numPassedTests: 2, numFailedTests: 1, success: false })
    expect(failures(report)).toEqual([
      expect.stringMatching(
        /^screens-login--signed-in on the Screens\/Login Docs page finished with status 'error': its play failed there/,
      ),
    ])
  })

  it('given an error from an axe report only, should leave it to the stories suite', () => {
    const report = docsPagesReport(
      [
        {
          docsPage: login,
          frameCount: 2,
          finished: [
            { storyId: 'screens-login--default', status: 'error', axeFailed: true },
            { storyId: 'screens-login--signed-in', status: 'success', axeFailed: false },
          ],
          pageErrors: [],
        },
      ],
      1,
    )

    expect(report.success).toBe(true)
  })

  it('given a story that never finished, should fail it', () => {
    const report = docsPagesReport(
      [
        {
          docsPage: login,
          frameCount: 2,
          finished: [{ storyId: 'screens-login--default', status: 'success', axeFailed: false }],
          pageErrors: [],
        },
      ],
      1,
    )

    expect(failures(report)).toEqual([
      'screens-login--signed-in on the Screens/Login Docs page did not finish (its frame never opened, or its play hung)',
    ])
  })

  it("given Storybook's default page (no story frames), should say how to give the file its page", () => {
    const report = docsPagesReport(
      [{ docsPage: login, frameCount: 0, finished: [], pageErrors: [] }],
      1,
    )

    expect(failures(report)[0]).toBe(
      "Screens/Login: the Docs page shows no story in a frame of its own; an app story file needs parameters.docs.page: AppStoryDocsPage (or tags: ['!autodocs'])",
    )
  })
})
