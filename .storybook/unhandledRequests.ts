// Shared by the preview (which records) and the test-runner hooks (which read
// through page.evaluate): unhandled API requests are errors in tests
// (docs/architecture.md#rule-10), so each one is kept where a test can find it.

/** Name of the window property that lists the current story's unhandled requests. */
export const unhandledRequestsKey = '__conectaUnhandledRequests'

type WithUnhandledRequests = { [unhandledRequestsKey]?: string[] }

export function resetUnhandledRequests(): void {
  ;(globalThis as WithUnhandledRequests)[unhandledRequestsKey] = []
}

export function recordUnhandledRequest(request: Request): void {
  const target = globalThis as WithUnhandledRequests
  target[unhandledRequestsKey] = [
    ...(target[unhandledRequestsKey] ?? []),
    `${request.method} ${request.url}`,
  ]
}
