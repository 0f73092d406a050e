import { sessionCookieName } from '@conecta/session-machine'
import { describe, expect, it } from 'vitest'
import { assertValidEnv, DEFAULT_PRODUCT_NAME, DEMO_API_URL, validateEnv } from './validateEnv'

describe('validateEnv', () => {
  it('given nothing set, should use the demo API and the product name Conecta', () => {
    expect(validateEnv({})).toEqual({
      ok: true,
      env: { apiUrl: DEMO_API_URL, productName: DEFAULT_PRODUCT_NAME, usesDemoApi: true },
    })
    expect(validateEnv({ VITE_API_URL: '  ', VITE_PRODUCT_NAME: '' })).toMatchObject({
      ok: true,
      env: { apiUrl: 'http://127.0.0.1:8000', productName: 'Conecta' },
    })
  })

  it.each([
    ['https://api.conecta.co.mz', 'https://api.conecta.co.mz'],
    ['https://api.conecta.co.mz/', 'https://api.conecta.co.mz'],
    ['http://127.0.0.1:8000', 'http://127.0.0.1:8000'],
    ['HTTPS://API.Example.CO.MZ:443', 'https://api.example.co.mz'],
  ])('given VITE_API_URL=%j, should keep the origin %j', (value, origin) => {
    expect(validateEnv({ VITE_API_URL: value })).toMatchObject({
      ok: true,
      env: { apiUrl: origin, usesDemoApi: false },
    })
  })

  it.each([
    ['https://conecta.co.mz/backend', 'https://conecta.co.mz/backend'],
    ['https://conecta.co.mz/backend/', 'https://conecta.co.mz/backend'],
    ['/backend', '/backend'],
    ['/backend/', '/backend'],
    [' /laravel/api ', '/laravel/api'],
  ])('given VITE_API_URL=%j (an API under a prefix), should keep %j', (value, apiUrl) => {
    expect(validateEnv({ VITE_API_URL: value })).toMatchObject({
      ok: true,
      env: { apiUrl, usesDemoApi: false },
    })
  })

  it.each([
    ['api.conecta.co.mz', /absolute http\(s\) address.*or a path such as \/backend/],
    ['ftp://api.conecta.co.mz', /http: or https:/],
    ['https://user:secret@api.conecta.co.mz', /user name or password/],
    [
      'https://api.conecta.co.mz/?x=1',
      /without a query.*Did you mean "https:\/\/api.conecta.co.mz"/,
    ],
    [
      'https://api.conecta.co.mz/api#x',
      /without a query.*Did you mean "https:\/\/api.conecta.co.mz\/api"/,
    ],
    ['/', /\/login is both a page and an API route.*VITE_API_URL=\/backend/],
    ['/backend?x=1', /plain segments/],
    ['/back end', /plain segments/],
    ['/backend/../login', /plain segments/],
  ])('given VITE_API_URL=%j, should fail with a clear message', (value, message) => {
    const result = validateEnv({ VITE_API_URL: value })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors.join('\n')).toMatch(message)
  })

  it.each([['!!!'], ['---'], ['<b>Loja</b>'], ['x'.repeat(61)]])(
    'given VITE_PRODUCT_NAME=%j, should fail',
    (value) => {
      expect(validateEnv({ VITE_PRODUCT_NAME: value }).ok).toBe(false)
    },
  )

  it.each([
    ['Conecta', 'conecta_session'],
    ['Minha Loja', 'minha_loja_session'],
    ['Conexão', 'conexao_session'],
  ])('given VITE_PRODUCT_NAME=%j, should be accepted and give the cookie %j', (name, cookie) => {
    const result = validateEnv({ VITE_PRODUCT_NAME: name })
    expect(result).toMatchObject({ ok: true, env: { productName: name } })
    expect(sessionCookieName(name)).toBe(cookie)
  })

  it('given two bad values, should list both in one thrown error', () => {
    expect(() => assertValidEnv({ VITE_API_URL: 'nope', VITE_PRODUCT_NAME: '***' })).toThrow(
      /Invalid build configuration:\n {2}- VITE_API_URL.*\n {2}- VITE_PRODUCT_NAME/s,
    )
  })
})
