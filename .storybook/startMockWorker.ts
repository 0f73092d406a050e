import { isCommonAssetRequest } from 'msw'
import { type SetupWorker, setupWorker } from 'msw/browser'
import { recordUnhandledRequest } from './unhandledRequests'

// Storybook's own files in the dev server and the static build (chunks, the
// story index, docs, HMR); everything else that reaches the network is an API
// call a story forgot to mock.
const storybookRequest =
  /\/(sb-[\w-]+|assets|@id|@fs|virtual:)|\.mdx$|__vite|iframe\.html|index\.json$/

/**
 * Starts MSW for the stories with no handlers of its own (stories bring theirs
 * through `parameters.msw.handlers`). An unhandled API request is logged as an
 * error, fails with a network error in the story, and is recorded so the test
 * runner fails the story (see test-runner.ts).
 */
export async function startMockWorker(): Promise<SetupWorker> {
  const worker = setupWorker()
  await worker.start({
    quiet: true,
    // Relative to iframe.html, so a Storybook published under a sub-path works too.
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || storybookRequest.test(new URL(request.url).pathname)) {
        return
      }
      recordUnhandledRequest(request)
      print.error()
    },
  })
  return worker
}
