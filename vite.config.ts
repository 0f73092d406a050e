import { defineConfig } from 'vitest/config'

// The root config only gathers the workspace's test projects; each package
// keeps its own vitest.config.ts (environment, plugins).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'packages/ui/vitest.package.config.ts',
      'scripts/vitest.config.ts',
      'bench/vitest.config.ts',
    ],
  },
})
