import type { SessionSnapshot, SignedOutReason } from './sessionMachine.js'

/** Why the user was last forgotten, for the message on the way to /login. */
export function selectSignedOutReason(snapshot: SessionSnapshot): SignedOutReason | null {
  return snapshot.context.signedOutReason
}
