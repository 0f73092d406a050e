import { focusRing, vars } from '@conecta/ui'
import { style, styleVariants } from '@vanilla-extract/css'

/** A vertical flow of blocks: the checkout's parts. */
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
})

/** The pay form's fields, at a width that stays readable on a tablet. */
export const formColumn = style([column, { maxWidth: '32rem' }])

/** A row of buttons that wraps on a narrow phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
})

/** Text whose spacing comes from its column, not from its own margins. */
export const plainText = style({ margin: 0 })

/** A stage's heading, which takes the focus when the stage replaces the last. */
export const stageHeading = style({
  margin: 0,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.tight,
  ':focus-visible': {
    ...focusRing,
  },
})

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
})

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const waiting = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.infoSoft,
})

export const instruction = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
})

export const countdown = style({ display: 'flex', flexDirection: 'column' })

export const countdownText = style({ margin: 0 })

export const countdownDigits = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
})

export const code = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
})

/** The wait for the PIN: the whole panel, the instruction first. */
export const waitHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
})

const outcomeBase = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-start',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderInlineStart: `4px solid currentColor`,
})

/** A settled payment: its own colour and icon (text on the soft colour is contrast-tested in the theme). */
export const outcome = styleVariants({
  success: [outcomeBase, { color: vars.color.success, backgroundColor: vars.color.successSoft }],
  failure: [outcomeBase, { color: vars.color.danger, backgroundColor: vars.color.dangerSoft }],
  uncertain: [outcomeBase, { color: vars.color.text, backgroundColor: vars.color.warningSoft }],
})

export const outcomeIcon = style({ flexShrink: 0, width: '1.5rem', height: '1.5rem' })

export const outcomeBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  color: vars.color.text,
  minWidth: 0,
  // At 200 % text "temporariamente" is wider than the box beside its icon:
  // it breaks rather than run out of the coloured box.
  overflowWrap: 'break-word',
})

export const outcomeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
})

export const outcomeTitleTone = styleVariants({
  success: { color: vars.color.success },
  failure: { color: vars.color.danger },
  uncertain: { color: vars.color.text },
})

export const plans = style({
  display: 'grid',
  // Cards of 12rem side by side where they fit, one to a row where 12rem is
  // wider than the list (at 200 % text it is 384 px: the cards stuck out of
  // the tab and the page scrolled sideways, 413 px on a 360 px phone).
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(12rem, 100%), 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const plan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

export const planName = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
})

export const planPrice = style({
  margin: 0,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
})

export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const historyItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBottom: vars.space.small,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
})

export const historyTitle = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  margin: 0,
  fontWeight: vars.fontWeight.bold,
})

const statusBase = style({ fontWeight: vars.fontWeight.medium })

/** A payment's status in the history, in its colour (text still says it). */
export const status = styleVariants({
  paid: [statusBase, { color: vars.color.success }],
  pending: [statusBase, { color: vars.color.text }],
  failed: [statusBase, { color: vars.color.danger }],
  cancelled: [statusBase, { color: vars.color.textMuted }],
  expired: [statusBase, { color: vars.color.textMuted }],
})
