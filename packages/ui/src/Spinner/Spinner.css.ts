import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })
const pulse = keyframes({ '50%': { opacity: 0.35 } })

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.brand,
})

export const glyph = style(
  {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} calc(${vars.duration.normal} * 4) linear infinite`,
    '@media': {
      // A spinning arc is vestibular motion; a slow pulse still says
      // "working" without it (WCAG 2.3.3).
      '(prefers-reduced-motion: reduce)': {
        borderRightColor: 'currentColor',
        animation: `${pulse} calc(${vars.duration.normal} * 10) ease-in-out infinite`,
      },
    },
  },
  'spinnerGlyph',
)

export const glyphSize = styleVariants(
  {
    small: {
      width: vars.size.iconSmall,
      height: vars.size.iconSmall,
      borderWidth: vars.space.xxsmall,
    },
    medium: {
      width: vars.size.icon,
      height: vars.size.icon,
      borderWidth: vars.space.xxsmall,
    },
    large: {
      width: `calc(${vars.size.icon} * 2)`,
      height: `calc(${vars.size.icon} * 2)`,
      borderWidth: vars.space.xsmall,
    },
  },
  'spinnerGlyph',
)

export const fullPage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  minHeight: '100dvh',
  padding: vars.space.large,
  backgroundColor: vars.color.background,
})
