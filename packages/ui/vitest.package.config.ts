import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../vite.shared.ts'

// The package as a consumer gets it: builds @conecta/ui, then a plain Vite
// React app that imports dist/ (test/package/app), and checks it in Chromium.
// Kept apart from the 'ui' project: node environment, no vanilla-extract
// plugin, and it takes tens of seconds. The apps under test get our packages
// from their tarballs; the test's own imports (the demo API of
// @conecta/mocks, which the consumers' checkout pays against) resolve to the
// sources with the "source" condition, as everywhere in the workspace: on a
// fresh clone no dist/ exists when the test file is loaded.
export default defineProject({
  ...sourceConditions,
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
