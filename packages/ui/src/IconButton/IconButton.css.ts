import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'
import { focusRing } from '../theme/focusRing.js'

export const iconButton = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    margin: 0,
    padding: 0,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.full,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
    },
  },
  'iconButton',
)

export const variant = styleVariants(
  {
    ghost: {
      color: vars.color.text,
      selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken } },
    },
    secondary: {
      color: vars.color.brand,
      borderColor: vars.color.border,
      backgroundColor: vars.color.surface,
      selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSoft } },
    },
  },
  'iconButton',
)
