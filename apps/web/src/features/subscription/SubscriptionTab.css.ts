import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const overdue = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
})

// The current subscription changes when its refresh comes, after a trial or a payment: seconds
// later on a slow network, while the person reads the receipt below it. Never the browser's
// scroll anchor, so that the anchor is what they read, and the page keeps it still when the card
// above grows or shrinks (it was chosen in the card's last line, removed by the refresh: the
// receipt then moved 60 px).
export const summary = style({ overflowAnchor: 'none' })
