import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
})

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const waiting = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.infoSoft,
})

export const instruction = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
})

export const countdown = style({ display: 'flex', flexDirection: 'column' })

export const countdownText = style({ margin: 0 })

export const countdownDigits = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
})

export const code = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
})
