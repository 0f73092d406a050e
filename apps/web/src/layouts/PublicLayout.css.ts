import { vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
})

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.large,
  textDecoration: 'none',
})

export const logo = style({
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.brand,
})

export const nav = style({
  display: 'flex',
  gap: vars.space.small,
})

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.xsmall}`,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
})

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: vars.space.medium,
})

/** Where a page's toast is drawn (toast/pageToastSlotStore.ts): apart from the content above it. */
export const toastSlot = style({
  selectors: {
    '&:has(li)': { marginBlockStart: vars.space.large },
  },
})

export const footer = style({
  padding: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
})
