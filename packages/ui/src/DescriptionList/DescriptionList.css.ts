import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
})

// Each pair is a wrapping row: the term takes a fixed column and the value
// wants at least 14rem beside it. With less room (a 360 px phone, a narrow
// sidebar) the value wraps below its term at full width, so an e-mail is no
// longer broken letter by letter in a sliver of a column. The room the list
// actually gets decides, without a media query (the viewport says nothing of
// a host's layout) or a container query (that needs an ancestor with
// `container-type`, which a host does not have, and Chrome before 105).
export const pair = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
})

export const term = style({
  flex: '0 0 11rem',
  color: vars.color.textMuted,
})

export const definition = style({
  flex: '1 1 14rem',
  minWidth: 0,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
})
