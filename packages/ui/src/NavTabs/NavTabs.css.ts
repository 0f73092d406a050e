import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

export const root = style({
  minWidth: 0,
  fontFamily: vars.font.body,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
})

// On a 320px phone the tabs may not fit: they scroll sideways rather than wrap
// into a second row that would read as a different level of navigation.
export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
})

export const item = style({
  flexShrink: 0,
})

export const link = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.large,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: `${vars.space.xsmall} solid transparent`,
  transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text, borderBottomColor: vars.color.border },
    '&[aria-current="page"]': {
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
      borderBottomColor: vars.color.brand,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
      borderRadius: vars.radius.small,
    },
  },
})
