import { focusRing, vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

/** The share or copy outcome, polite: empty until there is something to say. */
export const outcome = style({ margin: 0, color: vars.color.textMuted })

/** A history item's "Ver comprovativo": a text link with a phone-sized tap target. */
export const receiptLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minHeight: vars.size.touchTarget,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  ':focus-visible': {
    ...focusRing,
  },
})
