import type { ReactNode } from 'react'
import * as styles from './AuthCard.css'

/** The narrow column every account form sits in, under the page's one `<h1>`. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  )
}
