import { style } from '@vanilla-extract/css'

/** The box's place while it is not known whether it can be offered: kept, but nothing in it shows. */
export const reserved = style({ visibility: 'hidden' })
