import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../vite.shared.ts'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'mpesa',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
})
