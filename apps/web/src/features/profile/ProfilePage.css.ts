import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
})
