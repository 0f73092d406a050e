import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

/** Below a page with no padding of its own (the status pages): the toast keeps off the screen's edges. */
export const padded = style({
  selectors: {
    '&:has(li)': { padding: vars.space.medium },
  },
})
