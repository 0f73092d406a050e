import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.large,
  width: '100%',
  minHeight: '100dvh',
  marginInline: 'auto',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  backgroundColor: vars.color.background,
  color: vars.color.text,
})

export const minimal = style({
  minHeight: 'auto',
})

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: vars.size.contentMaxWidth,
})

export const code = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h1,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  marginTop: vars.space.small,
})
