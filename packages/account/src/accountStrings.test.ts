// @vitest-environment node
import { ApiError } from '@conecta/session-machine'
import { describe, expect, it } from 'vitest'
import { accountEn } from './accountEn.js'
import { type AccountStrings, accountPt, withAccountStrings } from './accountStrings.js'

/** Every text of a catalogue by its path; a function's text for one sample. */
function leaves(value: object, path = ''): Array<[string, string]> {
  return Object.entries(value).flatMap(([key, inner]): Array<[string, string]> => {
    const here = `${path}${key}`
    if (typeof inner === 'string') return [[here, inner]]
    // The failure's two functions are read below, with errors and messages of their own.
    if (here === 'failure.describe' || here === 'failure.loadServerMessages') return []
    if (typeof inner === 'function') return [[here, String(inner('ana@example.co.mz'))]]
    return leaves(inner, `${here}.`)
  })
}

describe('the account strings', () => {
  it('given the English catalogue, should have a text of its own for every Portuguese one', () => {
    const pt = leaves(accountPt)
    const en = new Map(leaves(accountEn))
    expect([...en.keys()]).toEqual(pt.map(([path]) => path))
    for (const [path, text] of pt) {
      expect(en.get(path), path).not.toBe(text)
      expect(en.get(path)?.trim(), path).not.toBe('')
    }
  })

  it("given a failed call, should say it in each language: the session client's Portuguese, and English", async () => {
    const errors = [
      new ApiError({ kind: 'network' }),
      new ApiError({ kind: 'http', status: 429, retryAfterSeconds: 1 }),
      new ApiError({ kind: 'http', status: 503 }),
      new ApiError({ kind: 'http', status: 500 }),
    ]
    expect(errors.map(accountPt.failure.describe)).toEqual(errors.map((error) => error.message))
    expect(errors.map(accountEn.failure.describe)).toEqual([
      'Could not reach the server. Check your internet connection and try again.',
      'Too many attempts. Try again in 1 second.',
      'The website is down for maintenance. It will be back soon.',
      'Something went wrong on the server. Try again later.',
    ])
    const message = 'These credentials do not match our records.'
    expect((await accountPt.failure.loadServerMessages())(message)).toBe(
      'E-mail ou palavra-passe incorrectos.',
    )
    expect((await accountEn.failure.loadServerMessages())(message)).toBe(message)
  })

  it("given a host's own texts, should lay them over the catalogue and leave it as it was", () => {
    const before = JSON.stringify(accountEn)
    const strings = withAccountStrings(accountEn, {
      signIn: { submit: 'Log in' },
      forgotPassword: { sent: (email) => `Check ${email}` },
    })
    expect(
      leaves(strings).filter(([path, text]) => new Map(leaves(accountEn)).get(path) !== text),
    ).toEqual([
      ['signIn.submit', 'Log in'],
      ['forgotPassword.sent', 'Check ana@example.co.mz'],
    ])
    expect(JSON.stringify(accountEn)).toBe(before)
  })

  it('given a key the catalogue does not have, or a locale missing one, should fail the type check', () => {
    // @ts-expect-error: no such text
    withAccountStrings(accountPt, { signIn: { register: 'Registar' } })
    // @ts-expect-error: a locale without `twoFactor` is not a catalogue
    const incomplete: AccountStrings = { ...accountEn, twoFactor: undefined }
    expect(incomplete.locale).toBe('en')
  })
})
