'use client'

import type { CurrentUser } from '@conecta/session-machine'
import { Notice } from '@conecta/ui'
import { useEffect, useRef, useState } from 'react'
import { sameEmail } from '../newEmail.js'
import { emailChangeOutcomePt } from '../strings/emailChangeOutcomePt.js'
import { useAccountSection, useNoticeLabels } from './AccountProvider.js'
import * as styles from './account.css.js'
import { usePerson } from './usePerson.js'

/**
 * Where the link of a change of address sent the person, as its redirect
 * says: made (`?email-changed=1`), the address taken by another account
 * meanwhile (`?email-change=taken`), or a link no longer valid
 * (`?email-change=invalid`). A hint only: the block says a change was made
 * once the user shows it.
 */
export type EmailChangeHint = 'changed' | 'taken' | 'invalid'

export interface EmailChangeOutcomeProps {
  /**
   * What the link's redirect said, read once by the host (which then takes it
   * out of its address, so a reload does not say it again); `null` for none.
   */
  hint: EmailChangeHint | null
  /**
   * The person, as the host has them.
   * @defaultValue the session's user
   */
  user?: CurrentUser | null
}

/**
 * What the link of a change of address led to, as a notice above the
 * profile: the change made (said only once the server's user shows it: no
 * change pending, the address verified), or not made (the new address taken
 * meanwhile, or a link no longer valid, with what to do next). A change this
 * block saw pending that the server now holds as the address (its link
 * opened in another tab, browser or phone) is said to be made too, with no
 * hint. Nothing otherwise. Addresses break where they must.
 */
export function EmailChangeOutcome({ hint, user }: EmailChangeOutcomeProps) {
  const words = useAccountSection('emailChangeOutcome', emailChangeOutcomePt)
  const labels = useNoticeLabels()
  const person = usePerson(user)?.user ?? null
  const email = person?.email ?? ''
  const verified = person !== null && person.email_verified_at !== null
  const pending = person?.pending_email ?? null
  const seenPending = useRef(pending)
  const [changedHere, setChangedHere] = useState(false)

  useEffect(() => {
    const before = seenPending.current
    seenPending.current = pending
    if (before !== null && pending === null && sameEmail(email, before) && verified) {
      setChangedHere(true)
    }
  }, [pending, email, verified])

  if (person === null) return null
  const confirmedChange = 'pending_email' in person && pending === null && verified
  if (changedHere || (hint === 'changed' && confirmedChange)) {
    return (
      <Notice
        tone="success"
        toneLabel={labels.success}
        title={words.changedTitle}
        className={styles.breaksAnywhere}
      >
        {words.changed(email)}
      </Notice>
    )
  }
  if (hint === 'taken' || hint === 'invalid') {
    return (
      <Notice
        tone="error"
        role="status"
        toneLabel={labels.error}
        title={words.notChangedTitle}
        className={styles.breaksAnywhere}
      >
        {hint === 'taken'
          ? words.taken(email)
          : `${words.invalid} ${pending === null ? words.invalidKeep(email) : words.invalidResend(pending)}`}
      </Notice>
    )
  }
  return null
}
