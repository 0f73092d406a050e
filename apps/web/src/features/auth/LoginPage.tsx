import { type SignedIn, SignIn } from '@conecta/account/react'
import { Notice, useHydrated } from '@conecta/ui'
import { useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { appConfig } from '../../config/appConfig'
import { MPesa } from '../../format/keepNamesWhole'
import { useTypedIn } from '../../forms/useTypedIn'
import { hasLinkLoginMessage, loginMessage } from '../../navigation/loginMessage'
import { paths } from '../../navigation/paths'
import { safeReturnPath } from '../../navigation/safeReturnPath'
import { useModuleWhenNeeded } from '../../navigation/useModuleWhenNeeded'
import { rememberMailedAddress } from '../../session/mailedAddress'
import { useEndOtherSession } from '../../session/useEndOtherSession'
import { AuthCard } from './AuthCard'
import * as styles from './AuthCard.css'
import { readAuthNotice } from './authNotice'
import { FollowSignIn } from './FollowSignIn'
import { OtherSessionNotice } from './OtherSessionNotice'

// The form and its second step are @conecta/account's SignIn (docs/product.md#two-factor-sign-in):
// the step is fetched when a login asks for it, and drawn in this page's card.

/** /login: e-mail, password and 'Lembrar-me'; honours `returnUrl` and `errorMessage` (docs/product.md#login). */
export function LoginPage() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const endOtherSession = useEndOtherSession()
  const [signedIn, setSignedIn] = useState(false)
  const [sent, setSent] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const typing = useTypedIn(form)
  const noticeEmail = useNoticeEmail()

  function goOn({ email }: SignedIn) {
    // Where a verification mail of this account went, should it turn out unverified:
    // /verify-email shows it and lets a mistyped address be corrected.
    rememberMailedAddress({ email, name: null })
    setSignedIn(true)
    // Only an address on this origin is followed: /login must not be an open redirect.
    navigate(safeReturnPath(search.get('returnUrl'), window.location.origin, appConfig.apiUrl), {
      replace: true,
    })
  }

  return (
    <SignIn
      onSignedIn={goOn}
      beforeSignIn={async () => {
        setSent(true)
        // Never POST /login over an open session (docs/api-contract.md#accounts).
        await endOtherSession()
      }}
      defaultEmail={noticeEmail}
      frame={(title, content) => <AuthCard title={title}>{content}</AuthCard>}
      formClassName={styles.form}
      formRef={form}
      onInput={typing.onInput}
      footer={
        <p className={styles.links}>
          <Link to={paths.forgotPassword} className={styles.link}>
            Esqueceu-se da palavra-passe?
          </Link>
          <Link to={paths.register} className={styles.link}>
            Ainda não tem conta? Crie uma
          </Link>
        </p>
      }
    >
      <p>
        Entre com o e-mail e a palavra-passe da sua conta {appConfig.productName} para ver o seu
        perfil e renovar a subscrição por <MPesa />.
      </p>
      <LoginMessages />
      {signedIn ? null : (
        <>
          <FollowSignIn begun={typing.typedIn || sent} />
          <OtherSessionNotice when="Ao entrar com outra conta" />
        </>
      )}
    </SignIn>
  )
}

/**
 * The address a notice in the history state brings (after a password reset), unknown to the
 * pre-rendered page and so given once hydration is over. A field nobody typed in then shows it;
 * one the person typed in keeps what they typed (a default never replaces typing).
 */
function useNoticeEmail(): string {
  const hydrated = useHydrated()
  const location = useLocation()
  return hydrated ? (readAuthNotice(location.state)?.email ?? '') : ''
}

// A mailed link's outcome has words of its own, fetched only when the address carries one: from
// the start, so they are here by the time the page has hydrated.
const loadLinkMessages = () => import('../../navigation/linkLoginMessages')
if (
  typeof window !== 'undefined' &&
  hasLinkLoginMessage(new URLSearchParams(window.location.search))
) {
  void loadLinkMessages().catch(() => {})
}

/**
 * The `errorMessage` query, a mailed link's outcome and a notice handed over in
 * the history state (after a password reset), all unknown to the pre-rendered
 * page: shown once hydration is over. A component of its own, so that the form
 * beside it is not drawn again then (`OtherSessionNotice` says why).
 */
function LoginMessages() {
  const hydrated = useHydrated()
  const [search] = useSearchParams()
  const location = useLocation()
  const linkMessages = useModuleWhenNeeded(
    hydrated && hasLinkLoginMessage(search),
    loadLinkMessages,
    "/login's words for a mailed link",
  )
  if (!hydrated) return null
  const errorMessage = loginMessage(search.get('errorMessage'))
  const linkMessage = linkMessages?.linkLoginMessage(search) ?? null
  const notice = readAuthNotice(location.state)
  return (
    <>
      {errorMessage ? <Notice tone="warning">{errorMessage}</Notice> : null}
      {linkMessage ? <Notice tone="warning">{linkMessage}</Notice> : null}
      {notice ? <Notice tone="success">{notice.message}</Notice> : null}
    </>
  )
}
