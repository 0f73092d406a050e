import { vars } from '@conecta/ui'
import { globalStyle } from '@vanilla-extract/css'
import { HYDRATED_ATTRIBUTE, LOAD_FAILED_ATTRIBUTE } from './prerenderMarkers'

// The notices of index.html (every pre-rendered page and the app shell) are
// plain HTML written before any script: they are styled by id, and they
// stay at the bottom of the screen, beside a form's submit button on a phone.
const notice = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.toast,
  margin: 0,
  padding: vars.space.medium,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.text,
  borderTop: `${vars.space.xsmall} solid ${vars.color.warning}`,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
} as const

/** Shown only where JavaScript is off (it sits in a <noscript>). */
globalStyle('#sem-javascript', notice)

/**
 * `hidden` in the HTML (so it stays hidden wherever this stylesheet is not
 * there yet, as on the dev server) until a script failed to arrive before the
 * app started (renderDocument's watcher).
 */
globalStyle('#pagina-a-carregar', { ...notice, display: 'none' })
globalStyle(`[${LOAD_FAILED_ATTRIBUTE}]:not([${HYDRATED_ATTRIBUTE}]) #pagina-a-carregar`, {
  display: 'block',
})
