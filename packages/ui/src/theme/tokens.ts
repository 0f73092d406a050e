import type { ThemeTokens } from './contract.css.js'

// Plain token objects: no vanilla-extract here, so tools and tests can read them.
// Contrast ratios against their usual backgrounds are checked in tokens.test.ts.

const fontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Liberation Sans', Arial, sans-serif"

const shared = {
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
    xxxlarge: '48px',
  },
  radius: { small: '4px', medium: '8px', large: '16px', full: '9999px' },
  font: {
    body: fontStack,
    mono: "ui-monospace, 'SFMono-Regular', 'Liberation Mono', Menlo, monospace",
  },
  // Sized for 320–412 px wide phones: body never below 16 px (no zoom on focus in
  // mobile browsers), headings kept modest so they wrap little.
  fontSize: {
    small: '0.875rem',
    body: '1rem',
    large: '1.125rem',
    h3: '1.25rem',
    h2: '1.5rem',
    h1: '1.75rem',
    display: '4rem',
  },
  lineHeight: { tight: '1.25', body: '1.5' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  size: {
    touchTarget: '44px',
    icon: '24px',
    iconSmall: '16px',
    contentMaxWidth: '30rem',
    borderWidth: '1px',
    focusRingWidth: '3px',
  },
  shadow: {
    small: '0 1px 2px rgb(0 0 0 / 0.12)',
    medium: '0 4px 12px rgb(0 0 0 / 0.14)',
    large: '0 12px 32px rgb(0 0 0 / 0.2)',
  },
  zIndex: { header: '10', overlay: '100', toast: '200' },
  duration: { fast: '120ms', normal: '200ms' },
} satisfies Omit<ThemeTokens, 'color'>

/** Conecta's own look: a deep teal brand on white. */
export const conectaTokens: ThemeTokens = {
  ...shared,
  color: {
    brand: '#00695c',
    brandHover: '#004d40',
    brandContrast: '#ffffff',
    brandSoft: '#e0f2f1',
    text: '#1b1f23',
    textMuted: '#4f5b66',
    background: '#f6f8f8',
    surface: '#ffffff',
    surfaceSunken: '#eef2f2',
    border: '#7b8a93',
    borderStrong: '#4f5b66',
    focus: '#1a56db',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerContrast: '#ffffff',
    dangerSoft: '#fdecea',
    success: '#1e6b34',
    successSoft: '#e6f4ea',
    warning: '#8a4b00',
    warningSoft: '#fff4e0',
    info: '#1a4f8b',
    infoSoft: '#e8f0fb',
    overlay: 'rgb(15 23 42 / 0.6)',
  },
}

/**
 * A second brand, proving that every component takes its look from the
 * contract: a warm red-and-charcoal palette with rounder corners.
 */
export const parceiroTokens: ThemeTokens = {
  ...shared,
  radius: { small: '8px', medium: '14px', large: '24px', full: '9999px' },
  color: {
    brand: '#c2185b',
    brandHover: '#9c1149',
    brandContrast: '#ffffff',
    brandSoft: '#fce4ec',
    text: '#212121',
    textMuted: '#555555',
    background: '#fafafa',
    surface: '#ffffff',
    surfaceSunken: '#f0f0f0',
    border: '#8c8c8c',
    borderStrong: '#555555',
    focus: '#0b57d0',
    danger: '#b3261e',
    dangerHover: '#8c1d18',
    dangerContrast: '#ffffff',
    dangerSoft: '#fceeee',
    success: '#1b6e2e',
    successSoft: '#e7f5ea',
    warning: '#7a4a00',
    warningSoft: '#fff3dc',
    info: '#17508a',
    infoSoft: '#e7effa',
    overlay: 'rgb(0 0 0 / 0.6)',
  },
}
