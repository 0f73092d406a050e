// Where the visual suite's pieces live, shared by its config, global setup and tests.
import { fileURLToPath } from 'node:url'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** Under the repository's .cache/. */
export const cache = (path: string) => fromHere(`../../.cache/${path}`)

/** The static Storybook the pictures are taken from (scripts/test-visual.mjs builds it). */
export const staticDir = fromHere('../../storybook-static')

/** The committed pictures, `<key>.png` (scripts/visual/shots.mjs, baselineFile). */
export const baselinesDir = fromHere('./baselines')

/** Which Chromium took the baselines. */
export const manifestFile = fromHere('./baselines.json')

/**
 * The browser's fontconfig (scripts/visual/shots.mjs, fontconfigFile), written
 * by the global setup: outside the output folder, which Playwright empties
 * when the run starts.
 */
export const fontsConf = cache('visual-fontconfig/fonts.conf')

/** The global setup's Storybook address, for the workers Playwright starts after it. */
export const STORYBOOK_URL_ENV = 'CONECTA_VISUAL_STORYBOOK_URL'
