import { Notice } from '@conecta/ui'
import { Fragment } from 'react'
import { useOfflineNotice } from './OfflineNotice'
import * as styles from './PageNotices.css'
import type { PageNotice } from './pageNotice'
import { useSessionUnreachableNotice } from './SessionUnreachableNotice'

/**
 * The notices about the whole page (offline, the session not confirmed) come
 * after the page, where their coming moves nothing a finger may be on its way
 * to; a reminder of their titles is held at the bottom of the screen while
 * they are out of sight (PageNotices.css.ts). It is drawn for the eye only,
 * its words by CSS: a screen reader hears each notice once, as it comes (role
 * "status"), and the page's text holds each title once.
 *
 * While the reminder shows, the page keeps its height clear at the bottom when
 * it scrolls a focused field or button into view (`scroll-padding-bottom`), so
 * the keyboard's focus never hides under it.
 */
export function PageNotices() {
  const shown = [useOfflineNotice(), useSessionUnreachableNotice()].filter(
    (notice): notice is PageNotice => notice !== null,
  )
  return (
    <>
      <div className={styles.reminder} aria-hidden="true">
        {shown.length > 0 ? (
          <div className={styles.reminderContent}>
            <Notice
              tone="warning"
              role="none"
              toneLabel=""
              // Drawn by CSS: the notices' own titles are the page's only text of theirs.
              title={
                <span
                  className={styles.repeatedTitles}
                  data-titles={shown.map(({ title }) => title).join(' · ')}
                />
              }
            />
          </div>
        ) : null}
      </div>
      <div className={styles.notices}>
        {shown.map(({ title, notice }) => (
          <Fragment key={title}>{notice}</Fragment>
        ))}
      </div>
    </>
  )
}
