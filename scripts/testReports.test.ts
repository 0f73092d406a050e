import { countsOf, failureDetailsOf, failuresOf } from './lib/testReports.mjs'

/** A Playwright Test JSON report, cut to the fields read, as `--reporter=json` writes it. */
const playwrightReport = {
  stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
  errors: [],
  suites: [
    {
      title: 'a.spec.ts',
      specs: [],
      suites: [
        {
          title: 'group',
          specs: [
            {
              title: 'fails',
              tests: [
                {
                  projectName: 'p1',
                  status: 'unexpected',
                  results: [
                    {
                      status: 'failed',
                      errors: [
                        {
                          message:
                            'Error: one is two\n\n\u001b[2mexpect(\u001b[22mreceived).toBe(expected)\n\nExpected: 2',
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              title: 'passes',
              tests: [{ projectName: 'p1', status: 'expected', results: [{ status: 'passed' }] }],
            },
          ],
        },
      ],
    },
  ],
}

/** A Jest-format report (Vitest, the Storybook runner), cut to the fields read. */
const jestReport = {
  numPassedTests: 1,
  numFailedTests: 1,
  numRuntimeErrorTestSuites: 1,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [
    {
      name: '/repo/stories/Login.stories.tsx',
      status: 'failed',
      assertionResults: [
        {
          fullName: 'Screens/Login Filled play-test',
          status: 'failed',
          failureMessages: [
            '\n\u001b[31mTestingLibraryElementError: Unable to find role "alert"\nmore',
          ],
        },
        { fullName: 'Screens/Login Empty play-test', status: 'passed', failureMessages: [] },
      ],
    },
    {
      name: '/repo/stories/Broken.stories.tsx',
      status: 'failed',
      message: 'SyntaxError: Unexpected token\n  at line 3',
      assertionResults: [],
    },
  ],
}

describe('countsOf and failuresOf', () => {
  it('given a Playwright Test report, should count its tests and name the failed one with its project, titles and first error line', () => {
    expect(countsOf(playwrightReport)).toEqual({ passed: 1, failed: 1, skipped: 0 })
    expect(failuresOf(playwrightReport)).toEqual([
      '[p1] a.spec.ts › group › fails: Error: one is two',
    ])
  })

  it('given a Playwright Test report with an error outside any test, should count and name it', () => {
    const report = {
      ...playwrightReport,
      errors: [{ message: 'Error: globalSetup threw\n  at x' }],
    }

    expect(countsOf(report).failed).toBe(2)
    expect(failuresOf(report)).toContain('outside any test: Error: globalSetup threw')
  })

  it('given a Jest-format report, should name each failed test, and a file that failed before any test ran', () => {
    expect(countsOf(jestReport)).toEqual({ passed: 1, failed: 2, skipped: 0 })
    expect(failuresOf(jestReport)).toEqual([
      'Screens/Login Filled play-test: TestingLibraryElementError: Unable to find role "alert"',
      '/repo/stories/Broken.stories.tsx: SyntaxError: Unexpected token',
    ])
  })

  it('given reports where everything passed, should name nothing', () => {
    const passing = { ...playwrightReport, suites: [] }

    expect(failuresOf(passing)).toEqual([])
    expect(failuresOf({ ...jestReport, testResults: [] })).toEqual([])
  })
})

describe('failureDetailsOf', () => {
  it('given a failed test with a long error, should show its first lines without colours, and how many more there were', () => {
    expect(failureDetailsOf(jestReport, 2)).toEqual([
      '✘ Screens/Login Filled play-test',
      '    TestingLibraryElementError: Unable to find role "alert"',
      '    more',
      '✘ /repo/stories/Broken.stories.tsx',
      '    SyntaxError: Unexpected token',
      '      at line 3',
    ])
    expect(failureDetailsOf(jestReport, 1)).toContain('    … 1 more lines')
  })
})
