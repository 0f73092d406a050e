import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingTop: vars.space.large,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h1,
  lineHeight: vars.lineHeight.tight,
})

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  color: vars.color.textMuted,
})

export const features = style({
  display: 'grid',
  gap: vars.space.small,
  paddingLeft: vars.space.large,
})

export const plans = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.medium,
  padding: 0,
  margin: 0,
  listStyle: 'none',
})

export const plan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

export const planName = style({ fontWeight: vars.fontWeight.bold })

export const planPrice = style({
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
})

export const muted = style({ color: vars.color.textMuted })
