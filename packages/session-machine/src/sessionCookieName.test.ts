import { describe, expect, it } from 'vitest'
import { sessionCookieName } from './sessionCookieName.js'

describe('sessionCookieName', () => {
  it.each([
    ['Conecta', 'conecta_session'],
    ['Minha Loja', 'minha_loja_session'],
    ['Conexão Móvel', 'conexao_movel_session'],
    ['my-app', 'my_app_session'],
    ['  Hello   World!! ', 'hello_world_session'],
    ['Pay@Home', 'pay_at_home_session'],
    ['Laravel', 'laravel_session'],
  ])('given %j, should be %j as Laravel derives it', (productName, expected) => {
    expect(sessionCookieName(productName)).toBe(expected)
  })
})
