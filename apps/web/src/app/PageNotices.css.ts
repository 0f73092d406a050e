import { vars } from '@conecta/ui'
import { globalStyle, style } from '@vanilla-extract/css'

// The page's own notices (offline, the session not confirmed) come after the
// page, held at the bottom of the screen while its end is out of sight
// (`position: sticky`). Above the page, in its flow, their coming moved
// everything down under a finger about to tap (a 155 px jump at 360 px when
// the connection dropped during the PIN wait); here nothing above them moves,
// and scrolling to the end shows whatever they lay over.
export const region = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: `calc(${vars.size.contentMaxWidth} + ${vars.space.large} * 2)`,
  marginInline: 'auto',
  padding: vars.space.small,
  selectors: {
    // No notice: no space at the end of the page.
    '&:empty': { display: 'none' },
  },
})

// A notice over the page lifts off it, as the header does.
globalStyle(`${region} > *`, {
  boxShadow: vars.shadow.small,
})

/** The notices' height, kept on the root by PageNotices while it is mounted. */
export const heightVar = '--conecta-page-notices-height'

// A field or button the keyboard's focus goes to is scrolled clear of them.
globalStyle(':root', {
  scrollPaddingBottom: `var(${heightVar}, 0px)`,
})
