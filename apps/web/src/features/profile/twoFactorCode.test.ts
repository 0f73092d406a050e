import { describe, expect, it } from 'vitest'
import {
  groupRecoveryCode,
  groupSecretKey,
  isSixDigits,
  normaliseTwoFactorCode,
  recoveryCodesText,
} from './twoFactorCode'

describe('normaliseTwoFactorCode', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    [' 123-456\n', '123456'],
    ['12 34 56', '123456'],
  ])('should read %j as %s', (typed, code) => {
    expect(normaliseTwoFactorCode(typed)).toBe(code)
    expect(isSixDigits(normaliseTwoFactorCode(typed))).toBe(true)
  })

  it.each(['12345', '1234567', '12345a', ''])('should not take %j for six digits', (typed) => {
    expect(isSixDigits(normaliseTwoFactorCode(typed))).toBe(false)
  })
})

describe('groupSecretKey', () => {
  it('should group the secret in fours, the last group shorter', () => {
    expect(groupSecretKey('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB')
    expect(groupSecretKey('')).toBe('')
  })
})

describe('recoveryCodesText', () => {
  it('should say whose codes they are, then one code a line', () => {
    const text = recoveryCodesText('Conecta', 'ana@exemplo.co.mz', ['aaaa-bbbb', 'cccc-dddd'])
    expect(text.split('\n')).toEqual([
      'Códigos de recuperação de Conecta (ana@exemplo.co.mz)',
      'Cada código serve uma vez para entrar sem o código da aplicação de autenticação.',
      'Guarde-os num lugar seguro.',
      'As letras maiúsculas e minúsculas contam: escreva cada código exactamente como aparece.',
      '',
      'aaaa-bbbb',
      'cccc-dddd',
      '',
    ])
  })
})

describe('groupRecoveryCode', () => {
  /** The groups as text, a digit run in brackets. */
  const drawn = (code: string) =>
    groupRecoveryCode(code).map((group) =>
      group.map((run) => (run.digits ? `[${run.text}]` : run.text)).join(''),
    )

  it("should show Fortify's two halves in groups of five, the dash kept after the first", () => {
    expect(drawn('AbCdEfGhIj-KlMnOpQrSt')).toEqual(['AbCdE', 'fGhIj-', 'KlMnO', 'pQrSt'])
  })

  it('should set every digit apart from the letters it looks like', () => {
    expect(drawn('O0lI1xx10O-0OOO0l1Il1')).toEqual([
      'O[0]lI[1]',
      'xx[10]O-',
      '[0]OOO[0]',
      'l[1]Il[1]',
    ])
  })

  it('should keep every character of the code, in order', () => {
    const code = 'Q7w0Ol1IzZ-9aB0c1DeF2g'
    expect(
      groupRecoveryCode(code)
        .flat()
        .map((run) => run.text)
        .join(''),
    ).toBe(code)
  })
})
