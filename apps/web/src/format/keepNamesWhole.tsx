import { Fragment, type ReactNode } from 'react'
import * as styles from './keepNamesWhole.css'

/**
 * Names a line must not split. A browser may break a line after any hyphen,
 * and "M-Pesa" ended lines as "M-" with "Pesa" on the next (measured at
 * 320 px and at 200 % text: the login's and the landing's texts, the payment
 * titles).
 */
const WHOLE_NAMES = /(M-Pesa)/

/**
 * `text` with each name of {@link WHOLE_NAMES} in a span that does not wrap.
 * The characters stay those of the text, word for word: a screen reader reads
 * "M-Pesa", find-in-page and copying find it, and an element's `textContent`
 * is unchanged. (A non-breaking hyphen, U+2011, would have changed the text
 * itself: the spec's words, what a search or a paste finds, and the tests
 * that read them.)
 */
export function keepNamesWhole(text: string): ReactNode {
  const parts = text.split(WHOLE_NAMES)
  if (parts.length === 1) return text
  return parts.map((part, index) =>
    // split() with a capturing group puts each name at an odd index.
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
      <span key={index} className={styles.whole}>
        {part}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <Fragment key={index}>{part}</Fragment>
    ),
  )
}

/** "M-Pesa" inside a sentence written in JSX, kept on one line (see {@link keepNamesWhole}). */
export function MPesa() {
  return <span className={styles.whole}>M-Pesa</span>
}
