// Ejected from @storybook/test-runner (`test-storybook --eject`) to give
// jest-playwright Debian's Chromium and the slow-machine timeouts.
import { getJestConfig } from '@storybook/test-runner'
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs'

const testRunnerConfig = getJestConfig()
const jestPlaywright = testRunnerConfig.testEnvironmentOptions?.['jest-playwright'] ?? {}

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // Some stories take ~8 s on a busy 2-core machine; Jest's default is 5 s.
  testTimeout: 60_000,
  // test-runner.ts is loaded by Storybook's ESM loader and also by Jest: the
  // first needs `./x.js` for `./x.ts`, the second needs this mapping back.
  moduleNameMapper: { ...testRunnerConfig.moduleNameMapper, '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...jestPlaywright,
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions(),
    },
  },
}
