// The JSON reports the suites of `npm test` write, read one way: Jest's format (Vitest,
// the Storybook runner) or Playwright Test's (the visual and end-to-end suites).
import { stripVTControlCharacters } from 'node:util'

/**
 * Passed, failed and skipped tests of a report. Playwright Test's `stats` count tests by
 * outcome: `expected` passed, `unexpected` failed, `flaky` passed only on a retry (there are
 * none: the suites have no retries), and an error outside any test (a global setup that threw)
 * fails the run too.
 * @param {any} json a parsed JSON report of either format, read field by field (hence any)
 */
export function countsOf(json) {
  if (json.stats && typeof json.stats.expected === 'number') {
    return {
      passed: json.stats.expected,
      failed: json.stats.unexpected + json.stats.flaky + (json.errors?.length ?? 0),
      skipped: json.stats.skipped,
    }
  }
  return {
    passed: json.numPassedTests ?? 0,
    failed: (json.numFailedTests ?? 0) + (json.numRuntimeErrorTestSuites ?? 0),
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  }
}

/**
 * The failed tests of a report: where (file and titles) and the first error's message.
 * @param {any} json a parsed JSON report of either format, read field by field (hence any)
 * @returns {{ where: string, message: string }[]}
 */
function failedTests(json) {
  /** @param {unknown} message */
  const text = (message) => stripVTControlCharacters(String(message ?? ''))
  /** @type {{ where: string, message: string }[]} */
  const failed = []
  if (Array.isArray(json.suites)) {
    /** @param {any} suite @param {string[]} titles */
    const walk = (suite, titles) => {
      const here = suite.title ? [...titles, suite.title] : titles
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected' && test.status !== 'flaky') continue
          const results = test.results ?? []
          const error = results.at(-1)?.errors?.[0]?.message ?? results.at(-1)?.error?.message
          const project = test.projectName ? `[${test.projectName}] ` : ''
          failed.push({
            where: `${project}${[...here, spec.title].join(' › ')}`,
            message: text(error),
          })
        }
      }
      for (const child of suite.suites ?? []) walk(child, here)
    }
    for (const suite of json.suites) walk(suite, [])
    for (const error of json.errors ?? [])
      failed.push({ where: 'outside any test', message: text(error.message) })
    return failed
  }
  for (const file of json.testResults ?? []) {
    const tests = (file.assertionResults ?? []).filter(
      (/** @type {any} */ test) => test.status === 'failed',
    )
    for (const test of tests) {
      failed.push({ where: test.fullName, message: text(test.failureMessages?.[0]) })
    }
    if (tests.length === 0 && file.status === 'failed') {
      failed.push({ where: file.name, message: text(file.message) })
    }
  }
  return failed
}

/** @param {string} message @returns {string[]} its lines with text, trimmed at the end */
const linesOf = (message) =>
  message
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')

/**
 * The failed tests of a report, a line each: where (file and titles) and the first line of
 * the first error. The summary repeats them, so the end of a long run (all a CI page may
 * keep) still names what failed.
 * @param {any} json a parsed JSON report of either format, read field by field (hence any)
 * @returns {string[]}
 */
export function failuresOf(json) {
  return failedTests(json).map(
    ({ where, message }) => `${where}: ${linesOf(message)[0]?.trim() ?? ''}`,
  )
}

/**
 * The failed tests of a report with the start of their error (at most `maxLines` lines):
 * what the page or the DOM held when a wait gave up. Printed just before the summary, so
 * the end of a long run (all a CI page may keep) shows why a test failed, not only which.
 * @param {any} json a parsed JSON report of either format, read field by field (hence any)
 * @param {number} maxLines
 * @returns {string[]}
 */
export function failureDetailsOf(json, maxLines) {
  return failedTests(json).flatMap(({ where, message }) => {
    const lines = linesOf(message)
    const shown = lines.slice(0, maxLines).map((line) => `    ${line}`)
    const more = lines.length > maxLines ? [`    … ${lines.length - maxLines} more lines`] : []
    return [`✘ ${where}`, ...shown, ...more]
  })
}
