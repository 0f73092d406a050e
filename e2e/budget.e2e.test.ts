// The size budget (bench/budget.json) against the build this run made: the
// check `npm run bench -- --check` makes on its own build, here without a
// second build. Sizes only; the bench's Lighthouse figures are never a test.
import { describe, expect, inject, it } from 'vitest'
import {
  BUDGET_FILE,
  compareWithBudget,
  measureInitialJs,
  readBudget,
} from '../bench/lib/budget.mjs'

const { distDir } = inject('appBuild')

describe('initial JavaScript budget of the public pages', () => {
  it('given the build, after measuring every pre-rendered page, should keep each within 5 % of bench/budget.json', async () => {
    const comparison = compareWithBudget(
      await measureInitialJs(distDir),
      await readBudget(BUDGET_FILE),
    )

    expect(comparison.failures).toEqual([])
  })
})
