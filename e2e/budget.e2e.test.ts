// The size budget (bench/budget.json) against the build this run made: the
// check `npm run bench -- --check` makes on its own build, here without a
// second build. Sizes only; the bench's Lighthouse figures are never a test.
import {
  BUDGET_FILE,
  compareWithBudget,
  measureInitialJs,
  readBudget,
} from '../bench/lib/budget.mjs'
import { expect, test } from './support/browser'

test.describe('initial JavaScript budget of the public pages', () => {
  test('given the build, after measuring every pre-rendered page, should keep each within 5 % of bench/budget.json', async ({
    deployment,
  }) => {
    const { distDir } = deployment.appBuild
    const comparison = compareWithBudget(
      await measureInitialJs(distDir),
      await readBudget(BUDGET_FILE),
    )

    expect(comparison.failures).toEqual([])
  })
})
