import '@testing-library/jest-dom/vitest'
import { afterEach, vi } from 'vitest'

// The blocks' tests sign a person in through a real session, client and the
// contract's handlers, as the app's screen tests do (apps/web/test/setup.ts),
// and with the same limits: with the whole unit suite on a shared 2-core
// machine, one such flow took 5.4 s (1.2 s alone), past Vitest's default 5 s.
vi.setConfig({ testTimeout: 20_000 })

// The blocks' tests run in jsdom (their `@vitest-environment` line); the
// catalogue's and the failures' in node, where there is no DOM to clean.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react')
  // findBy*/waitFor: 5 s, not 1 s, for the same reason.
  configure({ asyncUtilTimeout: 5000 })
  afterEach(() => {
    cleanup()
  })
}
