import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

// The usual visually-hidden technique: the 1px box is what keeps the text in
// the accessibility tree in every browser, not a design size.
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
})

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
})

export const labelRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xsmall,
})

export const label = style({
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
})

export const requiredMark = style({
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
})

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
})

/**
 * The look every text-like control shares (TextField, PasswordField,
 * PhoneField). Font size never drops below the body size, or phone browsers
 * zoom in on focus.
 */
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: 0,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.danger}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
    '&::placeholder': {
      color: vars.color.textMuted,
      opacity: 1,
    },
  },
})
