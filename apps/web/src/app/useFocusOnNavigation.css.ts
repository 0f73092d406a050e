import { focusRing } from '@conecta/ui'
import { globalStyle } from '@vanilla-extract/css'

// The page's heading after a navigation (useFocusOnNavigation.ts,
// PAGE_HEADING_SELECTOR): a keyboard sees where the focus went with the
// ring every focusable thing has, not the browser's own. A finger's tap
// shows no ring (`:focus-visible`).
globalStyle('main h1[tabindex="-1"]:focus-visible', {
  ...focusRing,
})
