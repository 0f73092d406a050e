import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h2,
  lineHeight: vars.lineHeight.tight,
})

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
})
