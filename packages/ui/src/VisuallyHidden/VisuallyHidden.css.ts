import { style } from '@vanilla-extract/css'

// The standard clip pattern: hidden from sight, still read by screen readers
// (unlike `display: none` or `visibility: hidden`).
export const root = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
