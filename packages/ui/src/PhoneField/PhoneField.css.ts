import { style } from '@vanilla-extract/css'
import { control } from '../Field/Field.css.js'
import { vars } from '../theme/contract.css.js'

export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  minWidth: 0,
})

// Drawn as the start of the same box as the input, but outside it, so the
// country code can never be edited, deleted or selected into a paste.
export const prefix = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderInlineEnd: 0,
  borderStartStartRadius: vars.radius.small,
  borderEndStartRadius: vars.radius.small,
  userSelect: 'none',
  whiteSpace: 'nowrap',
})

export const input = style([
  control,
  {
    flex: 1,
    borderStartStartRadius: 0,
    borderEndStartRadius: 0,
  },
])
