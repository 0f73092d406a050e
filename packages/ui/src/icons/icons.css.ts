import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css.js'

export const icon = recipe(
  {
    base: {
      display: 'inline-block',
      verticalAlign: 'middle',
      // The glyphs draw in the text colour, so they follow hover and variant colours.
      color: 'currentColor',
    },
    variants: {
      size: {
        small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
        medium: { width: vars.size.icon, height: vars.size.icon },
      },
    },
    defaultVariants: { size: 'medium' },
  },
  'icon',
)
