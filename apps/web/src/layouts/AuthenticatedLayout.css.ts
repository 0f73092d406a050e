import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
})

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: vars.space.medium,
})
