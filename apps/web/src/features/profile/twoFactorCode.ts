/** A code as people paste it ("123 456", "123-456", with a newline) reduced to its digits' string. */
export function normaliseTwoFactorCode(typed: string): string {
  return typed.replace(/[\s-]/g, '')
}

export const isSixDigits = (code: string): boolean => /^\d{6}$/.test(code)

/** The secret in groups of four, as a person types it into their app: "JBSW Y3DP EHPK 3PXP". */
export function groupSecretKey(secretKey: string): string {
  return (secretKey.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ')
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
    '',
    ...codes,
    '',
  ].join('\n')
}
