import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../vite.shared.ts'

// The machine, rules and strings run in node; the checkout's React tests say
// `@vitest-environment jsdom` and need vanilla-extract for its `.css.ts`.
export default defineProject({
  ...sourceConditions,
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    name: 'mpesa',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
})
