import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'

// The blocks' tests run in jsdom (their `@vitest-environment` line); the
// catalogue's and the failures' in node, where there is no DOM to clean.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => {
    cleanup()
  })
}
