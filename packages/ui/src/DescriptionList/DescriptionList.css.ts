import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

// Two columns that keep terms readable on a 320 px phone: the term column never
// narrower than 8rem, long values (e-mails, transaction ids) wrap anywhere.
export const list = style({
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
