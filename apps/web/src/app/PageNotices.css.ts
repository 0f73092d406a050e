import { conectaTokens as tokens, vars } from '@conecta/ui'
import { globalStyle, style } from '@vanilla-extract/css'

// The page's own notices (offline, the session not confirmed) come after the
// page, in its flow. Above it, their coming moved everything down under a
// finger about to tap (155 px at 360 px wide when the connection dropped
// during the PIN wait). Held whole at the bottom of the screen, they took 178
// of a 360 × 740 screen's 740 px, and 606 px at 200 % text: the page was a
// strip under the header. So only a reminder of their titles is held there
// (`position: sticky`) while the page's end is out of sight: 66 px, 82 px at
// 200 % text, and scrolling to the end shows what it lay over.

const column = {
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: `calc(${vars.size.contentMaxWidth} + ${vars.space.large} * 2)`,
  marginInline: 'auto',
  padding: vars.space.small,
} as const

/**
 * The reminder's height: its top padding and a notice of one line, the kit's
 * Notice (its padding and border around its icon or its title's line,
 * whichever is taller). Its title is kept to one line (`repeatedTitles`), so
 * the height follows from the text size alone: no script measures it. In the
 * app's theme's own figures, not its variables: the page's scroll padding is
 * the root element's, above the body that carries the theme.
 */
const reminderHeight = `calc(${tokens.space.small} + 2 * ${tokens.space.large} + 2 * ${tokens.size.borderWidth} + max(${tokens.size.icon}, ${tokens.lineHeight.tight} * ${tokens.fontSize.body}))`

/** The reminder's place, just before the notices: held at the bottom of the screen. */
export const reminder = style({
  ...column,
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.header,
  // Its content asks whether it is held (`@container scroll-state(stuck: bottom)`).
  // csstype does not know the value yet.
  containerType: 'scroll-state' as 'normal',
  paddingBottom: 0,
  // Its own place lies over the first notice's top, where the notice's title
  // takes over from it as the page's end comes into sight: no empty band.
  marginBottom: `calc(-1 * ${reminderHeight})`,
  // There, a tap goes to the notice under it; held, its content takes the tap (a
  // finger meaning the page beneath does nothing, rather than something unseen).
  pointerEvents: 'none',
  selectors: {
    // No notice: no space at the end of the page.
    '&:empty': { display: 'none' },
  },
})

/**
 * Shown while held: in its own place, just above the notices, it would only
 * repeat their titles. A browser without scroll-state queries (Chromium before
 * 133, Firefox, Safari) shows it there too.
 */
export const reminderContent = style({
  visibility: 'hidden',
  pointerEvents: 'auto',
  '@supports': {
    'not (container-type: scroll-state)': { visibility: 'visible' },
  },
  '@container': {
    'scroll-state(stuck: bottom)': { visibility: 'visible' },
  },
})

/** The notices' titles, written by CSS from `data-titles`: not the page's text a second time. */
export const repeatedTitles = style({
  '::after': { content: 'attr(data-titles)' },
})

// One line, cut short with "…" where it is too long (the session notice's title at
// 320 px and 200 % text): the notice itself says it whole.
globalStyle(`${reminderContent} p`, {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

// The reminder lifts off the page it lies over, as the header does.
globalStyle(`${reminderContent} > *`, {
  boxShadow: vars.shadow.small,
})

/** The notices themselves, after the page. */
export const notices = style({
  ...column,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  selectors: {
    '&:empty': { display: 'none' },
  },
})

// While there is a reminder, a field or button the keyboard's focus goes to is
// scrolled clear of it.
globalStyle(`:root:has(${reminderContent})`, {
  scrollPaddingBottom: reminderHeight,
})
