import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { vars } from './theme/contract.css.js'

// Every property × condition × value here is one class in the stylesheet every
// page loads, used or not. Only what the components and stories use is
// defined (docs/architecture.md#performance: one small stylesheet): add a property, condition or
// responsive variant when something needs it, not before.

// Mobile first: the unconditioned value is the phone layout; wider screens opt in.
// Breakpoints are in em so they follow the reader's font size, and they cannot
// be theme variables because CSS custom properties do not work in media queries.
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': 'screen and (min-width: 40em)' },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
})

const themeProperties = defineProperties({
  properties: {
    // Margins are for one-off resets (`margin="none"`); layout spacing is
    // `gap` and padding, which are responsive.
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    background: vars.color,
    borderRadius: vars.radius,
    fontWeight: vars.fontWeight,
  },
  shorthands: {
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
})

/**
 * Atomic classes over the theme contract. Layout, gap and padding are
 * responsive: pass one value, an object (`{ mobile: 'small', tablet: 'large' }`)
 * or an array in the order mobile, tablet.
 */
export const sprinkles = createSprinkles(responsiveProperties, themeProperties)

/** The props `sprinkles()` accepts (and so `Box` does). */
export type Sprinkles = Parameters<typeof sprinkles>[0]
