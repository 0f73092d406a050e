// The static Storybook's suite on Playwright Test (storybook-static/, built by
// `npm run build-storybook`): stories.visual.ts, one test per story and theme,
// each picture compared by toHaveScreenshot with its committed baseline,
// .storybook/visual/baselines/<key>.png (README.md, "Visual baselines"); and
// docsPages.visual.ts, one test per app screen's Docs page.
//
//   npm run test:visual [-- -g "Screens/Login"] [-- --update-snapshots]   (builds Storybook first)
//   npx playwright test -c .storybook/visual/playwright.config.ts [-g …] [--update-snapshots]
//   npx playwright show-report .cache/visual-report --host 127.0.0.1
//
// A missing Chromium fails here, when the config loads, with the fix
// (chromiumLaunchOptions); a missing storybook-static/index.json fails as the
// specs load, saying how to build it (paths.ts, storybookIndex).
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs'
import { cache, fontsConf } from './paths'

const launch = chromiumLaunchOptions()

export default defineConfig({
  testDir: '.',
  testMatch: '*.visual.ts',
  globalSetup: './globalSetup.ts',
  // Two browsers, one per core: the pictures wait on conditions, not on time.
  workers: 2,
  fullyParallel: true,
  // A picture that differs is a failure: the report shows before, after and diff.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A play waits up to 30 s for a slow moment of a shared machine, then the
  // page settles for at most 4 s.
  timeout: 45_000,
  outputDir: cache('visual-results'),
  // Missing baselines are not written behind the reviewer's back: a new story
  // fails until `--update-snapshots` (i.e. "changed") writes it.
  updateSnapshots: 'none',
  // Today's keys: <story id>.png, <story id>.parceiro.png (the spec passes the
  // name as a one-element array, which Playwright does not sanitise).
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      // pixelmatch's per-pixel colour threshold; Playwright's pixelmatch
      // ignores anti-aliased pixels. Not a single other pixel may differ.
      threshold: 0.1,
      maxDiffPixels: 0,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  reporter: [
    ['list'],
    // The designers' review page: expected / actual / diff of each failure.
    // PLAYWRIGHT_JSON_OUTPUT_FILE moves the JSON: scripts/test.mjs counts the
    // tests that passed and failed from it.
    ['html', { outputFolder: cache('visual-report'), open: 'never' }],
    ['json', { outputFile: cache('visual-results/report.json') }],
  ],
  use: {
    launchOptions: {
      ...launch,
      // Liberation only, whatever fonts the machine has (README.md, "Why the
      // pictures are the same on every run").
      env: { ...process.env, FONTCONFIG_FILE: fontsConf },
      args: [
        ...launch.args,
        '--font-render-hinting=none',
        '--disable-lcd-text',
        '--force-color-profile=srgb',
        '--hide-scrollbars',
      ],
    },
    // The context (viewport, locale, clock) is one per worker: stories.visual.ts.
  },
})
