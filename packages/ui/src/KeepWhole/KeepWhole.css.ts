import { style } from '@vanilla-extract/css'

/** A name a line may not split (keepWhole). */
export const whole = style({ whiteSpace: 'nowrap' })
