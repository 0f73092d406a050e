import { useSessionSend } from '@conecta/session-machine/react'
import { Button, PasswordField, TextField } from '@conecta/ui'
import { type FormEvent, useState } from 'react'
import { Link, Navigate, useNavigate } from 'react-router-dom'
import { useClientSessionStatus } from '../../app/useClientSession'
import { FormFailureSummary } from '../../forms/FormFailureSummary'
import { useSubmission } from '../../forms/useSubmission'
import { paths } from '../../routes/paths'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'
import { register } from './api'

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const

/** /register: the account is created, signed in, and sent to verify its e-mail. */
export function RegisterPage() {
  const status = useClientSessionStatus()
  const navigate = useNavigate()
  const send = useSessionSend()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [registered, setRegistered] = useState(false)

  const submission = useSubmission(
    () =>
      register({
        name: name.trim(),
        email: email.trim(),
        password,
        password_confirmation: confirmation,
      }),
    () => {
      setRegistered(true)
      // Breeze signs the new account in; the session learns it is unverified.
      send({ type: 'session.signedIn' })
      navigate(paths.verifyEmail, { replace: true, state: { registeredEmail: email.trim() } })
    },
  )

  if (status === 'authenticated' && !registered) return <Navigate to={paths.profile} replace />

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void submission.submit()
  }

  return (
    <AuthCard title="Criar conta">
      <FormFailureSummary submission={submission} fields={FIELDS} />
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label="Nome"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={submission.errorsFor('name')}
        />
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
          label="Palavra-passe"
          name="password"
          autoComplete="new-password"
          hint="Pelo menos 8 caracteres."
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={submission.errorsFor('password')}
        />
        <PasswordField
          label="Confirmar palavra-passe"
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={submission.errorsFor('password_confirmation')}
        />
        <Button type="submit" fullWidth loading={submission.pending}>
          Criar conta
        </Button>
      </form>
      <p className={styles.links}>
        <Link to={paths.login} className={styles.link}>
          Já tem conta? Entre
        </Link>
      </p>
    </AuthCard>
  )
}
