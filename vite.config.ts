import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// The root config only gathers the workspace's test projects; each package
// keeps its own vitest.config.ts (environment, plugins).
export default defineConfig({
  test: {
    // Vitest keeps one core for itself by default; on a 2-core machine that
    // left one worker for the whole suite while the main process mostly waited.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'packages/ui/vitest.package.config.ts',
      'scripts/vitest.config.ts',
      'bench/vitest.config.ts',
      'e2e/chaos/vitest.config.ts',
    ],
  },
})
