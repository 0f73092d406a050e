// Playwright's global setup (.storybook/visual/playwright.config.ts): the
// browser's fontconfig, and the static Storybook served on a free port of
// 127.0.0.1 whose address the workers read (stories.visual.ts,
// docsPages.visual.ts). Not Playwright's `webServer`: that needs its port
// before the server starts, and a free one could only be guessed (probed,
// released, then bound by the server, racing any other run on the machine);
// here the server binds port 0 and says which it got. The fontconfig would
// need a global setup anyway.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { serveStatic } from '../../scripts/lib/serveStatic.mjs'
import { fontconfigFile, liberationDir } from '../../scripts/visual/shots.mjs'
import { fontsConf, STORYBOOK_URL_ENV, staticDir } from './paths'

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(liberationDir)) {
    throw new Error(
      `${liberationDir} is missing: run \`npm run setup -- --browser\` (installs Debian's fonts-liberation).`,
    )
  }
  mkdirSync(dirname(fontsConf), { recursive: true })
  writeFileSync(fontsConf, fontconfigFile(join(dirname(fontsConf), 'cache')))
  const server = await serveStatic(staticDir, { cacheHeaders: true })
  // Playwright starts the workers after the global setup, with its process.env.
  process.env[STORYBOOK_URL_ENV] = server.url
  return () => server.close()
}
