import type { TestRunnerConfig } from '@storybook/test-runner'
// Loaded by Node's ESM loader (as main.ts): `.js` maps to the `.ts` file.
import { unhandledRequestsKey } from './unhandledRequests.js'
import { phone } from './viewports.js'

const config: TestRunnerConfig = {
  // Stories are tested at the size designers review them at (preview.tsx).
  async preVisit(page) {
    await page.setViewportSize(phone)
  },
  // Unhandled API requests are errors in tests (docs/architecture.md#rule-10); the MSW
  // worker records them (startMockWorker.ts).
  async postVisit(page, context) {
    const unhandled = await page.evaluate(
      (key) => (window as unknown as Record<string, string[] | undefined>)[key] ?? [],
      unhandledRequestsKey,
    )
    if (unhandled.length > 0) {
      throw new Error(
        `${context.title} › ${context.name} made requests that no MSW handler answers ` +
          `(add them to parameters.msw.handlers):\n  ${unhandled.join('\n  ')}`,
      )
    }
  },
}

export default config
