import { vars } from '@conecta/ui'
import { style, styleVariants } from '@vanilla-extract/css'

// Links that look like buttons: navigation stays a real <a> (opens in a new
// tab, is announced as a link), only the look is shared with Button.
const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.brand}`,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  ':focus-visible': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
})

export const linkButton = styleVariants({
  primary: [
    base,
    {
      backgroundColor: vars.color.brand,
      color: vars.color.brandContrast,
      ':hover': { backgroundColor: vars.color.brandHover },
    },
  ],
  secondary: [
    base,
    {
      backgroundColor: vars.color.surface,
      color: vars.color.brand,
      ':hover': { backgroundColor: vars.color.brandSoft },
    },
  ],
})
