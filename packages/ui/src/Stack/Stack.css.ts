import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

export const root = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({
  margin: 0,
  padding: 0,
})

export const divided = style({
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
})
