import { vars } from '@conecta/ui'
import { globalStyle, style } from '@vanilla-extract/css'

/** The receipt itself: on paper, the only thing printed. */
export const receipt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': {
    print: {
      position: 'absolute',
      top: 0,
      left: 0,
      right: 0,
    },
  },
})

export const product = style({ margin: 0, fontWeight: vars.fontWeight.bold })

export const muted = style({ margin: 0, color: vars.color.textMuted })

// Printing hides everything else on the page (the header, the buttons, a
// notice) without the layout knowing about printing: `:has()` limits the rule
// to a document that shows a receipt, so the profile prints as it is. Visibility,
// not display, so the receipt inside keeps its own. The receipt's rules carry
// the same `:has()` to outweigh the hiding one. A browser without `:has()`
// prints the whole page, header included.
globalStyle(`body:has(${receipt}) *`, {
  '@media': { print: { visibility: 'hidden' } },
})
globalStyle(`body:has(${receipt}) ${receipt}, body:has(${receipt}) ${receipt} *`, {
  '@media': { print: { visibility: 'visible' } },
})
