/** A code as people paste it ("123 456", "123-456", with a newline) reduced to its digits' string. */
export function normaliseTwoFactorCode(typed: string): string {
  return typed.replace(/[\s-]/g, '')
}

export const isSixDigits = (code: string): boolean => /^\d{6}$/.test(code)

/** The secret in groups of four, as a person types it into their app: "JBSW Y3DP EHPK 3PXP". */
export function groupSecretKey(secretKey: string): string {
  return (secretKey.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ')
}

/**
 * Fortify compares a recovery code as an exact string (`hash_equals`): an
 * `a` typed for an `A` is refused.
 */
export const RECOVERY_CODES_CASE_NOTE =
  'As letras maiúsculas e minúsculas contam: escreva cada código exactamente como aparece.'

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

/** The recovery codes as the downloaded or shared text: what they are, then one code a line. */
export function recoveryCodesText(
  productName: string,
  email: string,
  codes: readonly string[],
): string {
  return [
    `Códigos de recuperação de ${productName} (${email})`,
    'Cada código serve uma vez para entrar sem o código da aplicação de autenticação.',
    'Guarde-os num lugar seguro.',
    RECOVERY_CODES_CASE_NOTE,
    '',
    ...codes,
    '',
  ].join('\n')
}
