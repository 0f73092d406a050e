import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const contacts = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: `${vars.space.medium} 0`,
  paddingLeft: vars.space.large,
})

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})
