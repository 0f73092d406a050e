import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { vars } from './theme/contract.css'

// Mobile first: the unconditioned value is the phone layout; wider screens opt in.
// Breakpoints are in em so they follow the reader's font size, and they cannot
// be theme variables because CSS custom properties do not work in media queries.
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': 'screen and (min-width: 40em)' },
    desktop: { '@media': 'screen and (min-width: 64em)' },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
})

const themeProperties = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    maxWidth: { content: vars.size.contentMaxWidth, full: '100%' },
    width: { full: '100%', auto: 'auto' },
  },
})

/**
 * Atomic classes over the theme contract. Spacing and layout properties are
 * responsive: pass one value, an object (`{ mobile: 'small', tablet: 'large' }`)
 * or an array in the order mobile, tablet, desktop.
 */
export const sprinkles = createSprinkles(responsiveProperties, themeProperties)

/** The props `sprinkles()` accepts (and so `Box` does). */
export type Sprinkles = Parameters<typeof sprinkles>[0]
