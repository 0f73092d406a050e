import { defineProject } from 'vitest/config'
import { sourceConditions } from '../vite.shared.ts'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'scripts',
    environment: 'node',
    globals: true,
    include: ['**/*.test.ts'],
  },
})
