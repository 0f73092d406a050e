import { vars } from './contract.css.js'

// Shared by every focusable component so keyboard focus looks the same
// everywhere. A plain object (not a class) so each `.css.ts` file can spread
// it into its own `:focus-visible` selector.
/** The `:focus-visible` ring: `vars.color.focus`, offset so it shows on any fill. */
export const focusRing = {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`,
  outlineOffset: vars.space.xxsmall,
} as const
