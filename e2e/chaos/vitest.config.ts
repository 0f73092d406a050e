// The chaos suite's own logic without a browser (its invariants), as a
// project of the root config, so `npm run test:unit` runs it. The walk itself
// is an end-to-end test (e2e/chaos.e2e.test.ts).
import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'chaos',
    environment: 'node',
    include: ['*.test.ts'],
  },
})
