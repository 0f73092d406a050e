import { ConfirmDialog, PasswordField } from '@conecta/ui'
import { useActorRef, useSelector } from '@xstate/react'
import { type FormEvent, useEffect, useRef } from 'react'
import {
  passwordConfirmationMachine,
  selectFailureMessage,
  selectOpen,
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
  const submitting = useSelector(actor, selectSubmitting)
  const passwordErrors = useSelector(actor, selectPasswordErrors)
  const failureMessage = useSelector(actor, selectFailureMessage)
  const refusals = useSelector(actor, selectRefusals)
  const field = useRef<HTMLInputElement>(null)
  const form = useRef<HTMLFormElement>(null)

  // After a refusal the person types again: the field, with its message, has the focus.
  useEffect(() => {
    if (refusals > 0) field.current?.focus()
  }, [refusals])

  // The password lives in its field (docs/architecture.md#rule-15): the machine hears it only
  // when it is sent, by Enter or by the button, and a refused one stays in the field to correct.
  function submit() {
    const data = new FormData(form.current ?? undefined)
    actor.send({ type: 'confirmation.submit', password: String(data.get('password') ?? '') })
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit()
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
      onConfirm={submit}
      onCancel={() => actor.send({ type: 'confirmation.cancel' })}
    >
      {/* A form, so that Enter in the field confirms as the button does. */}
      <form ref={form} method="post" noValidate onSubmit={onSubmit}>
        <PasswordField
          ref={field}
          label="Palavra-passe"
          name="password"
          autoComplete="current-password"
          required
          readOnly={submitting}
          error={passwordErrors}
        />
      </form>
    </ConfirmDialog>
  )
}
