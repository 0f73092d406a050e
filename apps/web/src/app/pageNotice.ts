import type { ReactElement } from 'react'

/** A notice about the whole page (offline, the session not confirmed), as PageNotices shows it. */
export interface PageNotice {
  /** Its title, which the reminder held at the bottom of the screen repeats. */
  title: string
  notice: ReactElement
}
