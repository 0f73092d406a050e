import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.small,
})

export const padding = styleVariants({
  medium: { padding: vars.space.medium },
  large: { padding: vars.space.large },
  xlarge: { padding: vars.space.xlarge },
})

export const title = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
})
