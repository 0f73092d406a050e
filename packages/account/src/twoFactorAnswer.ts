import type { TwoFactorAnswer } from '@conecta/session-machine'
import type { AccountStrings } from './accountStrings.js'
import { twoFactorPt } from './strings/twoFactorPt.js'
import { isSixDigits, normaliseTwoFactorCode } from './twoFactorCode.js'

/** Which answer the person gives: the app's 6 digits or a recovery code. */
export type TwoFactorAnswerKind = 'code' | 'recovery_code'

// A pasted recovery code may carry spaces around it: the field keeps what was typed, the spaces
// are left out of what is sent.
const withoutSpaces = (value: string) => value.replace(/\s+/g, '')

/**
 * Fortify compares a recovery code as the exact string it issued, two halves
 * of 10 joined by a dash: the same 20 letters and digits typed without it are
 * that code too. Nothing else is changed, the letters' case least of all.
 */
const asRecoveryCode = (value: string) =>
  /^[A-Za-z0-9]{20}$/.test(value) ? `${value.slice(0, 10)}-${value.slice(10)}` : value

/**
 * What was typed as the answer to a two-factor challenge, checked before it is
 * sent (each call counts against the server's 5 a minute): the answer to send,
 * or why it is refused, in the catalogue's words.
 */
export function readTwoFactorAnswer(
  typed: string,
  kind: TwoFactorAnswerKind,
  strings: Pick<AccountStrings, 'twoFactor'> = { twoFactor: twoFactorPt },
): { answer: TwoFactorAnswer } | { refused: string } {
  if (kind === 'recovery_code') {
    const value = withoutSpaces(typed)
    return value === ''
      ? { refused: strings.twoFactor.recoveryRefused }
      : { answer: { recovery_code: asRecoveryCode(value) } }
  }
  // The app's code as the two-factor set-up reads it: "123 456" and "123-456" are 123456.
  const code = normaliseTwoFactorCode(typed)
  return isSixDigits(code) ? { answer: { code } } : { refused: strings.twoFactor.codeRefused }
}
