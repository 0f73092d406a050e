import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
})

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: '32rem',
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
})
