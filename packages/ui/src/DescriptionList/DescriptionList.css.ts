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

// The term's column is 11rem, but never wider than the list: at 200 % text
// 11rem is 352 px, and the account's and the receipt's labels ran past the
// card's edge and widened a 360 px page to 381 px.
export const term = style({
  flex: '0 1 11rem',
  minWidth: 0,
  color: vars.color.textMuted,
  overflowWrap: 'break-word',
})

export const definition = style({
  flex: '1 1 14rem',
  minWidth: 0,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
})
