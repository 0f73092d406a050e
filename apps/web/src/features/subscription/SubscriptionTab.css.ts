import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const overdue = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
})
