import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../vite.shared.ts'

// vanilla-extract must run here too, or `.css.ts` imports fail with
// "Styles were unable to be assigned to a file" (toolchain.md).
export default defineProject({
  ...sourceConditions,
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // One jsdom and one module graph per worker, not per file: creating them
    // cost about 4 s a file on a 2-core machine, most of this project's time.
    // The setup file still runs for every file and resets the DOM and storage.
    isolate: false,
  },
})
