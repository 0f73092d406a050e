import { defineProject } from 'vitest/config'

// The package as a consumer gets it: builds @conecta/ui, then a plain Vite
// React app that imports dist/ (test/package/app), and checks it in Chromium.
// Kept apart from the 'ui' project: node environment, no vanilla-extract
// plugin and no "source" condition, and it takes tens of seconds.
export default defineProject({
  test: {
    name: 'ui-package',
    environment: 'node',
    include: ['test/package/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // One file at a time: each builds packages/ui/dist again (and the build
    // empties it first), so a file checking dist/ beside another's build read
    // an empty folder (publint: FILE_DOES_NOT_EXIST) once Vitest used both cores.
    fileParallelism: false,
  },
})
