import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'
import { focusRing } from '../theme/focusRing.js'
import { narrowScreen } from '../theme/media.js'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
})

const reducedMotion = '(prefers-reduced-motion: reduce)'

/** On <html> while a dialog is open: the page behind it does not scroll. */
export const scrollLocked = style({ overflow: 'hidden' })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  // A modal dialog sets pointer-events: none on <body>; the overlay must
  // still take the press outside the dialog (and be what a browser, or axe
  // looking for an open modal, finds on top of the page).
  pointerEvents: 'auto',
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
  },
  '@media': { [reducedMotion]: { animation: 'none' } },
})

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: `calc(100vw - ${vars.space.large} * 2)`,
  maxWidth: vars.size.contentMaxWidth,
  // Never taller than the screen: what does not fit (large text, a short
  // phone) scrolls inside the dialog, so its last button is always reachable.
  // `vh` first for a browser without `dvh` (Chrome before 108), which drops
  // the second line and would otherwise leave the dialog as tall as its
  // content, its ends off the screen.
  maxHeight: [`calc(100vh - ${vars.space.large} * 2)`, `calc(100dvh - ${vars.space.large} * 2)`],
  overflowY: 'auto',
  // A swipe that reaches the dialog's top or end stops there, instead of
  // passing to the page (on Android, a pull-to-refresh that reloads it).
  overscrollBehavior: 'contain',
  padding: vars.space.xlarge,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="open"]': { animation: `${popIn} ${vars.duration.normal} ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
  },
  '@media': {
    [reducedMotion]: {
      selectors: {
        '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.normal} linear` },
      },
    },
    // A small phone, or large text (`em` here follows the browser's text
    // size: 336 px at 16 px, 672 px at 200 %): 16 px of margin leaves the
    // words and the buttons more room, so the help dialog's "Fechar" shows at
    // 320 × 640 without scrolling the dialog.
    [narrowScreen]: { padding: vars.space.large },
  },
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
})

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.danger,
})

/**
 * The confirm, then the cancel, from the start of the row; on a narrow phone,
 * or with large text, the cancel goes under the confirm. The order a person
 * sees is the order they read and tab in, whether the buttons fit side by
 * side or not (it used to flip: from the end and wrapping upwards, the cancel
 * came first side by side but under the confirm once they stacked).
 */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
})
