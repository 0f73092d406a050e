import { type SignedIn, SignIn } from '@conecta/account/react'
import { Notice, useHydrated } from '@conecta/ui'
import { type RefObject, useRef, useState } from 'react'
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
  const messages = { typedIn: typing.typedIn, shownAt: useRef<MessagesPlace>(undefined) }

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
        <>
          <LoginMessages place="below" {...messages} />
          <p className={styles.links}>
            <Link to={paths.forgotPassword} className={styles.link}>
              Esqueceu-se da palavra-passe?
            </Link>
            <Link to={paths.register} className={styles.link}>
              Ainda não tem conta? Crie uma
            </Link>
          </p>
        </>
      }
    >
      <p>
        Entre com o e-mail e a palavra-passe da sua conta {appConfig.productName} para ver o seu
        perfil e renovar a subscrição por <MPesa />.
      </p>
      <LoginMessages place="above" {...messages} />
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

// A mailed link's outcome has words of its own, fetched only when the address carries one.
const loadLinkMessages = () => import('../../navigation/linkLoginMessages')

/** Where /login's messages went when they first showed: they stay there. */
type MessagesPlace = 'above' | 'below'

/**
 * The `errorMessage` query, a mailed link's outcome and a notice handed over in
 * the history state (after a password reset), all unknown to the pre-rendered
 * page: shown once hydration is over (a link's words once their chunk is here
 * too). A component of its own, so that the form beside it is not drawn again
 * then (`OtherSessionNotice` says why).
 *
 * Drawn in two places, shown in one: above the form, or, when the person has
 * already typed in the pre-rendered form by the time they come (a slow phone
 * hydrates seconds after the first paint), under it, so that the field being
 * typed in and "Entrar" do not move down under a finger. The place is chosen
 * once, when they first show, and kept.
 */
function LoginMessages({
  place,
  shownAt,
  typedIn,
}: {
  place: MessagesPlace
  shownAt: RefObject<MessagesPlace | undefined>
  typedIn: boolean
}) {
  const hydrated = useHydrated()
  const [search] = useSearchParams()
  const location = useLocation()
  const linkMessages = useModuleWhenNeeded(
    hydrated && hasLinkLoginMessage(search),
    loadLinkMessages,
    "/login's words for a mailed link",
  )
  const errorMessage = hydrated ? loginMessage(search.get('errorMessage')) : null
  const linkMessage = hydrated ? (linkMessages?.linkLoginMessage(search) ?? null) : null
  const notice = hydrated ? readAuthNotice(location.state) : null
  if (errorMessage === null && linkMessage === null && notice === null) return null
  // Chosen by whichever of the two shows them first, from what the form holds then, and kept:
  // the same answer for both, whatever the order (a ref, not state: nothing to draw again).
  shownAt.current ??= typedIn ? 'below' : 'above'
  if (shownAt.current !== place) return null
  return (
    <>
      {errorMessage ? <Notice tone="warning">{errorMessage}</Notice> : null}
      {linkMessage ? <Notice tone="warning">{linkMessage}</Notice> : null}
      {notice ? <Notice tone="success">{notice.message}</Notice> : null}
    </>
  )
}
