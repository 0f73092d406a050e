import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: `calc(${vars.size.touchTarget} + ${vars.space.large})`,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
})

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  flex: '1 1 auto',
})

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  maxHeight: vars.size.touchTarget,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
})
