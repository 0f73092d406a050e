import { vars } from '@conecta/ui'
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
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
    outlineOffset: vars.space.xxsmall,
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
