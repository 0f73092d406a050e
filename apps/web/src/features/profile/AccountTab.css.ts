import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
})

export const term = style({ color: vars.color.textMuted })

export const definition = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
})

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
