import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'

export const root = style(
  {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.large,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.body,
    lineHeight: vars.lineHeight.body,
    color: vars.color.text,
    border: `${vars.size.borderWidth} solid`,
    borderInlineStartWidth: vars.space.xsmall,
    borderRadius: vars.radius.small,
  },
  'notice',
)

/** After `root` in the stylesheet, so that a tone's colours win. */
export const tone = styleVariants(
  {
    info: { background: vars.color.infoSoft, borderColor: vars.color.info },
    success: { background: vars.color.successSoft, borderColor: vars.color.success },
    warning: { background: vars.color.warningSoft, borderColor: vars.color.warning },
    error: { background: vars.color.dangerSoft, borderColor: vars.color.danger },
  },
  'notice',
)

export const icon = style(
  {
    flexShrink: 0,
    width: vars.size.icon,
    height: vars.size.icon,
  },
  'noticeIcon',
)

export const iconTone = styleVariants(
  {
    info: { color: vars.color.info },
    success: { color: vars.color.success },
    warning: { color: vars.color.warning },
    error: { color: vars.color.danger },
  },
  'noticeIcon',
)

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  flex: 1,
  // An address or a code wider than the notice breaks inside it, rather than
  // run out of the coloured box (an e-mail at 200 % text did).
  overflowWrap: 'break-word',
})

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})

export const content = style({
  margin: 0,
})

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.small,
})
