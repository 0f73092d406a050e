import { focusRing, vars } from '@conecta/ui'
import { style } from '@vanilla-extract/css'

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  paddingInlineStart: vars.space.large,
})

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
})

/** The secret and the recovery codes: a face that tells 0 from O and 1 from l. */
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.body,
  // Where the face has one (SF Mono, Menlo, Consolas), a zero with a slash through it.
  fontVariantNumeric: 'slashed-zero',
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
})

export const secret = style([
  code,
  {
    margin: 0,
    padding: vars.space.small,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surfaceSunken,
  },
])

export const codes = style([
  code,
  {
    display: 'grid',
    // Two codes a row where they fit (a tablet); one a row on a phone, or at 200 % text.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
    gap: vars.space.small,
    margin: 0,
    padding: vars.space.small,
    listStyle: 'none',
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surfaceSunken,
  },
])

/**
 * One code: its groups of five side by side, a gap between them, wrapping
 * between groups (never inside one) on a narrow screen or with large text.
 */
export const recoveryCode = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '0.75em',
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.body,
})

export const codeGroup = style({ whiteSpace: 'nowrap' })

/**
 * The digits, drawn apart from the letters they look like (0 and O, 1, l and
 * I) in any face, the phone's own monospace included: bold, and in the brand
 * colour. Bold alone says it to a person who cannot tell the colours apart.
 */
export const digits = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
})

/** A single character named in a sentence, in the codes' face. */
export const glyph = style({
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'slashed-zero',
  fontSize: vars.fontSize.large,
})

/**
 * The button that opens the authenticator app: the step's main action, set
 * apart from the instruction above it (whose focus ring would otherwise
 * touch it) and from the fallback below, twice the step's own gap.
 */
export const openAuthenticator = style({ marginBlock: vars.space.small })

export const qr = style({
  alignSelf: 'flex-start',
  padding: vars.space.small,
  backgroundColor: '#fff',
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
})

export const muted = style({ margin: 0, color: vars.color.textMuted })

/** The recovery codes' heading, under the block's own: it takes the focus when they appear. */
export const codesHeading = style({
  margin: 0,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.tight,
  ':focus-visible': {
    ...focusRing,
  },
})

/** A step's text that takes the focus when the step replaces the one the person was on. */
export const focusable = style({
  ':focus-visible': {
    ...focusRing,
  },
})
