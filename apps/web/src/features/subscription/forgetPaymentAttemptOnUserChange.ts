import { type SessionSnapshot, selectSessionUser } from '@conecta/session-machine'
import { clearPaymentAttempt } from './paymentAttemptKey'
import type { PaymentAttemptStorage } from './paymentAttemptStorage'

/** What this needs of the session actor: its snapshots. */
export interface SessionSnapshotSource {
  getSnapshot(): SessionSnapshot
  subscribe(listener: (snapshot: SessionSnapshot) => void): { unsubscribe(): void }
}

/**
 * Discards the stored payment attempt as soon as the signed-in person is no
 * longer its owner: on any sign-out (account deletion and a 401 included, the
 * session's user becomes `null`) and when another person signs in on this tab.
 * A phone is often shared; an attempt must never outlive its owner's session,
 * or the next login could resume someone else's payment.
 *
 * A user that is `null` before anyone was known (start-up) discards nothing:
 * the attempt may be the reloading owner's, and a read checks the owner anyway.
 *
 * Runs on every page from start-up, so it needs only the storage key
 * (paymentAttemptKey.ts): the attempt's reading and validation come with the
 * subscription tab.
 *
 * @param storage what discards the attempt; the window's sessionStorage by default
 * @returns a function that stops watching
 */
export function forgetPaymentAttemptOnUserChange(
  session: SessionSnapshotSource,
  storage: Pick<PaymentAttemptStorage, 'clear'> = { clear: () => clearPaymentAttempt() },
): () => void {
  let known: string | null = idOf(session.getSnapshot())
  const subscription = session.subscribe((snapshot) => {
    const current = idOf(snapshot)
    if (known !== null && current !== known) storage.clear()
    known = current
  })
  return () => subscription.unsubscribe()
}

function idOf(snapshot: SessionSnapshot): string | null {
  const user = selectSessionUser(snapshot)
  return user === null ? null : String(user.user.id)
}
