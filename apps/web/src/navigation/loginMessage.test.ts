import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  loginMessage,
  NEUTRAL_LOGIN_MESSAGE,
  SESSION_ENDED_MESSAGE,
  SIGNED_OUT_ELSEWHERE_MESSAGE,
} from './loginMessage'
import { NOT_AUTHENTICATED_MESSAGE } from './paths'

describe('loginMessage', () => {
  it.each([NOT_AUTHENTICATED_MESSAGE, SESSION_ENDED_MESSAGE, SIGNED_OUT_ELSEWHERE_MESSAGE])(
    'given the app’s own %j, should show it as written',
    (message) => {
      expect(loginMessage(message)).toBe(message)
    },
  )

  it.each([
    ['Conta suspensa, ligue para 84 000 0000'],
    ['<img src=x onerror=alert(1)>'],
    [`${NOT_AUTHENTICATED_MESSAGE}. Ligue para 84 000 0000`],
  ])('given a foreign %j, should show the neutral default', (message) => {
    expect(loginMessage(message)).toBe(NEUTRAL_LOGIN_MESSAGE)
  })

  it('given nothing, should show nothing', () => {
    expect(loginMessage(null)).toBeNull()
    expect(loginMessage('')).toBeNull()
    expect(loginMessage('  ')).toBeNull()
  })

  it('given any text, should show one of the app’s own texts or nothing', () => {
    const own = [
      NOT_AUTHENTICATED_MESSAGE,
      SESSION_ENDED_MESSAGE,
      SIGNED_OUT_ELSEWHERE_MESSAGE,
      NEUTRAL_LOGIN_MESSAGE,
      null,
    ]
    fc.assert(fc.property(fc.string(), (text) => own.includes(loginMessage(text))))
  })
})
