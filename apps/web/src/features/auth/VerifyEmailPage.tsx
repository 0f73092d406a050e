import { FocusOnShow, useSubmission } from '@conecta/account/react'
import { Button, Notice, Spinner } from '@conecta/ui'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, Navigate, useLocation } from 'react-router-dom'
import { resendVerificationEmail } from '../../api/authApi'
import * as emailText from '../../forms/emailText.css'
import { paths } from '../../navigation/paths'
import { useHydrated } from '../../prerender/useHydrated'
import {
  forgetMailedAddress,
  type MailedAddress,
  readMailedAddress,
  rememberMailedAddress,
} from '../../session/mailedAddress'
import { useClientSessionStatus, useClientSessionUser } from '../../session/useClientSession'
import { useLogout } from '../../session/useLogout'
import { useRefreshWhenShown } from '@conecta/session-machine/react'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'

// The correction form, with the password dialog's host, comes when the person asks for it.
const VerifyEmailCorrection = lazy(() =>
  import('./VerifyEmailCorrection').then((module) => ({ default: module.VerifyEmailCorrection })),
)

export const VERIFICATION_SENT_MESSAGE =
  'Enviámos um novo link de verificação para o seu e-mail. Abra-o para activar a sua conta.'

export function verificationSentTo(email: string): string {
  return `Enviámos um link de verificação para ${email}.`
}

export function correctedMessage(email: string): string {
  return `Corrigimos o endereço. Enviámos um novo link de verificação para ${email}.`
}

/**
 * /verify-email: after registering, and where an unverified person who opens the profile is
 * sent. Says where the link went, lets a mistyped address be corrected, resends the link and
 * offers to log out; it learns without a reload when the address was verified elsewhere
 * (docs/product.md#changing-the-e-mail).
 */
export function VerifyEmailPage() {
  const status = useClientSessionStatus()
  const user = useClientSessionUser()
  const hydrated = useHydrated()
  const location = useLocation()
  const { logOut, pending: loggingOut, error: logoutError } = useLogout()
  const [sent, setSent] = useState(false)
  const resend = useSubmission(resendVerificationEmail, () => setSent(true))
  const [address, setAddress] = useState<MailedAddress | null>(null)
  const [correcting, setCorrecting] = useState(false)
  const [correctedTo, setCorrectedTo] = useState<string | null>(null)
  // This page waited for the verification: once the server says it happened, the profile says so.
  const waited = useRef(false)
  if (status === 'unverified') waited.current = true

  // The address is this tab's memory (or the register page's hand-over), unknown to the
  // pre-rendered page: read after hydration, so both render the same first.
  useEffect(() => {
    if (!hydrated) return
    const registered = readRegistered(location.state)
    if (registered !== null) rememberMailedAddress(registered)
    setAddress(registered ?? readMailedAddress())
  }, [hydrated, location.state])

  // Verified in another browser, on another phone or in the mail app: asked again when the person
  // comes back to this page (another tab of this browser tells it through the session).
  useRefreshWhenShown(status === 'unverified')

  const verified = status === 'authenticated' && Boolean(user?.user.email_verified_at)
  useEffect(() => {
    if (verified) forgetMailedAddress()
  }, [verified])
  if (verified) {
    return <Navigate to={waited.current ? `${paths.profile}?verified=1` : paths.profile} replace />
  }

  const failure = resend.failure
  // 401: the session ended (or never began here); a link can only be sent to a signed-in person.
  const signedOut = failure?.status === 401
  const known = hydrated ? address : null

  return (
    <AuthCard title="Verifique o seu e-mail">
      <p className={emailText.breaksAnywhere}>
        {known !== null
          ? `${verificationSentTo(known.email)} `
          : 'Enviámos um link de verificação para o seu e-mail. '}
        Abra a mensagem e siga o link para activar a conta; depois pode entrar no seu perfil e na
        subscrição.
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
        {status === 'unverified' ? (
          <>
            {correctedTo !== null ? (
              <FocusOnShow>
                <Notice tone="success" className={emailText.breaksAnywhere}>
                  {correctedMessage(correctedTo)}
                </Notice>
              </FocusOnShow>
            ) : null}
            <Button
              variant="secondary"
              fullWidth
              aria-expanded={correcting}
              onClick={() => {
                setCorrectedTo(null)
                setCorrecting((was) => !was)
              }}
            >
              Enganou-se no endereço? Corrigir
            </Button>
            {correcting ? (
              <Suspense fallback={<Spinner label="A carregar…" />}>
                <VerifyEmailCorrection
                  address={known}
                  onCorrected={(corrected) => {
                    setSent(false)
                    setAddress(corrected)
                    setCorrecting(false)
                    setCorrectedTo(corrected.email)
                  }}
                />
              </Suspense>
            ) : null}
          </>
        ) : null}
        <Button
          variant="secondary"
          fullWidth
          loading={loggingOut}
          onClick={() => {
            forgetMailedAddress()
            void logOut()
          }}
        >
          Terminar sessão
        </Button>
      </div>
    </AuthCard>
  )
}

/** The register page hands the address (and the name) over in the history state. */
function readRegistered(state: unknown): MailedAddress | null {
  if (typeof state !== 'object' || state === null || !('registeredEmail' in state)) return null
  const { registeredEmail } = state
  if (typeof registeredEmail !== 'string' || registeredEmail === '') return null
  const name =
    'registeredName' in state && typeof state.registeredName === 'string'
      ? state.registeredName
      : null
  return { email: registeredEmail, name: name === '' ? null : name }
}
