// Where the visual suite's pieces live, shared by its config, global setup and tests.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** Under the repository's .cache/. */
export const cache = (path: string) => fromHere(`../../.cache/${path}`)

/** The static Storybook the suite opens (`npm run build-storybook` builds it). */
export const staticDir = fromHere('../../storybook-static')

/** An entry of Storybook's index.json: a story, or a Docs page. */
export interface IndexEntry {
  id: string
  type: string
  title: string
  name: string
  tags?: string[]
}

/**
 * The static Storybook's index.json, which both specs turn into tests; when
 * the build is missing, says how to make it.
 */
export function storybookIndex(): { entries: Record<string, IndexEntry> } {
  const indexFile = join(staticDir, 'index.json')
  if (!existsSync(indexFile)) {
    throw new Error(
      `${indexFile} is missing: build the static Storybook first with \`npm run build-storybook\` (\`npm run test:visual\` builds it, then runs this suite).`,
    )
  }
  return JSON.parse(readFileSync(indexFile, 'utf8'))
}

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
