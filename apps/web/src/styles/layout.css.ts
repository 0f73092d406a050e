import { focusRing, vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

// The few layout styles the profile, subscription and status screens share.

/** A vertical flow of blocks: a tab's sections, a panel's parts. */
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
})

/** A form's fields, one under another, at a width that stays readable on a tablet. */
export const formColumn = style([column, { maxWidth: '32rem' }])

/** A row of buttons that wraps on a narrow phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
})

/** Text whose spacing comes from its column, not from its own margins. */
export const plainText = style({ margin: 0 })

/** A section heading that may take focus when its content changes (a payment result). */
export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.tight,
  ':focus-visible': {
    ...focusRing,
  },
})

/** A signed-in page: its title, then its sections, a large step apart. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
})

/** A signed-in page's title (its h1). */
export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.h2,
  lineHeight: vars.lineHeight.tight,
})
