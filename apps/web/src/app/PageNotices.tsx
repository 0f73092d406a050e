import { useEffect, useRef } from 'react'
import { OfflineNotice } from './OfflineNotice'
import * as styles from './PageNotices.css'
import { SessionUnreachableNotice } from './SessionUnreachableNotice'

/**
 * The notices about the whole page (offline, the session not confirmed),
 * after the page and held at the bottom of the screen (PageNotices.css.ts):
 * their coming moves nothing a finger may be on its way to.
 *
 * While they show, the page keeps their height clear at the bottom when it
 * scrolls a focused field or button into view (`scroll-padding-bottom`), so
 * the keyboard's focus never hides under them.
 */
export function PageNotices() {
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = region.current
    if (element === null || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    const observer = new ResizeObserver(() => {
      root.style.setProperty(styles.heightVar, `${element.offsetHeight}px`)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(styles.heightVar)
    }
  }, [])
  return (
    <div ref={region} className={styles.region}>
      <OfflineNotice />
      <SessionUnreachableNotice />
    </div>
  )
}
