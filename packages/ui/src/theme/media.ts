/**
 * A small phone, or large text: `em` in a media query is the browser's text size, so this holds
 * up to 336 px at 16 px and up to 672 px with the text at 200 %. Where the header, the tabs and
 * the dialog take the room they need on such a screen (README.md, "Reflow and large text").
 */
export const narrowScreen = '(max-width: 21em)'
