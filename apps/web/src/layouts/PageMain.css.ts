import { vars } from '@conecta/ui'
import { keyframes, style } from '@vanilla-extract/css'

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
})

/** A thin bar along the top of the screen while the next page's code is on its way. */
export const leavingBar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  width: '40%',
  height: '3px',
  backgroundColor: vars.color.brand,
  zIndex: 1,
  animation: `${sweep} 1.2s ease-in-out infinite`,
  '@media': {
    // Still there, without the movement.
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
  },
})
