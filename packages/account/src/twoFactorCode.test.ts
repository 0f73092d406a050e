// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { accountEn } from './accountEn.js'
import { twoFactorSetupPt } from './strings/twoFactorSetupPt.js'
import {
  groupRecoveryCode,
  groupSecretKey,
  isSixDigits,
  normaliseTwoFactorCode,
  recoveryCodesText,
  splitGlyphSentence,
} from './twoFactorCode.js'

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
    const text = recoveryCodesText(twoFactorSetupPt, 'Conecta', 'ana@exemplo.co.mz', [
      'aaaa-bbbb',
      'cccc-dddd',
    ])
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
    expect(
      recoveryCodesText(accountEn.twoFactorSetup, 'Conecta', 'ana@example.com', ['aaaa-bbbb']),
    ).toBe(
      [
        'Conecta recovery codes (ana@example.com)',
        'Each code signs you in once without the code from the authenticator app.',
        'Keep them somewhere safe.',
        'Capital and small letters count: type each code exactly as it appears.',
        '',
        'aaaa-bbbb',
        '',
      ].join('\n'),
    )
  })
})

describe('splitGlyphSentence', () => {
  it('should cut a sentence into its text and the characters it names, in order', () => {
    expect(splitGlyphSentence('{0} é zero, não a letra {O}.')).toEqual([
      { text: '0', glyph: true },
      { text: ' é zero, não a letra ', glyph: false },
      { text: 'O', glyph: true },
      { text: '.', glyph: false },
    ])
  })

  it('should name the same five characters in every language', () => {
    const named = (sentence: string) =>
      splitGlyphSentence(sentence)
        .filter((part) => part.glyph)
        .map((part) => part.text)
        .sort()
    expect(named(twoFactorSetupPt.glyphs)).toEqual(['0', '1', 'I', 'O', 'l'])
    expect(named(accountEn.twoFactorSetup.glyphs)).toEqual(named(twoFactorSetupPt.glyphs))
  })

  it('should leave a sentence without braces whole, and braces around more than one character as text', () => {
    expect(splitGlyphSentence('Sem nada.')).toEqual([{ text: 'Sem nada.', glyph: false }])
    expect(splitGlyphSentence('{ab}')).toEqual([{ text: '{ab}', glyph: false }])
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
