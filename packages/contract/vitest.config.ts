import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../vite.shared.ts'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'contract',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
})
