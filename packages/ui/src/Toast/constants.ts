// docs/product.md#constants, shared by the provider, the app
// and the tests.

/** At most one toast on screen: a new toast replaces the current one. */
export const TOAST_LIMIT = 1

/** Default time, in ms, a toast stays before it closes by itself. */
export const TOAST_DURATION = 5000

/** Time, in ms, the start-up "Efectue o login" prompt stays (docs/product.md#start-up). */
export const LOGIN_TOAST_DURATION = 20000

/** Time, in ms, a dismissed toast stays in state before it is removed (docs/product.md#constants). */
export const TOAST_REMOVE_DELAY = 1_000_000

/** Distance, in px, a toast must be swiped before it closes. */
export const SWIPE_THRESHOLD = 50

/** Keys that move focus to the toast area. */
export const TOAST_VIEWPORT_HOTKEY: readonly string[] = ['F8']
