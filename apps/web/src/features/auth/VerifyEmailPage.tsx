import { Button, Notice } from '@conecta/ui'
import { useState } from 'react'
import { Link, Navigate } from 'react-router-dom'
import { resendVerificationEmail } from '../../api/authApi'
import { useSubmission } from '../../forms/useSubmission'
import { paths } from '../../routes/paths'
import { useClientSessionStatus, useClientSessionUser } from '../../session/useClientSession'
import { useLogout } from '../../session/useLogout'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'

export const VERIFICATION_SENT_MESSAGE =
  'Enviámos um novo link de verificação para o seu e-mail. Abra-o para activar a sua conta.'

/**
 * /verify-email: after registering, and where an unverified person who opens
 * the profile is sent. Resends the link and offers to log out.
 */
export function VerifyEmailPage() {
  const status = useClientSessionStatus()
  const user = useClientSessionUser()
  const { logOut, pending: loggingOut, error: logoutError } = useLogout()
  const [sent, setSent] = useState(false)
  const resend = useSubmission(resendVerificationEmail, () => setSent(true))

  if (status === 'authenticated' && user?.user.email_verified_at) {
    return <Navigate to={paths.profile} replace />
  }

  const failure = resend.failure
  // 401: the session ended (or never began here); a link can only be sent to a signed-in person.
  const signedOut = failure?.status === 401

  return (
    <AuthCard title="Verifique o seu e-mail">
      <p>
        Enviámos um link de verificação para o seu e-mail. Abra a mensagem e siga o link para
        activar a conta; depois pode entrar no seu perfil e na subscrição.
      </p>
      <p>Não encontra a mensagem? Veja a pasta de spam ou peça um novo link.</p>
      {sent && resend.state.status === 'succeeded' ? (
        <Notice tone="success">{VERIFICATION_SENT_MESSAGE}</Notice>
      ) : null}
      {failure !== null && !signedOut ? <Notice tone="error">{failure.message}</Notice> : null}
      {signedOut ? (
        <Notice tone="warning">
          A sua sessão terminou. <Link to={paths.login}>Entre</Link> para pedir um novo link.
        </Notice>
      ) : null}
      {logoutError !== null ? <Notice tone="error">{logoutError}</Notice> : null}
      <div className={styles.form}>
        <Button fullWidth loading={resend.pending} onClick={() => void resend.submit()}>
          Reenviar e-mail de verificação
        </Button>
        <Button variant="secondary" fullWidth loading={loggingOut} onClick={() => void logOut()}>
          Terminar sessão
        </Button>
      </div>
    </AuthCard>
  )
}
