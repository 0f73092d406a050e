import { focusRing, vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

/** One session: what and where on the left, its button beside it, or under it on a narrow phone. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
})

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
})

export const device = style({ margin: 0, fontWeight: vars.fontWeight.bold })

export const meta = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' })

// Two words that name one thing: they go to the next line together, never
// "Este" on one line and "dispositivo" on the next. The space before them in
// the text keeps them apart from the device's name; no margin of their own,
// which indented them when they moved under the name on a phone.
export const thisDevice = style({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.success,
})

/** The result of the last action: it takes focus when the button that was tapped goes away. */
export const notice = style({
  ':focus-visible': {
    ...focusRing,
  },
})
