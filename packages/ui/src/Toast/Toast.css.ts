import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.js'
import { focusRing } from '../theme/focusRing.js'

const slideIn = keyframes({
  from: { transform: `translateY(${vars.space.large})`, opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
})
const slideDown = keyframes({
  from: { transform: `translateY(calc(-1 * ${vars.space.large}))`, opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
})

// A phone's form ends with its primary button near the bottom of the screen,
// where a bottom toast would lie over it and swallow the tap (measured on a
// 360 × 740 Chromium: 'Guardar alterações' under the login prompt). There the
// toast sits at the top, over the header and titles, which hold no such button.
const phone = 'screen and (max-width: 40em)'
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })

// Radix sets --radix-toast-swipe-end-x/y where the finger let go; the exit
// carries on from there in the swipe's direction.
const swipeEnd = {
  right: keyframes({
    from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
    to: { transform: 'translateX(100%)' },
  }),
  left: keyframes({
    from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
    to: { transform: 'translateX(-100%)' },
  }),
  down: keyframes({
    from: { transform: 'translateY(var(--radix-toast-swipe-end-y))' },
    to: { transform: 'translateY(100%)' },
  }),
  up: keyframes({
    from: { transform: 'translateY(var(--radix-toast-swipe-end-y))' },
    to: { transform: 'translateY(-100%)' },
  }),
}

export const viewport = style({
  position: 'fixed',
  insetInlineEnd: 0,
  bottom: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  maxWidth: `calc(${vars.size.contentMaxWidth} + ${vars.space.large} * 2)`,
  maxHeight: '100dvh',
  margin: 0,
  padding: vars.space.large,
  listStyle: 'none',
  outline: 'none',
  selectors: {
    // F8 focuses the list itself: show where focus went.
    '&:focus-visible': focusRing,
  },
  '@media': {
    [phone]: { top: 0, bottom: 'auto' },
  },
})

/** In a page's flow (`container`): as wide as its place, over nothing. */
export const inlineViewport = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
})

export const toast = style(
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.medium,
    paddingInlineStart: vars.space.large,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.large,
    selectors: {
      '&:focus-visible': focusRing,
      '&[data-state="open"]': {
        animation: `${slideIn} ${vars.duration.normal} ease-out`,
      },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.duration.normal} ease-in forwards`,
      },
      '&[data-swipe="move"]': {
        transform:
          'translate(var(--radix-toast-swipe-move-x, 0), var(--radix-toast-swipe-move-y, 0))',
      },
      '&[data-swipe="cancel"]': {
        transform: 'translate(0, 0)',
        transition: `transform ${vars.duration.normal} ease-out`,
      },
      '&[data-swipe="end"][data-swipe-direction="right"]': {
        animation: `${swipeEnd.right} ${vars.duration.normal} ease-out forwards`,
      },
      '&[data-swipe="end"][data-swipe-direction="left"]': {
        animation: `${swipeEnd.left} ${vars.duration.normal} ease-out forwards`,
      },
      '&[data-swipe="end"][data-swipe-direction="down"]': {
        animation: `${swipeEnd.down} ${vars.duration.normal} ease-out forwards`,
      },
      '&[data-swipe="end"][data-swipe-direction="up"]': {
        animation: `${swipeEnd.up} ${vars.duration.normal} ease-out forwards`,
      },
    },
    '@media': {
      [phone]: {
        selectors: {
          '&[data-state="open"]': { animation: `${slideDown} ${vars.duration.normal} ease-out` },
        },
      },
      // Fades only: no sliding in or flying off. A swipe still follows the
      // finger, because that movement is the person's own.
      '(prefers-reduced-motion: reduce)': {
        selectors: {
          '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.normal} linear` },
          '&[data-state="closed"], &[data-swipe="end"][data-swipe-direction]': {
            animation: `${fadeOut} ${vars.duration.normal} linear forwards`,
          },
          '&[data-swipe="cancel"]': { transition: 'none' },
        },
      },
    },
  },
  'toast',
)

export const toastVariant = styleVariants(
  {
    default: { borderInlineStartColor: vars.color.brand },
    success: { borderInlineStartColor: vars.color.success },
    error: { borderInlineStartColor: vars.color.danger },
  },
  'toast',
)

export const icon = style({ display: 'inline-flex', paddingBlock: vars.space.small }, 'toastIcon')

export const iconVariant = styleVariants(
  {
    success: { color: vars.color.success },
    error: { color: vars.color.danger },
  },
  'toastIcon',
)

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 auto',
  minWidth: 0,
  paddingBlock: vars.space.small,
})

export const title = style({
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
})

export const action = style({
  alignSelf: 'center',
})
