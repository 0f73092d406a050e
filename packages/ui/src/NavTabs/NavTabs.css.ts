import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'
import { narrowScreen } from '../theme/media.js'

export const root = style({
  minWidth: 0,
  fontFamily: vars.font.body,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
})

// Every tab stays in sight. The row used to scroll sideways when the tabs did
// not fit, with nothing saying so: on a 320 px phone the last tab read
// "Subscriçã", and at 200 % text (Conta · Segurança · Subscrição need some
// 425 px there) it was off the screen. Now a tab that does not fit goes to
// the next row; on a small phone or with large text the tabs of each row
// also share its width, each underlined, so the rows read as one set of
// cells (the current one in the brand colour) rather than two levels.
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({
  display: 'flex',
  flexShrink: 0,
  '@media': { [narrowScreen]: { flex: '1 1 auto' } },
})

export const link = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.large,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: `${vars.space.xsmall} solid transparent`,
  '@media': {
    [narrowScreen]: {
      flex: '1 1 auto',
      justifyContent: 'center',
      // 12 px a side: Conta · Segurança · Subscrição fit one row at 320 px.
      paddingInline: vars.space.medium,
      textAlign: 'center',
      // A label wider than a whole row wraps inside its tab.
      whiteSpace: 'normal',
      overflowWrap: 'break-word',
      borderBottomColor: vars.color.border,
    },
  },
  transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text, borderBottomColor: vars.color.border },
    '&[aria-current="page"]': {
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
      borderBottomColor: vars.color.brand,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
      borderRadius: vars.radius.small,
    },
  },
})
