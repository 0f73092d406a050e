import { createGlobalThemeContract } from '@vanilla-extract/css'

// Stable CSS variable names (`--conecta-color-brand`, …) so a site that embeds
// `@conecta/ui` can rebrand with plain CSS, without vanilla-extract.
const shape = {
  color: {
    brand: null,
    brandHover: null,
    brandContrast: null,
    brandSoft: null,
    text: null,
    textMuted: null,
    background: null,
    surface: null,
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    focus: null,
    danger: null,
    dangerHover: null,
    dangerContrast: null,
    dangerSoft: null,
    success: null,
    successSoft: null,
    warning: null,
    warningSoft: null,
    info: null,
    infoSoft: null,
    overlay: null,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
  },
  radius: { small: null, medium: null, large: null, full: null },
  font: { body: null, mono: null },
  fontSize: {
    small: null,
    body: null,
    large: null,
    h3: null,
    h2: null,
    h1: null,
    display: null,
  },
  lineHeight: { tight: null, body: null },
  fontWeight: { regular: null, medium: null, bold: null },
  size: {
    touchTarget: null,
    icon: null,
    iconSmall: null,
    contentMaxWidth: null,
    borderWidth: null,
    focusRingWidth: null,
  },
  shadow: { small: null, medium: null, large: null },
  zIndex: { header: null, overlay: null, toast: null },
  duration: { fast: null, normal: null },
}

type Shape = typeof shape
/** The shape every theme's token object must have: each leaf a CSS value. */
export type ThemeTokens = {
  [Group in keyof Shape]: { [Token in keyof Shape[Group]]: string }
}

export const vars = createGlobalThemeContract(shape, (_value, path) => `conecta-${path.join('-')}`)
