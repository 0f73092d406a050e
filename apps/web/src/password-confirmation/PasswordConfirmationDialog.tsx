import { ConfirmDialog, PasswordField } from '@conecta/ui'
import { useActorRef, useSelector } from '@xstate/react'
import { type FormEvent, useEffect, useRef } from 'react'
import {
  passwordConfirmationMachine,
  selectFailureMessage,
  selectOpen,
  selectPassword,
  selectPasswordErrors,
  selectRefusals,
  selectSubmitting,
} from './passwordConfirmationMachine'

export const PASSWORD_CONFIRMATION_TITLE = 'Confirme a sua palavra-passe'
export const PASSWORD_CONFIRMATION_DESCRIPTION =
  'Para proteger a sua conta, esta acção pede a sua palavra-passe. Confirme-a para continuar.'

export interface PasswordConfirmationDialogProps {
  /** Called once: `true` when the password was confirmed, `false` when the person cancelled. */
  onSettled: (confirmed: boolean) => void
}

/**
 * Asks for the password after a call was answered 423
 * (docs/product.md#password-confirmation). Its state is the machine's; this
 * view reads it through selectors and sends events. It opens at once, and
 * focus goes back where it was when it closes.
 */
export function PasswordConfirmationDialog({ onSettled }: PasswordConfirmationDialogProps) {
  const actor = useActorRef(
    passwordConfirmationMachine.provide({
      actions: {
        reportConfirmed: () => onSettled(true),
        reportCancelled: () => onSettled(false),
      },
    }),
  )
  const open = useSelector(actor, selectOpen)
  const password = useSelector(actor, selectPassword)
  const submitting = useSelector(actor, selectSubmitting)
  const passwordErrors = useSelector(actor, selectPasswordErrors)
  const failureMessage = useSelector(actor, selectFailureMessage)
  const refusals = useSelector(actor, selectRefusals)
  const field = useRef<HTMLInputElement>(null)

  // After a refusal the person types again: the field, with its message, has the focus.
  useEffect(() => {
    if (refusals > 0) field.current?.focus()
  }, [refusals])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    actor.send({ type: 'confirmation.submit' })
  }

  return (
    <ConfirmDialog
      open={open}
      title={PASSWORD_CONFIRMATION_TITLE}
      description={PASSWORD_CONFIRMATION_DESCRIPTION}
      confirmText={failureMessage === null ? 'Confirmar' : 'Tentar novamente'}
      cancelText="Cancelar"
      pending={submitting}
      error={failureMessage}
      onConfirm={() => actor.send({ type: 'confirmation.submit' })}
      onCancel={() => actor.send({ type: 'confirmation.cancel' })}
    >
      {/* A form, so that Enter in the field confirms as the button does. */}
      <form method="post" noValidate onSubmit={onSubmit}>
        <PasswordField
          ref={field}
          label="Palavra-passe"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          readOnly={submitting}
          onChange={(event) =>
            actor.send({ type: 'confirmation.type', password: event.target.value })
          }
          error={passwordErrors}
        />
      </form>
    </ConfirmDialog>
  )
}
