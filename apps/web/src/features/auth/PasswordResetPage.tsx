import { Button, PasswordField, TextField } from '@conecta/ui'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { FormFailureSummary } from '../../forms/FormFailureSummary'
import { useSubmission } from '../../forms/useSubmission'
import { paths } from '../../routes/paths'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'
import { resetPassword } from './api'
import { authNoticeState } from './authNotice'

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

  const submission = useSubmission(
    () =>
      resetPassword({
        token,
        email: email.trim(),
        password,
        password_confirmation: confirmation,
      }),
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
      <FormFailureSummary submission={submission} fields={FIELDS} />
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={submission.errorsFor('email')}
        />
        <PasswordField
          label="Nova palavra-passe"
          name="password"
          autoComplete="new-password"
          hint="Pelo menos 8 caracteres."
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={submission.errorsFor('password')}
        />
        <PasswordField
          label="Confirmar nova palavra-passe"
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={submission.errorsFor('password_confirmation')}
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
