import { describe, expect, it } from 'vitest'
import { sessionCookieName } from './sessionCookieName.js'

// Each expectation is what Laravel's `Str::slug($name, '_').'_session'` gives for that name.
describe('sessionCookieName', () => {
  it.each([
    ['Conecta', 'conecta_session'],
    ['Laravel', 'laravel_session'],
    ['Minha Loja', 'minha_loja_session'],
    ['Pay@Home', 'pay_at_home_session'],
    ['pay @ home', 'pay_at_home_session'],
    ['my.app', 'myapp_session'],
    ['my-app', 'my_app_session'],
    ['my_app', 'my_app_session'],
    ['My App 2', 'my_app_2_session'],
    ['Conexão Móvel', 'conexao_movel_session'],
    ['Pão & Água', 'pao_agua_session'],
    ['São Tomé', 'sao_tome_session'],
    ['Ação Já!', 'acao_ja_session'],
    ['Großmarkt', 'grossmarkt_session'],
    ['Smørrebrød', 'smorrebrod_session'],
    ['Łódź', 'lodz_session'],
    ['  Hello   World!! ', 'hello_world_session'],
    ['--Conecta--', 'conecta_session'],
    ['Café-Bar', 'cafe_bar_session'],
    ['ÉCOLE', 'ecole_session'],
  ])('given %j, should be %j as Laravel derives it', (productName, expected) => {
    expect(sessionCookieName(productName)).toBe(expected)
  })

  it('given any product name, should give a name a cookie can carry', () => {
    for (const name of ['Pay@Home', 'my.app', 'Conexão Móvel', 'a;b=c', 'x,y', '"q"']) {
      expect(sessionCookieName(name)).toMatch(/^[a-z0-9_]+$/)
    }
  })
})
