import { vars } from '@conecta/ui'
import { style, styleVariants } from '@vanilla-extract/css'

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const overdue = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
})

export const plans = style({
  display: 'grid',
  // Cards of 12rem side by side where they fit, one to a row where 12rem is
  // wider than the list (at 200 % text it is 384 px: the cards stuck out of
  // the tab and the page scrolled sideways, 413 px on a 360 px phone).
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(12rem, 100%), 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const plan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

export const planName = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
})

export const planPrice = style({
  margin: 0,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
})

export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const historyItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBottom: vars.space.small,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
})

export const historyTitle = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  margin: 0,
  fontWeight: vars.fontWeight.bold,
})

const statusBase = style({ fontWeight: vars.fontWeight.medium })

export const status = styleVariants({
  paid: [statusBase, { color: vars.color.success }],
  pending: [statusBase, { color: vars.color.text }],
  failed: [statusBase, { color: vars.color.danger }],
  cancelled: [statusBase, { color: vars.color.textMuted }],
  expired: [statusBase, { color: vars.color.textMuted }],
})
