import { vars } from '@conecta/ui'
import { globalStyle, style } from '@vanilla-extract/css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '28rem',
  margin: '0 auto',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
})

// The card's gap is the only space between its parts: a paragraph's own margins would add to
// it (two paragraphs in a row 56 px apart, where everything else is 24).
globalStyle(`${card} > p`, { margin: 0 })

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h2,
  lineHeight: vars.lineHeight.tight,
})

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
})

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  margin: 0,
})

/** A link of the card, below its form or in a notice: a whole tap target tall. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
})
