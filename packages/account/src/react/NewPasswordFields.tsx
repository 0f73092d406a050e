'use client'

import { PasswordField } from '@conecta/ui'
import { newPasswordPt } from '../strings/newPasswordPt.js'
import { useAccountSection, usePasswordFieldWords } from './AccountProvider.js'
import type { SubmissionErrors } from './useSubmission.js'

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
  const words = useAccountSection('newPassword', newPasswordPt)
  const fieldWords = usePasswordFieldWords()
  return (
    <>
      <PasswordField
        {...fieldWords}
        label={replacing ? words.replacingPassword : words.password}
        name="password"
        autoComplete="new-password"
        hint={words.hint}
        required
        error={submission.errorsFor('password')}
      />
      <PasswordField
        {...fieldWords}
        label={replacing ? words.replacingConfirmation : words.confirmation}
        name="password_confirmation"
        autoComplete="new-password"
        required
        error={submission.errorsFor('password_confirmation')}
      />
    </>
  )
}
