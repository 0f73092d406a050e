// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { accountEn } from './accountEn.js'
import { EMAIL_CONFIRMATION_FIELD, isOtherEmail, readNewEmail } from './newEmail.js'

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('readNewEmail', () => {
  it('given another address typed twice as a person means it (spaces, capitals), should send it trimmed', () => {
    expect(
      readNewEmail(
        form({ email: ' Ana@Example.co.mz ', [EMAIL_CONFIRMATION_FIELD]: 'ana@example.co.mz' }),
        'ana@exmaple.co.mz',
        true,
      ),
    ).toEqual({ email: 'Ana@Example.co.mz', errors: null })
  })

  it('given the second typing empty or different, should refuse it in the given words', () => {
    const current = 'ana@exmaple.co.mz'
    expect(readNewEmail(form({ email: 'ana@example.co.mz' }), current, true).errors).toEqual({
      [EMAIL_CONFIRMATION_FIELD]: ['Escreva o novo e-mail outra vez, para o confirmar.'],
    })
    expect(
      readNewEmail(
        form({ email: 'ana@example.co.mz', [EMAIL_CONFIRMATION_FIELD]: 'ana@exampel.co.mz' }),
        current,
        true,
        accountEn,
      ).errors,
    ).toEqual({
      [EMAIL_CONFIRMATION_FIELD]: [
        'The two addresses are not the same. Type the same email in both fields.',
      ],
    })
  })

  it('given the same address, or no second typing asked, should ask for none', () => {
    expect(readNewEmail(form({ email: 'ANA@exmaple.co.mz' }), 'ana@exmaple.co.mz', true)).toEqual({
      email: 'ANA@exmaple.co.mz',
      errors: null,
    })
    expect(readNewEmail(form({ email: 'ana@example.co.mz' }), 'ana@exmaple.co.mz', false)).toEqual({
      email: 'ana@example.co.mz',
      errors: null,
    })
    expect(isOtherEmail('  ', 'ana@exmaple.co.mz')).toBe(false)
    expect(isOtherEmail('ana@example.co.mz', null)).toBe(true)
  })
})
