import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'
import { focusRing } from '../theme/focusRing.js'

// Both kinds of "off": native `disabled`, and `aria-disabled` for a loading
// button, which stays focusable so keyboard and screen-reader users keep
// their place while it works.
const inactive = '&:disabled, &[aria-disabled="true"]'
const active = '&:hover:not(:disabled):not([aria-disabled="true"])'

// One class for what every button shares, then one per choice of each prop, in
// this order in the stylesheet so that a choice overrides the base. Plain
// classes rather than a recipe: the recipe runtime was 0.55 kB of every page's
// first load for what `buttonClassName` joins in one line.
export const base = style(
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    margin: 0,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:focus-visible': focusRing,
      [inactive]: { cursor: 'not-allowed' },
      '&:disabled': { opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
    },
  },
  'button',
)

export const variant = styleVariants(
  {
    primary: {
      backgroundColor: vars.color.brand,
      color: vars.color.brandContrast,
      selectors: { [active]: { backgroundColor: vars.color.brandHover } },
    },
    secondary: {
      backgroundColor: vars.color.surface,
      color: vars.color.brand,
      borderColor: vars.color.brand,
      selectors: { [active]: { backgroundColor: vars.color.brandSoft } },
    },
    ghost: {
      backgroundColor: 'transparent',
      color: vars.color.brand,
      selectors: { [active]: { backgroundColor: vars.color.brandSoft } },
    },
    danger: {
      backgroundColor: vars.color.danger,
      color: vars.color.dangerContrast,
      selectors: { [active]: { backgroundColor: vars.color.dangerHover } },
    },
  },
  'button',
)

export const size = styleVariants(
  {
    standard: {
      minHeight: vars.size.touchTarget,
      paddingBlock: vars.space.small,
      paddingInline: vars.space.large,
      fontSize: vars.fontSize.body,
    },
    small: {
      minHeight: `calc(${vars.size.touchTarget} - ${vars.space.small})`,
      paddingBlock: vars.space.xsmall,
      paddingInline: vars.space.medium,
      fontSize: vars.fontSize.small,
      // Drawn smaller, but the hit area still reaches the 44 px touch
      // target: an invisible band above and below (WCAG 2.5.8).
      '::after': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        insetBlock: `calc(${vars.space.xsmall} * -1)`,
      },
    },
  },
  'button',
)

export const fullWidth = style({ width: '100%' }, 'buttonFullWidth')
