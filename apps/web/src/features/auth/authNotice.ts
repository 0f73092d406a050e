/** A message handed to /login through the history state, e.g. after a password reset. */
export interface AuthNotice {
  message: string
  /** Prefills the e-mail field. */
  email?: string
}

export function authNoticeState(notice: AuthNotice): { authNotice: AuthNotice } {
  return { authNotice: notice }
}

/** The notice in a location's state, if it holds one of ours. */
export function readAuthNotice(state: unknown): AuthNotice | null {
  if (typeof state !== 'object' || state === null || !('authNotice' in state)) return null
  const notice = state.authNotice
  if (typeof notice !== 'object' || notice === null || !('message' in notice)) return null
  if (typeof notice.message !== 'string') return null
  const email = 'email' in notice && typeof notice.email === 'string' ? notice.email : undefined
  return { message: notice.message, email }
}
