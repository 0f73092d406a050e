import { describe, expect, it } from 'vitest'
import {
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
      '',
      'aaaa-bbbb',
      'cccc-dddd',
      '',
    ])
  })
})
