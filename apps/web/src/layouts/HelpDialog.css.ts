import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const contacts = style({
  display: 'grid',
  // The column is the dialog's width, not the widest line's.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xsmall,
  margin: `${vars.space.medium} 0`,
  paddingLeft: vars.space.large,
  // The number and the address are written without a break in them; at
  // 200 % text they are wider than the dialog and break rather than make it
  // scroll sideways (it did, hiding the end of each link).
  overflowWrap: 'break-word',
})

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})
