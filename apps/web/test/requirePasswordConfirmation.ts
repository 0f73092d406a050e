import { isPasswordConfirmed, type MockStore } from '@conecta/mocks'
import { HttpResponse, http, type RequestHandler } from 'msw'

/**
 * Puts a route of the store's handlers behind Laravel's `password.confirm`, as
 * a backend may (docs/api-contract.md#password-confirmation): 423 until a
 * session of the store confirmed the password (`POST /user/confirm-password`,
 * the store's own handler) within the last 3 hours, then the store answers.
 * The demo API guards only the two-factor and browser-session routes, so a
 * test or story of today's screens uses this in front of the store's handlers.
 */
export function requirePasswordConfirmation(
  storeOrGetter: MockStore | (() => MockStore),
  method: 'post' | 'put' | 'delete',
  url: string,
): RequestHandler {
  return http[method](url, () => {
    // A story's store is replaced on every run, so a story hands a getter.
    const store = typeof storeOrGetter === 'function' ? storeOrGetter() : storeOrGetter
    // The store's own guard of `confirmPassword` routes, for any signed-in session of its.
    const confirmed = [...store.sessions.values()].some(
      (session) => session.userId !== null && isPasswordConfirmed(store, session),
    )
    if (confirmed) return undefined
    return HttpResponse.json({ message: 'Password confirmation required.' }, { status: 423 })
  })
}
