import { style } from '@vanilla-extract/css'

// Box draws nothing of its own beyond a predictable box model; its look comes
// from the sprinkles passed to it.
export const root = style({
  boxSizing: 'border-box',
  minWidth: 0,
})
