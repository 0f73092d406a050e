import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '28rem',
  margin: '0 auto',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h2,
  lineHeight: vars.lineHeight.tight,
})

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
})

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  margin: 0,
})

/** A link of the card, below its form or in a notice: a whole tap target tall. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
})
