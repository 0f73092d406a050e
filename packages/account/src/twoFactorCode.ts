import type { TwoFactorSetupStrings } from './accountStrings.js'

/**
 * A code from the authenticator app as people type or paste it ("123 456",
 * "123-456", with a newline) reduced to what is sent: the field keeps what
 * was typed.
 */
export function normaliseTwoFactorCode(typed: string): string {
  return typed.replace(/[\s-]/g, '')
}

export const isSixDigits = (code: string): boolean => /^\d{6}$/.test(code)

/** The secret in groups of four, as a person types it into their app: "JBSW Y3DP EHPK 3PXP". */
export function groupSecretKey(secretKey: string): string {
  return (secretKey.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ')
}

/** A run of a recovery code's characters, all digits or all letters (and the dash). */
export interface RecoveryCodeRun {
  text: string
  digits: boolean
}

/** How many characters a group of a recovery code shows before a gap. */
export const RECOVERY_CODE_GROUP = 5

/**
 * A recovery code ('xxxxxxxxxx-xxxxxxxxxx', Fortify's two halves of 10
 * letters and digits) in groups of five, as a person reads it aloud or types
 * it, each group in runs of digits and of letters, so that the screen can
 * draw the digits apart from the letters they look like (0 and O, 1, l and I:
 * docs/product.md#two-factor-authentication). The dash stays, at the end of
 * its half's last group: it is part of the code.
 */
export function groupRecoveryCode(code: string): RecoveryCodeRun[][] {
  return code
    .split('-')
    .flatMap((half, index, halves) => {
      const groups = half.match(new RegExp(`.{1,${RECOVERY_CODE_GROUP}}`, 'g')) ?? []
      if (index < halves.length - 1 && groups.length > 0) {
        groups[groups.length - 1] = `${groups[groups.length - 1]}-`
      }
      return groups
    })
    .map((group) =>
      (group.match(/\d+|\D+/g) ?? []).map((text) => ({ text, digits: /^\d/.test(text) })),
    )
}

/**
 * The recovery codes as the downloaded or shared text, in the catalogue's
 * words: whose they are, how to use and keep them (capitals count: Fortify
 * compares a code exactly, `hash_equals`), then one code a line.
 */
export function recoveryCodesText(
  words: Pick<TwoFactorSetupStrings, 'fileTitle' | 'fileUse' | 'fileKeep' | 'caseNote'>,
  productName: string,
  email: string,
  codes: readonly string[],
): string {
  return [
    words.fileTitle(productName, email),
    words.fileUse,
    words.fileKeep,
    words.caseNote,
    '',
    ...codes,
    '',
  ].join('\n')
}

/** A piece of a sentence that names characters: plain text, or one character (`{0}`) to draw as the codes do. */
export interface GlyphSentencePart {
  text: string
  glyph: boolean
}

/**
 * A sentence of the catalogue with characters named in braces ("{0} é zero,
 * não a letra {O}") cut into its text and those characters, for a screen that
 * draws each character in the codes' face (a digit in bold).
 */
export function splitGlyphSentence(sentence: string): GlyphSentencePart[] {
  return sentence
    .split(/(\{[^{}]\})/)
    .filter((piece) => piece !== '')
    .map((piece) =>
      /^\{[^{}]\}$/.test(piece)
        ? { text: piece.slice(1, -1), glyph: true }
        : { text: piece, glyph: false },
    )
}
