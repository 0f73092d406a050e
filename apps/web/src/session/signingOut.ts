let signOuts = 0

/**
 * Marks this tab as signing the person out, from the moment POST /logout
 * leaves until the session has been told; returns what ends the mark (safe
 * to call twice). A user fetch answered 401 meanwhile (one the session client
 * sent again after the log-out, because the cookie it carried predates it) is
 * what the person asked for: no prompt to log in.
 */
export function beginSigningOut(): () => void {
  signOuts += 1
  let ended = false
  return () => {
    if (ended) return
    ended = true
    signOuts -= 1
  }
}

/** True while a sign-out of this tab is under way. */
export function isSigningOut(): boolean {
  return signOuts > 0
}
