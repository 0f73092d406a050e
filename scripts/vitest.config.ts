import { defineProject } from 'vitest/config'
import { sourceConditions } from '../vite.shared'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'scripts',
    environment: 'node',
    globals: true,
    include: ['**/*.test.ts'],
  },
})
