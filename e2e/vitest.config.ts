// The end-to-end suite: its own Vitest project, outside the root config's
// `projects`, so `vitest run` (the unit tests) never starts a browser.
//
//   node_modules/.bin/vitest run --config e2e/vitest.config.ts
//   node scripts/test-e2e.mjs [--report <file.json>]
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { sourceConditions } from '../vite.shared.ts'

export default defineConfig({
  // globalSetup imports the demo API's TypeScript sources (@conecta/mocks, which
  // imports @conecta/contract). Vitest runs globalSetup in its own environment,
  // `__vitest__`, which takes neither `resolve` nor `ssr.resolve`: without the
  // "source" condition there, @conecta/contract would resolve to a dist/ that
  // is never built in the workspace.
  ...sourceConditions,
  environments: { __vitest__: { resolve: sourceConditions.ssr.resolve } },
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Vitest's cache with the other build output, not in e2e/node_modules.
  cacheDir: fileURLToPath(new URL('../.cache/e2e/vite', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./globalSetup.ts'],
    // One browser at a time: two shared cores, and timing-sensitive pages
    // (a countdown, a payment delay) must not starve each other.
    fileParallelism: false,
    // Generous limits for a loaded machine; every wait inside is a condition.
    testTimeout: 45_000,
    hookTimeout: 30_000,
    teardownTimeout: 10_000,
  },
})
