import { describe, expect, it } from 'vitest'
import { describeLastActive } from './describeLastActive'

const now = Date.parse('2026-11-25T12:00:00Z')
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString()

describe('describeLastActive', () => {
  it.each([
    [ago(0), 'activa agora'],
    [ago(59), 'activa agora'],
    [ago(-30), 'activa agora'],
    [ago(60), 'activa há 1 minuto'],
    [ago(5 * 60), 'activa há 5 minutos'],
    [ago(2 * 60 * 60 + 59), 'activa há 2 horas'],
    [ago(24 * 60 * 60), 'activa ontem'],
    [ago(3 * 24 * 60 * 60), 'activa há 3 dias'],
    [ago(14 * 24 * 60 * 60), 'activa há 2 semanas'],
    ['not a date', 'activa agora'],
  ])('should read %s as %s', (lastActiveAt, expected) => {
    expect(describeLastActive(lastActiveAt, now)).toBe(expected)
  })
})
