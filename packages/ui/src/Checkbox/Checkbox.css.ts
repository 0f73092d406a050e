import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'
import { focusRing } from '../theme/focusRing.js'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
})

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xsmall,
})

// The whole label row is the click target, at least a touch target tall.
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  cursor: 'pointer',
  selectors: {
    '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
})

export const input = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': {
      ...focusRing,
    },
    '&[aria-invalid="true"]': {
      outline: `${vars.size.borderWidth} solid ${vars.color.danger}`,
      outlineOffset: vars.space.xxsmall,
    },
    '&[aria-invalid="true"]:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
    },
  },
})

export const requiredMark = style({
  fontSize: vars.fontSize.body,
  color: vars.color.textMuted,
})

// Hint and error line up with the label text, not with the box.
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingInlineStart: `calc(${vars.size.icon} + ${vars.space.small})`,
})

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
})
