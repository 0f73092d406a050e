'use client'

import { type ReactNode, useId } from 'react'
import * as styles from './account.css.js'

/**
 * How a block's step is framed: its title and its content. A host draws its
 * own card and heading level (`(title, content) => <Card title={title}>{content}</Card>`);
 * by default, a section under an `<h2>`.
 */
export type BlockFrame = (title: string, content: ReactNode) => ReactNode

function DefaultFrame({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={styles.frame}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  )
}

export const defaultFrame: BlockFrame = (title, content) => (
  <DefaultFrame title={title}>{content}</DefaultFrame>
)
