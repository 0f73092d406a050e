'use client'

import type { SessionSnapshot } from '@conecta/session-machine'
import { useSessionSelector } from '@conecta/session-machine/react'
import { Button, Notice } from '@conecta/ui'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { createPendingEmailCalls } from '../pendingEmailCalls.js'
import { pendingEmailPt } from '../strings/pendingEmailPt.js'
import { useAccountSection, useNoticeLabels } from './AccountProvider.js'
import * as styles from './account.css.js'
import { useSubmission } from './useSubmission.js'

const selectClient = (snapshot: SessionSnapshot) => snapshot.context.client

/** How a pending change ended from here: cancelled, or found gone (the resend's 404). */
export type PendingEnding = 'cancelled' | 'gone'

export interface PendingEmailChangeProps {
  /** The account's address now, which keeps working until the link is opened. */
  current: string
  /** The new address, waiting for its link (the user's `pending_email`). */
  pending: string
  /**
   * The server has no change to confirm any more: cancelled here, or found
   * gone (opened or cancelled elsewhere meanwhile: the resend's 404). The
   * host asks the session for the user again and says so once this notice
   * is gone.
   */
  onEnded: (ending: PendingEnding, pending: string) => void
}

/**
 * A new address waiting for its link: where the link went, that the current
 * address keeps working until then, and two actions, "Reenviar" (the link
 * mailed again) and "Cancelar a alteração", each with its own wait, failure
 * and success, one at a time, the last tap's outcome shown (through the nearest session's client; a 423
 * asks for the password as that client is set up to). The addresses break
 * where they must, on a narrow phone or at 200 % text.
 */
export function PendingEmailChange({ current, pending, onEnded }: PendingEmailChangeProps) {
  const words = useAccountSection('pendingEmail', pendingEmailPt)
  const labels = useNoticeLabels()
  const client = useSessionSelector(selectClient)
  const calls = useMemo(() => createPendingEmailCalls(client), [client])
  const [resentTo, setResentTo] = useState<string | null>(null)
  // What the last tap asked: only its outcome shows (a cancel that failed, then a link mailed
  // again, showed the failure beside the success).
  const [last, setLast] = useState<'resend' | 'cancel' | null>(null)

  const resend = useSubmission(
    calls.resend,
    useCallback(() => setResentTo(pending), [pending]),
  )
  const cancel = useSubmission(
    calls.cancel,
    useCallback(() => onEnded('cancelled', pending), [onEnded, pending]),
  )

  // 404: nothing is pending on the server (opened or cancelled elsewhere meanwhile).
  const gone = resend.failure?.status === 404
  useEffect(() => {
    if (gone) onEnded('gone', pending)
  }, [gone, onEnded, pending])

  const busy = resend.pending || cancel.pending

  return (
    <div className={`${styles.column} ${styles.breaksAnywhere}`}>
      <Notice
        tone="warning"
        role="none"
        toneLabel={labels.warning}
        title={words.title}
        action={
          <div className={styles.actions}>
            <Button
              variant="secondary"
              loading={resend.pending}
              disabled={busy && !resend.pending}
              onClick={() => {
                setResentTo(null)
                setLast('resend')
                void resend.submit()
              }}
            >
              {words.resend}
            </Button>
            <Button
              variant="secondary"
              loading={cancel.pending}
              disabled={busy && !cancel.pending}
              onClick={() => {
                setLast('cancel')
                void cancel.submit()
              }}
            >
              {words.cancel}
            </Button>
          </div>
        }
      >
        {words.text(current, pending)}
      </Notice>
      {last === 'resend' && resentTo === pending && resend.state.status === 'succeeded' ? (
        <Notice tone="success" toneLabel={labels.success}>
          {words.resent(pending)}
        </Notice>
      ) : null}
      {last === 'resend' && resend.failure !== null && !gone ? (
        <Notice tone="error" toneLabel={labels.error}>
          {resend.failure.message}
        </Notice>
      ) : null}
      {last === 'cancel' && cancel.failure !== null ? (
        <Notice tone="error" toneLabel={labels.error}>
          {words.cancelFailed} {cancel.failure.message}
        </Notice>
      ) : null}
    </div>
  )
}
