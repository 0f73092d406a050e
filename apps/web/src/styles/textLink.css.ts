import { focusRing, vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

/**
 * A link inside running text, in the brand's colour and underlined, as the
 * forms' links are: without it a link keeps the browser's blue and purple
 * (the help dialog's did), which belong to no theme.
 */
export const textLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  ':focus-visible': {
    ...focusRing,
    borderRadius: vars.radius.small,
  },
})
