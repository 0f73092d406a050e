import { Button } from '@conecta/ui'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { resetPassword } from '../../api/authApi'
import { EmailField } from '../../forms/EmailField'
import { FormFailureSummary } from '../../forms/FormFailureSummary'
import { NewPasswordFields } from '../../forms/NewPasswordFields'
import { useSubmission } from '../../forms/useSubmission'
import { paths } from '../../routes/paths'
import { useEndOtherSession } from '../../session/useEndOtherSession'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'
import { authNoticeState } from './authNotice'
import { OtherSessionNotice } from './OtherSessionNotice'

const FIELDS = ['email', 'password', 'password_confirmation'] as const

export const PASSWORD_CHANGED_MESSAGE =
  'A sua palavra-passe foi alterada. Entre com a nova palavra-passe.'

/**
 * /password-reset/{token}?email=…, from the reset mail. Never pre-rendered
 * (the token is in the path), so the query may be read on the first render.
 */
export function PasswordResetPage() {
  const { token = '' } = useParams()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const [email, setEmail] = useState(() => search.get('email') ?? '')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')

  const endOtherSession = useEndOtherSession()
  const submission = useSubmission(
    async () => {
      // Never POST /reset-password over an open session (docs/api-contract.md#accounts).
      await endOtherSession()
      await resetPassword({
        token,
        email: email.trim(),
        password,
        password_confirmation: confirmation,
      })
    },
    () =>
      navigate(paths.login, {
        replace: true,
        state: authNoticeState({ message: PASSWORD_CHANGED_MESSAGE, email: email.trim() }),
      }),
  )

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void submission.submit()
  }

  return (
    <AuthCard title="Escolher nova palavra-passe">
      <OtherSessionNotice when="Ao guardar a palavra-passe" />
      <FormFailureSummary submission={submission} fields={FIELDS} />
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
        <EmailField value={email} onValueChange={setEmail} submission={submission} />
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          submission={submission}
          replacing
        />
        <Button type="submit" fullWidth loading={submission.pending}>
          Guardar palavra-passe
        </Button>
      </form>
      <p className={styles.links}>
        <Link to={paths.forgotPassword} className={styles.link}>
          O link expirou? Peça um novo
        </Link>
      </p>
    </AuthCard>
  )
}
