import { describe, expect, it } from 'vitest'
import { isProfileTab, loginPath, NOT_AUTHENTICATED_MESSAGE, passwordResetPath } from './paths'

describe('loginPath', () => {
  it('given a full address and the spec message, should percent-encode both with encodeURIComponent', () => {
    const path = loginPath({
      returnUrl: 'http://127.0.0.1:4173/profile/security?a=1&b=2#x',
      errorMessage: NOT_AUTHENTICATED_MESSAGE,
    })
    expect(path).toBe(
      '/login?returnUrl=http%3A%2F%2F127.0.0.1%3A4173%2Fprofile%2Fsecurity%3Fa%3D1%26b%3D2%23x&errorMessage=Voc%C3%AA%20n%C3%A3o%20est%C3%A1%20autenticado',
    )
    const search = new URLSearchParams(path.slice(path.indexOf('?')))
    expect(search.get('returnUrl')).toBe('http://127.0.0.1:4173/profile/security?a=1&b=2#x')
    expect(search.get('errorMessage')).toBe('Você não está autenticado')
  })

  it('given nothing, should be plain /login', () => {
    expect(loginPath()).toBe('/login')
  })
})

describe('passwordResetPath', () => {
  it('given a token and an e-mail, should build the reset mail link', () => {
    expect(passwordResetPath('a/b', 'ana+1@exemplo.co.mz')).toBe(
      '/password-reset/a%2Fb?email=ana%2B1%40exemplo.co.mz',
    )
  })
})

describe('isProfileTab', () => {
  it('should know security and subscription only', () => {
    expect(isProfileTab('security')).toBe(true)
    expect(isProfileTab('subscription')).toBe(true)
    expect(isProfileTab('account')).toBe(false)
    expect(isProfileTab('Security')).toBe(false)
    expect(isProfileTab(undefined)).toBe(false)
  })
})
