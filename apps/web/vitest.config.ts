import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../vite.shared.ts'

export default defineProject({
  ...sourceConditions,
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'server/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // As in packages/ui: one jsdom and module graph per worker, not per file
    // (the setup file resets the DOM, storage, MSW handlers and toasts per file).
    // So no vi.mock of a module: an earlier file in the same worker may have
    // loaded the real one already (authApi.test.ts failed so, depending on the
    // order); hand the test double in instead (createSessionCalls(client)).
    isolate: false,
  },
})
