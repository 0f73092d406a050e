import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  paddingInlineStart: vars.space.large,
})

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
})

/** The secret and the recovery codes: a face that tells 0 from O and 1 from l. */
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.body,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
})

export const secret = style([
  code,
  {
    margin: 0,
    padding: vars.space.small,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surfaceSunken,
  },
])

export const codes = style([
  code,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: vars.space.xsmall,
    margin: 0,
    padding: vars.space.small,
    listStyle: 'none',
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surfaceSunken,
  },
])

export const qr = style({
  alignSelf: 'flex-start',
  padding: vars.space.small,
  backgroundColor: '#fff',
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
})

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const focusable = style({
  ':focus-visible': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
    outlineOffset: vars.space.xxsmall,
  },
})
