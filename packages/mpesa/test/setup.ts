import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'

// The checkout's tests run in jsdom (their `@vitest-environment` line); the
// machine's and the rules' in node, where there is no DOM to clean.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => {
    cleanup()
  })
}
