import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeUser } from '../factories/makeUser'
import type { MailMessage } from '../store/MockStore'
import { formatMail } from './formatMail'
import { forTerminal } from './forTerminal'

// What a terminal acts on rather than shows: C0, DEL, C1, line separators, bidi controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for exactly these.
const ACTS_ON_TERMINAL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

/** Characters up to U+206F, the range that holds every control this looks for, and beyond. */
const nearControls = fc.integer({ min: 0, max: 0x2100 }).map((code) => String.fromCharCode(code))

const mailTo = (name: string): MailMessage => ({
  id: '1',
  kind: 'verify-email',
  to: makeUser().email,
  subject: 'Verifique o seu endereço de e-mail',
  text: `Olá ${name}, abra o link para verificar o seu endereço de e-mail.`,
  link: 'http://127.0.0.1:8000/verify-email/1/abc?expires=1&signature=def',
  sent_at: '2025-01-15T09:00:00.000Z',
})

describe('forTerminal', () => {
  it('given any text, should leave nothing a terminal would act on', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: nearControls, maxLength: 40 }),
        (text) => !ACTS_ON_TERMINAL.test(forTerminal(text)),
      ),
    )
  })

  it('given text without control characters, should return it unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        fc.pre(!ACTS_ON_TERMINAL.test(text))
        return forTerminal(text) === text
      }),
    )
    expect(forTerminal('João Muianga 🇲🇿 Ñandú')).toBe('João Muianga 🇲🇿 Ñandú')
  })

  it('given escape sequences and controls, should show each control as \\uXXXX so none acts', () => {
    expect(forTerminal('Ana\u001b[2K\u001b]0;título\u0007\u009b31m')).toBe(
      'Ana\\u001b[2K\\u001b]0;título\\u0007\\u009b31m',
    )
    expect(forTerminal('a\nb\rc\td\u007fe\u0085f\u202eg')).toBe(
      'a\\u000ab\\u000dc\\u0009d\\u007fe\\u0085f\\u202eg',
    )
  })
})

describe('formatMail', () => {
  it('given a name that carries a fake Link line and escapes, should print one Link line, the real one', () => {
    const printed = formatMail(mailTo('Ana\u001b[2K\r\n   Link: http://attacker.example/\u001b[8m'))
    const lines = printed.split('\n')

    expect(lines).toHaveLength(6)
    expect(lines.filter((line) => line.trimStart().startsWith('Link:'))).toEqual([
      '   Link: http://127.0.0.1:8000/verify-email/1/abc?expires=1&signature=def',
    ])
    expect(printed).not.toContain('\u001b')
    expect(lines[3]).toContain(
      'Olá Ana\\u001b[2K\\u000d\\u000a   Link: http://attacker.example/\\u001b[8m,',
    )
  })

  it('given an ordinary Portuguese name, should print it as typed', () => {
    expect(formatMail(mailTo('João Conceição'))).toContain('Olá João Conceição, abra o link')
  })
})
