import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

export const root = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.body,
  color: vars.color.danger,
})

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
})

export const icon = style({
  flexShrink: 0,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  // Sits on the first line of text rather than the middle of a wrapped message.
  marginTop: `calc((${vars.lineHeight.body} * 1em - ${vars.size.iconSmall}) / 2)`,
})
