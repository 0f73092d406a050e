import { style } from '@vanilla-extract/css'
import { STORED_SESSION_ATTRIBUTE } from '../../prerender/prerenderMarkers'

/**
 * In the pre-rendered page, shown only when the page's inline mark says this
 * browser keeps a signed-in user; once the app has hydrated (`data-open`),
 * drawn only while a session is (likely) open.
 */
export const slot = style({
  display: 'none',
  selectors: {
    [`html[${STORED_SESSION_ATTRIBUTE}] &:not([data-open])`]: { display: 'block' },
    '&[data-open="true"]': { display: 'block' },
  },
})
