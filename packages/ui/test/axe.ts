import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Runs axe-core on `container` and fails the test with a readable list of
 * violations (rule id, help text and the offending selectors).
 *
 * `color-contrast` is off because jsdom has no layout or computed colours, so
 * axe can only guess; contrast is checked on the tokens themselves
 * (theme/tokens.test.ts) and in the browser by Storybook's a11y addon.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false } },
  })
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
      violation.nodes.map((node) => `  - ${node.target.join(' ')}`).join('\n'),
  )
  expect(summary, 'axe-core violations').toEqual([])
}
