import { vars } from '@conecta/ui'
import { globalStyle, style } from '@vanilla-extract/css'

/** The column a block draws itself in when the host gives it no frame of its own. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
})

// The column's gap is the only space between a block's parts, as in a host's card: a
// paragraph's own margins would add to it.
globalStyle(`${frame} > p`, { margin: 0 })

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h2,
  lineHeight: vars.lineHeight.tight,
})

/** Parts one under the other, a medium step apart: a step's parts, a form's fields and buttons. */
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
})

/** A form's fields and buttons, one under the other. */
export const form = column

/** A form's buttons, in a row that wraps on a narrow phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
})

/** Text whose spacing comes from its column, not from its own margins. */
export const plainText = style({ margin: 0 })

/**
 * Text that names e-mail addresses: an address is one long word, which on a
 * 320 px phone or at 200 % text is wider than the line. It breaks where it
 * must (inherited by everything inside), while other words wrap as usual.
 */
export const breaksAnywhere = style({ overflowWrap: 'anywhere' })
