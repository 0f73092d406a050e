import { style } from '@vanilla-extract/css'
import { STORED_SESSION_ATTRIBUTE } from '../prerender/prerenderMarkers'

// Before hydration (no `data-open` yet) the page's inline mark decides which of a pair shows:
// it is set before the first paint when this browser keeps a signed-in user. Once hydrated,
// the app draws only the one that holds, marked `data-open`. Each only ever hides: the
// element keeps its own display.

/** For a session that is open (or, until the app knows, likely open). */
export const ifSessionOpen = style({
  selectors: {
    [`html:not([${STORED_SESSION_ATTRIBUTE}]) &:not([data-open])`]: { display: 'none' },
  },
})

/** Its pair: for a visitor. */
export const ifNoSession = style({
  selectors: {
    [`html[${STORED_SESSION_ATTRIBUTE}] &:not([data-open])`]: { display: 'none' },
  },
})
