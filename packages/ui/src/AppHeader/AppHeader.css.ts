import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'
import { narrowScreen } from '../theme/media.js'

// The name never gives way: with too little room (a 320 px phone, text at
// 200 %) the actions go to a row of their own under it. Measured before, on
// the signed-in pages: at 320 px the name read "Co…", at 200 % text it was
// squeezed to nothing, the help button beside the logo.
export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  minHeight: `calc(${vars.size.touchTarget} + ${vars.space.large})`,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
  '@media': {
    // A small phone, or large text (`em` follows the browser's text size):
    // the page's own 12 px margin, so logo, name, help and "Terminar sessão"
    // fit one row at 320 px.
    [narrowScreen]: { paddingInline: vars.space.medium },
  },
})

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  // As wide as its longest word at least (a flex item's automatic minimum).
  flex: '1 1 auto',
})

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  maxHeight: vars.size.touchTarget,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // A host's long product name wraps between its words; a word wider than
  // the phone breaks rather than widen the page.
  overflowWrap: 'break-word',
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  // At the end of the row, whether it shares the name's row or has its own.
  marginInlineStart: 'auto',
})
