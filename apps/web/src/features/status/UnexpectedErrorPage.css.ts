import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const page = style({
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: vars.space.xlarge,
})

export const title = style({
  fontSize: vars.fontSize.h1,
  lineHeight: vars.lineHeight.tight,
})

export const detail = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
})

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.medium}`,
  border: `${vars.size.borderWidth} solid ${vars.color.brand}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  cursor: 'pointer',
})
