import { Fragment, type ReactNode } from 'react'
import * as styles from './KeepWhole.css.js'

/**
 * `text` with each match of `names` in a span that does not wrap. A browser may
 * break a line after any hyphen, and a name such as "M-Pesa" would end a line
 * as "M-" with "Pesa" on the next (at 320 px and at 200 % text). The characters
 * stay those of the text, word for word: a screen reader reads the name,
 * find-in-page and copying find it, and an element's `textContent` is unchanged
 * (a non-breaking hyphen, U+2011, would change the text itself).
 *
 * @param names one capturing group around the alternatives, e.g. `/(M-Pesa|e-Mola)/`:
 *   `split` then puts each name at an odd index.
 */
export function keepWhole(text: string, names: RegExp): ReactNode {
  const parts = text.split(names)
  if (parts.length === 1) return text
  return parts.map((part, index) =>
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

export interface KeepWholeProps {
  /** A name written inside a sentence in JSX, kept on one line. */
  children: string
}

/** One name inside a sentence written in JSX, kept on one line (see {@link keepWhole}). */
export function KeepWhole({ children }: KeepWholeProps) {
  return <span className={styles.whole}>{children}</span>
}
