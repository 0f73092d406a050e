import type { SubmissionErrors } from '@conecta/account/react'
import { PasswordField } from '@conecta/ui'

export interface NewPasswordFieldsProps {
  /** The form's submission: each field shows the messages the API gave for it. */
  submission: SubmissionErrors
  /**
   * Whether the account already has a password (a reset, a change): the
   * labels then say 'nova', so it is not taken for the current one.
   * @defaultValue false
   */
  replacing?: boolean
}

/**
 * A new password and its confirmation, named `password` and
 * `password_confirmation` as Laravel's `confirmed` rule expects; the
 * `new-password` autocomplete lets password managers offer a strong one.
 * The fields are the form's own, read with FormData when it is sent.
 */
export function NewPasswordFields({ submission, replacing = false }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={replacing ? 'Nova palavra-passe' : 'Palavra-passe'}
        name="password"
        autoComplete="new-password"
        hint="Pelo menos 8 caracteres."
        required
        error={submission.errorsFor('password')}
      />
      <PasswordField
        label={replacing ? 'Confirmar nova palavra-passe' : 'Confirmar palavra-passe'}
        name="password_confirmation"
        autoComplete="new-password"
        required
        error={submission.errorsFor('password_confirmation')}
      />
    </>
  )
}
