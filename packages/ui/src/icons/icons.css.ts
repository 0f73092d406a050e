import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

export const icon = style(
  {
    display: 'inline-block',
    verticalAlign: 'middle',
    // The glyphs draw in the text colour, so they follow hover and variant colours.
    color: 'currentColor',
  },
  'icon',
)

export const iconSize = styleVariants(
  {
    small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
    medium: { width: vars.size.icon, height: vars.size.icon },
  },
  'icon',
)
