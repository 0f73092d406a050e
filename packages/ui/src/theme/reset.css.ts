import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './contract.css.js'
import { conectaTheme, parceiroTheme } from './themes.css.js'

// `@conecta/ui` is embedded in other sites, so nothing here targets bare
// elements: a host page keeps its own body, headings and buttons. Every rule
// is scoped under a theme class (the themed root the host or the app adds),
// wrapped in `:where()` so the reset has zero specificity and any component
// style or host override wins without `!important`.
const themed = `:where(.${conectaTheme}, .${parceiroTheme})`

globalStyle(themed, {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text,
  // iOS Safari enlarges text on rotation unless told not to.
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
})

globalStyle(`${themed}, ${themed} *, ${themed} *::before, ${themed} *::after`, {
  boxSizing: 'border-box',
})

// Form controls do not inherit the font in any browser by default.
globalStyle(`${themed} :where(button, input, select, textarea)`, {
  font: 'inherit',
  color: 'inherit',
})

globalStyle(`${themed} :where(svg)`, {
  flexShrink: 0,
})

/**
 * For the app's own `<body>` only (never for a host page that embeds the
 * library): removes the browser's default margin and paints the page
 * background. The app adds it next to a theme class, e.g.
 * `document.body.classList.add(conectaTheme, appBody)`.
 */
export const appBody = style({
  margin: 0,
  minHeight: '100dvh',
  backgroundColor: vars.color.background,
})
