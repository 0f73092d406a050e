import type { HTMLAttributes, ReactNode } from 'react'
import * as styles from './DescriptionList.css.js'

export interface DescriptionListItem {
  /** The label, e.g. 'Transacção'; also the item's key, so unique within a list. */
  term: string
  definition: ReactNode
}

export interface DescriptionListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Pairs in reading order; `false`, `null` and `undefined` entries are skipped. */
  items: ReadonlyArray<DescriptionListItem | false | null | undefined>
}

/**
 * Label–value pairs (account details, a receipt) as a real `<dl>`, so screen
 * readers announce each term with its value. Side by side when the list has
 * room for both (about 26rem), the value under its term when it has not.
 */
export function DescriptionList({ items, className, ...rest }: DescriptionListProps) {
  return (
    <dl {...rest} className={className ? `${styles.list} ${className}` : styles.list}>
      {items.map((item) =>
        item ? (
          // A <div> around each pair is valid in a <dl> and keeps term and
          // value together when the row wraps.
          <div key={item.term} className={styles.pair}>
            <dt className={styles.term}>{item.term}</dt>
            <dd className={styles.definition}>{item.definition}</dd>
          </div>
        ) : null,
      )}
    </dl>
  )
}
