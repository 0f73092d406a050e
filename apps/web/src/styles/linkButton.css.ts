import { focusRing, vars } from '@conecta/ui'
import { style, styleVariants } from '@vanilla-extract/css'

// Links that look like buttons: navigation stays a real <a> (opens in a new
// tab, is announced as a link), only the look is shared with Button.
// Its measures are the kit's Button's (standard size), so a label that wraps on
// a phone ("Abrir na aplicação de autenticação") is a button of two centred
// lines with room above and below them, as a wrapping Button is, not two lines
// pressed against its edges.
const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.brand}`,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  ':focus-visible': {
    ...focusRing,
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
