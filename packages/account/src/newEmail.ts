/**
 * The rules of a new e-mail address typed in a form: which address counts as
 * another, and, where the backend replaces the address at once (a typo would
 * lock the person out), the second typing that must match the first.
 */
import type { User } from '@conecta/session-machine'
import type { AccountStrings } from './accountStrings.js'
import { newEmailPt } from './strings/newEmailPt.js'

/** The confirmation field's name: never sent, only compared with `email`. */
export const EMAIL_CONFIRMATION_FIELD = 'email_confirmation'

/** Addresses are compared as a person means them: spaces around and capitals do not count. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

/** Whether `typed` is another address than `current` (an empty field is none). */
export function isOtherEmail(typed: string, current: string | null): boolean {
  return typed.trim() !== '' && (current === null || !sameEmail(typed, current))
}

export interface NewEmailReading {
  /** The address as it will be sent: trimmed. */
  email: string
  /** Field errors the person must fix before anything is sent; `null` when none. */
  errors: Record<string, string[]> | null
}

/**
 * Reads `email` (and, when `typeTwice`, its confirmation) from a submitted
 * form. The confirmation is asked only for another address than `current`,
 * as the form shows it; its refusals are said in `strings` (Portuguese by
 * default).
 */
export function readNewEmail(
  data: FormData,
  current: string | null,
  typeTwice: boolean,
  strings: Pick<AccountStrings, 'newEmail'> = { newEmail: newEmailPt },
): NewEmailReading {
  const typed = String(data.get('email') ?? '')
  const email = typed.trim()
  if (!typeTwice || !isOtherEmail(typed, current)) return { email, errors: null }
  const again = String(data.get(EMAIL_CONFIRMATION_FIELD) ?? '')
  if (again.trim() === '') {
    return { email, errors: { [EMAIL_CONFIRMATION_FIELD]: [strings.newEmail.confirmationMissing] } }
  }
  if (!sameEmail(again, typed)) {
    return {
      email,
      errors: { [EMAIL_CONFIRMATION_FIELD]: [strings.newEmail.confirmationMismatch] },
    }
  }
  return { email, errors: null }
}

/**
 * Whether a change of address waits for its link: the backend keeps the
 * change pending (its user carries `pending_email`) and the current address
 * is verified. Otherwise a new address replaces the old at once, unverified,
 * and must be typed twice.
 */
export function emailChangeWaitsForLink(user: User): boolean {
  return 'pending_email' in user && user.email_verified_at !== null
}
