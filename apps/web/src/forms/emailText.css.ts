import { style } from '@vanilla-extract/css'

/**
 * Text that names e-mail addresses: an address is one long word, which on a 320 px phone or at
 * 200 % text is wider than the line. It breaks where it must (inherited by everything inside),
 * while other words wrap as usual; `anywhere` also lets a flex item shrink to the screen.
 */
export const breaksAnywhere = style({ overflowWrap: 'anywhere' })
