/**
 * What `ToastProvider` does when a prop is left out: generic defaults
 * (duration, swipe threshold and hotkey are Radix Toast's own), each one
 * overridable by the prop of the same name. An app with rules of its own
 * passes them as props rather than relying on these values.
 */
export const TOAST_DEFAULTS = {
  /** At most this many toasts on screen: a new toast beyond it replaces the oldest. */
  limit: 1,
  /** Time, in ms, a toast stays before it closes by itself. */
  duration: 5000,
  /** Time, in ms, a dismissed toast stays in state (its exit animation plays) before it is removed. */
  removeDelay: 1000,
  /** Distance, in px, a toast must be swiped before it closes. */
  swipeThreshold: 50,
  /** Keys that move focus to the toast area. */
  hotkey: ['F8'],
} as const satisfies {
  limit: number
  duration: number
  removeDelay: number
  swipeThreshold: number
  hotkey: readonly string[]
}
