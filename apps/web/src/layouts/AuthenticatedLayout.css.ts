import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
})

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: vars.space.medium,
})

// The header's link home is the logo alone, drawn 24 × 32 px: an invisible
// band around it takes the tap across the whole 44 × 44 px touch target
// (WCAG 2.5.8), without moving the logo or the name beside it.
export const homeLink = style({
  position: 'relative',
  '::after': {
    content: '""',
    position: 'absolute',
    // Percentages of the link's own box: (24 − 44) / 2 = −10 px across, −6 px down and up.
    insetInline: `min(0px, calc((100% - ${vars.size.touchTarget}) / 2))`,
    insetBlock: `min(0px, calc((100% - ${vars.size.touchTarget}) / 2))`,
  },
})
