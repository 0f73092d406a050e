'use client'

import type { CurrentUser } from '@conecta/session-machine'
import { useRefreshWhenShown, useSessionSend } from '@conecta/session-machine/react'
import { useCallback, useState } from 'react'
import type { PendingEnding } from './PendingEmailChange.js'

/** A change of address as a profile's blocks share it (`AccountSummary`, `ProfileInformation`). */
export interface PendingEmailChangeState {
  /**
   * The new address waiting for its link, as shown: the user's
   * `pending_email`, unless the server just said that change is gone (shown
   * gone at once, before the user is fetched again).
   */
  pending: string | null
  /** How the last change ended from here, while no other waits. */
  ended: { ending: PendingEnding; address: string } | null
  /** `PendingEmailChange`'s `onEnded`: remembered, and the session asked for the user again. */
  onEnded: (ending: PendingEnding, address: string) => void
}

/**
 * The person's change of address: what waits, how it ended from here. While
 * one waits, the session asks the server again each time the person comes
 * back to the page (the link opened in another browser or on another phone).
 */
export function usePendingEmailChange(person: CurrentUser | null): PendingEmailChangeState {
  const send = useSessionSend()
  const pending = person?.user.pending_email ?? null
  const [ended, setEnded] = useState<PendingEmailChangeState['ended']>(null)
  const shown = pending !== null && ended?.address !== pending ? pending : null

  const onEnded = useCallback(
    (ending: PendingEnding, address: string) => {
      setEnded({ ending, address })
      send({ type: 'session.refresh' })
    },
    [send],
  )

  useRefreshWhenShown(pending !== null)

  return { pending: shown, ended: ended !== null && shown === null ? ended : null, onEnded }
}
