import { EmailField, FormFailureSummary, useSubmission } from '@conecta/account/react'
import { useSessionSend } from '@conecta/session-machine/react'
import { Button } from '@conecta/ui'
import { type FormEvent, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { register } from '../../api/authApi'
import { appConfig } from '../../config/appConfig'
import { NameField } from '../../forms/NameField'
import { NewPasswordFields } from '../../forms/NewPasswordFields'
import { useTypedIn } from '../../forms/useTypedIn'
import { paths } from '../../navigation/paths'
import { useEndOtherSession } from '../../session/useEndOtherSession'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'
import { FollowSignIn } from './FollowSignIn'
import { OtherSessionNotice } from './OtherSessionNotice'
import { PublicForm } from './PublicForm'

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const

/** /register: the account is created, signed in, and sent to verify its e-mail. */
export function RegisterPage() {
  const navigate = useNavigate()
  const send = useSessionSend()
  const [registered, setRegistered] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const typing = useTypedIn(form)

  const endOtherSession = useEndOtherSession()
  const submission = useSubmission(
    async () => {
      const data = new FormData(form.current ?? undefined)
      const name = String(data.get('name') ?? '').trim()
      const email = String(data.get('email') ?? '').trim()
      // Never POST /register over an open session (docs/api-contract.md#accounts).
      await endOtherSession()
      await register({
        name,
        email,
        password: String(data.get('password') ?? ''),
        password_confirmation: String(data.get('password_confirmation') ?? ''),
      })
      return { name, email }
    },
    ({ name, email }) => {
      setRegistered(true)
      // Breeze signs the new account in; the session learns it is unverified.
      send({ type: 'session.signedIn' })
      navigate(paths.verifyEmail, {
        replace: true,
        // /verify-email shows where the link went, and sends the name with a corrected address.
        state: { registeredEmail: email, registeredName: name },
      })
    },
  )

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void submission.submit()
  }

  return (
    <AuthCard title="Criar conta">
      <p>
        Crie a sua conta em minutos. Depois de verificar o e-mail, active o teste gratuito no seu
        perfil e use o {appConfig.productName} sem pagar nada.
      </p>
      {registered ? null : (
        <>
          <FollowSignIn begun={typing.typedIn || submission.pending} />
          <OtherSessionNotice when="Ao criar a conta" />
        </>
      )}
      <FormFailureSummary submission={submission} fields={FIELDS} />
      <PublicForm ref={form} onSubmit={onSubmit} onInput={typing.onInput}>
        <NameField defaultValue="" submission={submission} />
        <EmailField submission={submission} />
        <NewPasswordFields submission={submission} />
        <Button type="submit" fullWidth loading={submission.pending}>
          Criar conta
        </Button>
      </PublicForm>
      <p className={styles.links}>
        <Link to={paths.login} className={styles.link}>
          Já tem conta? Entre
        </Link>
      </p>
    </AuthCard>
  )
}
