import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { takePendingToasts } from '../src/toast/toastBus'
import { mswServer } from './mswServer'

// Some test files run in node (`@vitest-environment node`): no DOM there.
const hasDom = typeof window !== 'undefined'

// Screen tests type and click through whole flows; on a shared 2-core machine
// the default 5 s is too tight for them.
vi.setConfig({ testTimeout: 20_000 })
// findBy*/waitFor give up after 1 s by default: under the full suite's load a
// route's lazy modules alone can take longer to load (a redirect to /login
// then fails although it happens), as in Storybook's preview.
configure({ asyncUtilTimeout: 5000 })

beforeAll(() => {
  mswServer.listen({ onUnhandledRequest: 'error' })
})

afterEach(() => {
  if (hasDom) {
    cleanup()
    // What a test wrote into the page itself, beside what Testing Library rendered, goes too:
    // the next files of this worker share the document (isolate: false).
    document.body.innerHTML = ''
  }
  mswServer.resetHandlers()
  takePendingToasts()
  if (hasDom) {
    localStorage.clear()
    sessionStorage.clear()
  }
})

afterAll(() => {
  mswServer.close()
})

// jsdom lacks the pointer-capture and scrolling APIs Radix calls on pointer events.
if (hasDom && !Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false
  Element.prototype.releasePointerCapture = () => {}
}
if (hasDom && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {}
