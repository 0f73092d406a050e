import { useSubmission } from '@conecta/account/react'
import { Button, Notice } from '@conecta/ui'
import { useCallback, useEffect, useState } from 'react'
import * as layout from '../../styles/layout.css'
import { cancelPendingEmail, resendPendingEmailLink } from './api'

export const PENDING_EMAIL_TITLE = 'Falta confirmar o novo e-mail'

export function pendingEmailText(current: string, pending: string): string {
  return `Enviámos um link para ${pending}. Abra-o para concluir a alteração. Até lá, o seu e-mail continua a ser ${current}: é com ele que entra e que recebe as nossas mensagens.`
}

export function pendingLinkResentMessage(pending: string): string {
  return `Enviámos um novo link para ${pending}.`
}

export const CANCEL_FAILED_MESSAGE = 'A alteração não foi cancelada.'

/** How a pending change ended from here: cancelled, or found gone (the resend's 404). */
export type PendingEnding = 'cancelled' | 'gone'

interface PendingEmailChangeProps {
  current: string
  pending: string
  /**
   * The server has no change to confirm any more: the account tab refreshes the user and says so
   * once this notice is gone.
   */
  onEnded: (ending: PendingEnding, pending: string) => void
}

/**
 * docs/product.md#changing-the-e-mail: a new address waiting for its link, with "Reenviar" and
 * "Cancelar a alteração", each with its own wait, failure and success. One runs at a time.
 */
export function PendingEmailChange({ current, pending, onEnded }: PendingEmailChangeProps) {
  const [resentTo, setResentTo] = useState<string | null>(null)

  const resend = useSubmission(
    resendPendingEmailLink,
    useCallback(() => setResentTo(pending), [pending]),
  )
  const cancel = useSubmission(
    cancelPendingEmail,
    useCallback(() => onEnded('cancelled', pending), [onEnded, pending]),
  )

  // 404: nothing is pending on the server (opened or cancelled elsewhere meanwhile).
  const gone = resend.failure?.status === 404
  useEffect(() => {
    if (gone) onEnded('gone', pending)
  }, [gone, onEnded, pending])

  const busy = resend.pending || cancel.pending

  return (
    <div className={layout.column}>
      <Notice
        tone="warning"
        role="none"
        title={PENDING_EMAIL_TITLE}
        action={
          <div className={layout.actions}>
            <Button
              variant="secondary"
              loading={resend.pending}
              disabled={busy && !resend.pending}
              onClick={() => {
                setResentTo(null)
                void resend.submit()
              }}
            >
              Reenviar
            </Button>
            <Button
              variant="secondary"
              loading={cancel.pending}
              disabled={busy && !cancel.pending}
              onClick={() => void cancel.submit()}
            >
              Cancelar a alteração
            </Button>
          </div>
        }
      >
        {pendingEmailText(current, pending)}
      </Notice>
      {resentTo === pending && resend.state.status === 'succeeded' ? (
        <Notice tone="success">{pendingLinkResentMessage(pending)}</Notice>
      ) : null}
      {resend.failure !== null && !gone ? (
        <Notice tone="error">{resend.failure.message}</Notice>
      ) : null}
      {cancel.failure !== null ? (
        <Notice tone="error">
          {CANCEL_FAILED_MESSAGE} {cancel.failure.message}
        </Notice>
      ) : null}
    </div>
  )
}
