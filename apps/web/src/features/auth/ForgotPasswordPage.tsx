import { EmailField, FormFailureSummary, useSubmission } from '@conecta/account/react'
import { Button, Notice } from '@conecta/ui'
import { type FormEvent, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { requestPasswordReset } from '../../api/authApi'
import { paths } from '../../navigation/paths'
import { useEndOtherSession } from '../../session/useEndOtherSession'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'
import { OtherSessionNotice } from './OtherSessionNotice'
import { PublicForm } from './PublicForm'

const FIELDS = ['email'] as const

/** /forgot-password: asks the API to mail a reset link. */
export function ForgotPasswordPage() {
  const form = useRef<HTMLFormElement>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const endOtherSession = useEndOtherSession()
  const submission = useSubmission(
    async () => {
      const email = String(new FormData(form.current ?? undefined).get('email') ?? '').trim()
      // Never POST /forgot-password over an open session (docs/api-contract.md#accounts).
      await endOtherSession()
      await requestPasswordReset({ email })
      return email
    },
    (email) => setSentTo(email),
  )

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSentTo(null)
    void submission.submit()
  }

  return (
    <AuthCard title="Recuperar palavra-passe">
      <p>
        Indique o e-mail da sua conta. Enviamos-lhe um link para escolher uma nova palavra-passe.
      </p>
      {sentTo !== null ? (
        <Notice tone="success">
          Enviámos um link para {sentTo}. Abra o e-mail e siga o link para escolher uma nova
          palavra-passe. Não recebeu? Verifique a pasta de spam ou peça outro link.
        </Notice>
      ) : null}
      <OtherSessionNotice when="Ao pedir o link" />
      <FormFailureSummary submission={submission} fields={FIELDS} />
      <PublicForm ref={form} onSubmit={onSubmit}>
        <EmailField submission={submission} />
        <Button type="submit" fullWidth loading={submission.pending}>
          {sentTo === null ? 'Enviar link' : 'Enviar outro link'}
        </Button>
      </PublicForm>
      <p className={styles.links}>
        <Link to={paths.login} className={styles.link}>
          Voltar a entrar
        </Link>
      </p>
    </AuthCard>
  )
}
