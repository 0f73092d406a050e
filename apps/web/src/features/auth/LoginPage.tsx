import type { SessionSnapshot } from '@conecta/session-machine'
import { useSessionSelector, useSessionSend } from '@conecta/session-machine/react'
import { Button, Checkbox, Notice, PasswordField } from '@conecta/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { login } from '../../api/authApi'
import { appConfig } from '../../config/appConfig'
import { MPesa } from '../../format/keepNamesWhole'
import { EmailField } from '../../forms/EmailField'
import { FormFailureSummary } from '../../forms/FormFailureSummary'
import { type SubmissionErrors, useSubmission } from '../../forms/useSubmission'
import { useTypedIn } from '../../forms/useTypedIn'
import { emailLinkLoginMessage, loginMessage } from '../../navigation/loginMessage'
import { paths } from '../../navigation/paths'
import { safeReturnPath } from '../../navigation/safeReturnPath'
import { useHydrated } from '../../prerender/useHydrated'
import { rememberMailedAddress } from '../../session/mailedAddress'
import { useEndOtherSession } from '../../session/useEndOtherSession'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'
import { readAuthNotice } from './authNotice'
import { FollowSignIn } from './FollowSignIn'
import { OtherSessionNotice } from './OtherSessionNotice'
import { PublicForm } from './PublicForm'

const FIELDS = ['email', 'password', 'remember'] as const

// Only the accounts with two-factor on need the second step: it is fetched when a login asks for it.
const loadChallengeStep = () => import('./TwoFactorChallengeStep')
// Inline rather than `selectTwoFactorChallenge`: a module the step shares with this page would
// join this page's chunk, and the step would then import this page's chunk (which costs every
// first load of /login a module-namespace helper).
const selectChallenged = (snapshot: SessionSnapshot) => snapshot.matches('twoFactorChallenge')

type ChallengeStep = Awaited<ReturnType<typeof loadChallengeStep>>['TwoFactorChallengeStep']

/** /login: e-mail, password and 'Lembrar-me'; honours `returnUrl` and `errorMessage` (docs/product.md#login). */
export function LoginPage() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const send = useSessionSend()
  const challenged = useSessionSelector(selectChallenged)
  const endOtherSession = useEndOtherSession()

  const [signedIn, setSignedIn] = useState(false)
  const [Step, setStep] = useState<ChallengeStep | null>(null)
  // What a login asking for the second step was sent with: the form is drawn anew after
  // "Voltar", and starts with it (the password, no longer needed, does not come back).
  const [challengedWith, setChallengedWith] = useState<{
    email: string
    remember: boolean
  } | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const passwordField = useRef<HTMLInputElement>(null)
  const typing = useTypedIn(form)

  function goToReturnUrl() {
    setSignedIn(true)
    // Only an address on this origin is followed: /login must not be an open redirect.
    navigate(safeReturnPath(search.get('returnUrl'), window.location.origin, appConfig.apiUrl), {
      replace: true,
    })
  }
  const submission = useSubmission(
    async () => {
      const data = new FormData(form.current ?? undefined)
      const email = String(data.get('email') ?? '').trim()
      const remember = data.get('remember') !== null
      // Never POST /login over an open session (docs/api-contract.md#accounts).
      await endOtherSession()
      const answer = await login({ email, password: String(data.get('password') ?? ''), remember })
      if (answer.twoFactor) {
        const { TwoFactorChallengeStep } = await loadChallengeStep()
        setStep(() => TwoFactorChallengeStep)
      }
      return { ...answer, email, remember }
    },
    ({ twoFactor, email, remember }) => {
      // Where a verification mail of this account went, should it turn out unverified:
      // /verify-email shows it and lets a mistyped address be corrected.
      rememberMailedAddress({ email, name: null })
      if (twoFactor) {
        // The session waits for the second factor.
        setChallengedWith({ email, remember })
        send({ type: 'session.twoFactor.required' })
        return
      }
      send({ type: 'session.signedIn' })
      goToReturnUrl()
    },
  )

  // Leaving the login page gives up a challenge still waiting (docs/product.md#two-factor-sign-in);
  // once it passed, or while an answer is on its way, the session ignores this.
  useEffect(() => () => send({ type: 'session.twoFactor.cancel' }), [send])

  if (challenged && Step !== null) {
    return <Step onPassed={goToReturnUrl} onBack={() => passwordField.current?.focus()} />
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void submission.submit()
  }

  return (
    <AuthCard title="Entrar">
      <p>
        Entre com o e-mail e a palavra-passe da sua conta {appConfig.productName} para ver o seu
        perfil e renovar a subscrição por <MPesa />.
      </p>
      <LoginMessages />
      {signedIn ? null : (
        <>
          <FollowSignIn begun={typing.typedIn || submission.pending} />
          <OtherSessionNotice when="Ao entrar com outra conta" />
        </>
      )}
      <FormFailureSummary submission={submission} fields={FIELDS} />
      <PublicForm ref={form} onSubmit={onSubmit} onInput={typing.onInput}>
        <LoginEmailField submission={submission} challengedEmail={challengedWith?.email ?? null} />
        <PasswordField
          ref={passwordField}
          label="Palavra-passe"
          name="password"
          autoComplete="current-password"
          required
          error={submission.errorsFor('password')}
        />
        <Checkbox
          label="Lembrar-me"
          name="remember"
          defaultChecked={challengedWith?.remember ?? false}
          error={submission.errorsFor('remember')}
        />
        <Button type="submit" fullWidth loading={submission.pending}>
          Entrar
        </Button>
      </PublicForm>
      <p className={styles.links}>
        <Link to={paths.forgotPassword} className={styles.link}>
          Esqueceu-se da palavra-passe?
        </Link>
        <Link to={paths.register} className={styles.link}>
          Ainda não tem conta? Crie uma
        </Link>
      </p>
    </AuthCard>
  )
}

/**
 * The login's address: the one a login asking for the second step was sent with, after
 * "Voltar"; or the one a notice in the history state brings (after a password reset), unknown
 * to the pre-rendered page and so given once hydration is over. A field nobody typed in then
 * shows it; one the person typed in keeps what they typed (a default never replaces typing).
 * A component of its own, so that the form beside it is not drawn again then.
 */
function LoginEmailField({
  submission,
  challengedEmail,
}: {
  submission: SubmissionErrors
  challengedEmail: string | null
}) {
  const hydrated = useHydrated()
  const location = useLocation()
  const noticeEmail = hydrated ? (readAuthNotice(location.state)?.email ?? '') : ''
  return <EmailField defaultValue={challengedEmail ?? noticeEmail} submission={submission} />
}

/**
 * The `errorMessage` query and a notice handed over in the history state
 * (after a password reset), both unknown to the pre-rendered page: shown once
 * hydration is over. A component of its own, so that the form beside it is
 * not drawn again then (`OtherSessionNotice` says why).
 */
function LoginMessages() {
  const hydrated = useHydrated()
  const [search] = useSearchParams()
  const location = useLocation()
  if (!hydrated) return null
  const errorMessage = loginMessage(search.get('errorMessage'))
  const linkMessage = emailLinkLoginMessage(search)
  const notice = readAuthNotice(location.state)
  return (
    <>
      {errorMessage ? <Notice tone="warning">{errorMessage}</Notice> : null}
      {linkMessage ? <Notice tone="warning">{linkMessage}</Notice> : null}
      {notice ? <Notice tone="success">{notice.message}</Notice> : null}
    </>
  )
}
