import { Button, Card, Notice, PasswordField } from '@conecta/ui'
import { type FormEvent, useCallback, useState } from 'react'
import { FormFailureSummary } from '../../forms/FormFailureSummary'
import { NewPasswordFields } from '../../forms/NewPasswordFields'
import { useSubmission } from '../../forms/useSubmission'
import * as layout from '../../styles/layout.css'
import { updatePassword } from './api'
import { BrowserSessionsSection } from './BrowserSessionsSection'
import { DeleteAccountSection } from './DeleteAccountSection'
import { TwoFactorSection } from './TwoFactorSection'

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const

export const PASSWORD_CHANGED_MESSAGE =
  'A sua palavra-passe foi alterada. Use a nova palavra-passe da próxima vez que entrar.'

/** /profile/security: the password change, two-factor, the active sessions and the account's deletion. */
export function SecurityTab() {
  return (
    <>
      <ChangePasswordSection />
      <TwoFactorSection />
      <BrowserSessionsSection />
      <DeleteAccountSection />
    </>
  )
}

function ChangePasswordSection() {
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')

  const save = useCallback(
    () =>
      updatePassword({
        current_password: current,
        password,
        password_confirmation: confirmation,
      }),
    [current, password, confirmation],
  )
  // Cleared only on success: after an error the person corrects what they typed.
  const clear = useCallback(() => {
    setCurrent('')
    setPassword('')
    setConfirmation('')
  }, [])
  const submission = useSubmission(save, clear)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void submission.submit()
  }

  return (
    <Card as="section" title="Alterar palavra-passe" className={layout.column}>
      <FormFailureSummary submission={submission} fields={FIELDS} />
      {submission.state.status === 'succeeded' ? (
        <Notice tone="success">{PASSWORD_CHANGED_MESSAGE}</Notice>
      ) : null}
      <form method="post" className={layout.formColumn} onSubmit={onSubmit} noValidate>
        <PasswordField
          label="Palavra-passe actual"
          name="current_password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={submission.errorsFor('current_password')}
        />
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          submission={submission}
          replacing
        />
        <div className={layout.actions}>
          <Button type="submit" loading={submission.pending}>
            Alterar palavra-passe
          </Button>
        </div>
      </form>
    </Card>
  )
}
