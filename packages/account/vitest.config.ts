import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../vite.shared.ts'

// The catalogue and the failures run in node; the React tests say
// `@vitest-environment jsdom` and need vanilla-extract for the kit's `.css.ts`.
export default defineProject({
  ...sourceConditions,
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    name: 'account',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
})
