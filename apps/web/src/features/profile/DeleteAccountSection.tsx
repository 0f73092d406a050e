import { describeFailure, type FormFailure, loadServerMessageTranslation } from '@conecta/account'
import { toApiError } from '@conecta/session-machine'
import { useSessionSend } from '@conecta/session-machine/react'
import { Button, Card, ConfirmDialog, PasswordField } from '@conecta/ui'
import { type FormEvent, useRef, useState } from 'react'
import { useSignOutToHome } from '../../session/useSignOutToHome'
import * as layout from '../../styles/layout.css'
import { showToast } from '../../toast/toastBus'
import { deleteAccount } from './api'

export const ACCOUNT_DELETED_TITLE = 'A sua conta foi eliminada'

class DeleteFailure extends Error {
  constructor(readonly failure: FormFailure) {
    super(failure.message)
  }
}

/** The person was asked to confirm their password and cancelled: no error, the dialog as it was. */
class DeleteAbandoned extends Error {}

function preventSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault()
}

/**
 * DELETE /user behind a confirm dialog that asks for the password. A wrong
 * password keeps the dialog open with the message beside the field.
 */
export function DeleteAccountSection() {
  const send = useSessionSend()
  const signOutToHome = useSignOutToHome()
  // The password lives in its field (docs/architecture.md#rule-15), read when the deletion is
  // confirmed; it stays there after a refusal, and goes with the dialog's content when it closes.
  const form = useRef<HTMLFormElement>(null)
  const [fieldError, setFieldError] = useState<string[]>([])

  async function confirmDeletion() {
    const password = String(new FormData(form.current ?? undefined).get('password') ?? '')
    setFieldError([])
    // The other tabs hear of it first (useLogout says why).
    send({ type: 'session.signingOut' })
    // Fetched while the call is on its way; needed only if it fails.
    const translation = loadServerMessageTranslation()
    try {
      await deleteAccount({ password })
    } catch (error) {
      if (toApiError(error).isConfirmationCancelled) throw new DeleteAbandoned()
      const failure = describeFailure(error, await translation)
      setFieldError(failure.fieldErrors.password ?? [])
      throw new DeleteFailure(failure)
    }
    await signOutToHome()
    showToast({
      title: ACCOUNT_DELETED_TITLE,
      description: 'Os seus dados foram apagados. Obrigado por ter usado o Conecta.',
      variant: 'success',
    })
  }

  function onOpenChange(open: boolean) {
    if (open) return
    setFieldError([])
  }

  return (
    <Card as="section" title="Eliminar conta" className={layout.column}>
      <p className={layout.plainText}>
        A conta, a subscrição e o histórico de pagamentos são apagados de vez. O tempo que resta na
        subscrição não é reembolsado.
      </p>
      <div className={layout.actions}>
        <ConfirmDialog
          variant="danger"
          title="Eliminar a sua conta?"
          description="Esta acção não pode ser desfeita. Introduza a sua palavra-passe para confirmar."
          confirmText="Eliminar definitivamente"
          onConfirm={confirmDeletion}
          onOpenChange={onOpenChange}
          errorMessage={(reason) =>
            reason instanceof DeleteAbandoned
              ? ''
              : reason instanceof DeleteFailure
                ? reason.message
                : // Not the deletion's own answer (that is a DeleteFailure): no
                  // server validation message to translate.
                  describeFailure(reason, (message) => message).message
          }
          trigger={<Button variant="danger">Eliminar conta</Button>}
        >
          {/* A form, so that the field is read with FormData. Enter in it confirms nothing: only
              the button deletes the account, as before. */}
          <form ref={form} method="post" noValidate onSubmit={preventSubmit}>
            <PasswordField
              label="Palavra-passe"
              name="password"
              autoComplete="current-password"
              required
              error={fieldError}
            />
          </form>
        </ConfirmDialog>
      </div>
    </Card>
  )
}
