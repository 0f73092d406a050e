// Serves the static Storybook (`storybook-static/`, built first when missing or
// with --build) on 127.0.0.1, the way designers open it without the dev
// server. Opening storybook-static/index.html from the disk shows a blank page:
// browsers block the module scripts of `file://` pages.
//
//   npm run storybook:static [-- --build] [-- --port 6007]
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { serveStatic } from './lib/serveStatic.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const staticDir = join(root, 'storybook-static')

const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.STORYBOOK_PORT ?? '6007' },
  },
})

if (values.build || !existsSync(join(staticDir, 'index.json'))) {
  console.log('storybook: building the static Storybook (about a minute)…')
  const { status } = spawnSync(
    join(root, 'node_modules', '.bin', 'storybook'),
    ['build', '--quiet', '-o', staticDir],
    { cwd: root, stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
  )
  if (status !== 0) process.exit(status ?? 1)
}

const server = await serveStatic(staticDir, { port: Number(values.port) })
console.log(`Storybook: ${server.url}  (Ctrl-C stops it)`)
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, async () => {
    await server.close()
    process.exit(0)
  })
}
