import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'
import { focusRing } from '../theme/focusRing.js'

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.dangerSoft,
  border: `${vars.size.borderWidth} solid ${vars.color.danger}`,
  borderInlineStartWidth: vars.space.xsmall,
  borderRadius: vars.radius.small,
  selectors: {
    // Focus is moved here by script, so the ring shows for mouse users too.
    '&:focus': {
      ...focusRing,
    },
  },
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
})

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
})

export const link = style({
  // Taller than its text (the padding) for the finger, and lined up with the
  // list's bullet by its first line: an inline-flex box sits on the line by its
  // first baseline, where an inline block sits by its last, which put the
  // bullet beside the last line of a message that wraps.
  display: 'inline-flex',
  paddingBlock: vars.space.xsmall,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: {
    '&:hover': { color: vars.color.dangerHover, textDecorationThickness: '0.125em' },
    '&:focus-visible': {
      ...focusRing,
      borderRadius: vars.radius.small,
    },
  },
})
