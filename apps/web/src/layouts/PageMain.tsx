import type { ReactNode } from 'react'
import { useNavigation } from 'react-router-dom'
import * as styles from './PageMain.css'

/**
 * The page's `<main>`, in both layouts. While the router fetches the next page's code (every
 * page is a chunk of its own, docs/architecture.md#performance), the page being left takes no
 * input, since whatever is typed into it is about to go away, and says it is busy, and a bar
 * along the top shows that the tap was heard. The header stays usable: another link there
 * changes the destination.
 */
export function PageMain({ className, children }: { className: string; children: ReactNode }) {
  const leaving = useNavigation().state === 'loading'
  return (
    <main id="conteudo" className={className} inert={leaving} aria-busy={leaving || undefined}>
      {leaving ? <div className={styles.leavingBar} aria-hidden="true" /> : null}
      {children}
    </main>
  )
}
