import { describe, expect, it } from 'vitest'
import type { ThemeTokens } from './contract.css'
import { contrastRatio } from './contrast'
import { conectaTokens, parceiroTokens } from './tokens'

type ColorName = keyof ThemeTokens['color']

// Foreground/background pairs that the components actually draw, with the
// WCAG AA minimum each needs: 4.5 for text, 3 for borders, focus rings and icons.
const textPairs: Array<[ColorName, ColorName]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceSunken'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['brandContrast', 'brand'],
  ['brandContrast', 'brandHover'],
  ['brand', 'surface'],
  ['brand', 'brandSoft'],
  ['dangerContrast', 'danger'],
  ['dangerContrast', 'dangerHover'],
  ['danger', 'surface'],
  ['danger', 'dangerSoft'],
  ['success', 'successSoft'],
  ['warning', 'warningSoft'],
  ['info', 'infoSoft'],
  ['text', 'successSoft'],
  ['text', 'warningSoft'],
  ['text', 'dangerSoft'],
  ['text', 'infoSoft'],
]
const nonTextPairs: Array<[ColorName, ColorName]> = [
  ['border', 'surface'],
  ['borderStrong', 'surface'],
  ['focus', 'surface'],
  ['focus', 'background'],
]

describe.each([
  ['conecta', conectaTokens],
  ['parceiro', parceiroTokens],
])('given the %s theme', (_name, tokens) => {
  it.each(textPairs)('should give %s on %s a text contrast of at least 4.5:1', (fg, bg) => {
    expect(contrastRatio(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(4.5)
  })
  it.each(nonTextPairs)('should give %s on %s a contrast of at least 3:1', (fg, bg) => {
    expect(contrastRatio(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(3)
  })
  it('should keep touch targets at 44 px or more', () => {
    expect(Number.parseFloat(tokens.size.touchTarget)).toBeGreaterThanOrEqual(44)
  })
  it('should never set body text below 16 px, so phones do not zoom on focus', () => {
    expect(Number.parseFloat(tokens.fontSize.body) * 16).toBeGreaterThanOrEqual(16)
  })
})

describe('contrastRatio', () => {
  it('should give 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#00695c', '#00695c')).toBe(1)
  })
  it('should reject what is not a #rrggbb colour', () => {
    expect(() => contrastRatio('teal', '#ffffff')).toThrow(/#rrggbb/)
  })
})
