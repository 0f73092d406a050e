import { style } from '@vanilla-extract/css'
import { control } from '../Field/Field.css.js'
import { vars } from '../theme/contract.css.js'

export const inputWrap = style({
  position: 'relative',
  display: 'flex',
})

// Room on the right for the toggle so long passwords never run under it.
export const input = style([control, { paddingInlineEnd: vars.size.touchTarget }])

export const toggle = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
  background: 'transparent',
  border: 0,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-pressed="true"]': { color: vars.color.brand },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
})

export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
})
